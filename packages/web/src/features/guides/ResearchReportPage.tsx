import { paths } from "../../config/paths.ts";
import { fetchGuide } from "../../lib/gated-content.ts";
import { useGatedContent } from "../../lib/use-gated-content.tsx";
import { GuideLayout } from "./GuideLayout.tsx";
import { BusinessContextButton } from "../../components/business-context/BusinessContextButton.tsx";
import { GuideCards } from "./GuideCards.tsx";

export function ResearchReportPage() {
  const content = useGatedContent("guides/research-report", () => fetchGuide("research-report"));
  return (
    <GuideLayout
      title="McKinsey Style Research Report"
      description="Consulting-grade deep-research prompts for market entry, competitors, investment due diligence and customer segments."
      path={paths.researchReport}
      intro="Four ready-made deep-research prompts that give you a structured, sourced report in the style of a top strategy consultancy. Pick the question you need answered, fill in the fields and run it."
    >
      <BusinessContextButton />
      <GuideCards
        state={content}
        idPrefix="research"
        instructionsHeading="How to use it"
        beforePrompt={(card) => (
          <p className="guides-fields">
            Fields to fill in:{" "}
            {card.placeholders.map((placeholder) => (
              <code key={placeholder}>[{placeholder}]</code>
            ))}
          </p>
        )}
      />
    </GuideLayout>
  );
}
