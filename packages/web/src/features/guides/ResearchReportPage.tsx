import { useGuide } from "../../lib/use-gated-content.tsx";
import { researchPlaceholderText } from "@ai-leaders/core/content/research-placeholders";
import { GuideLayout } from "./GuideLayout.tsx";
import { guidePages } from "./guide-pages.ts";
import { BusinessContextButton } from "../../components/business-context/BusinessContextButton.tsx";
import { GuideCards } from "./GuideCards.tsx";

export function ResearchReportPage() {
  const content = useGuide("research-report");
  return (
    <GuideLayout page={guidePages.researchReport}>
      <BusinessContextButton />
      <GuideCards
        state={content}
        idPrefix="research"
        instructionsHeading="How to use it"
        beforePrompt={(card) => (
          <p className="guides-fields">
            Fields to fill in:{" "}
            {card.placeholders.map((placeholder) => (
              <code key={placeholder}>[{researchPlaceholderText[placeholder]}]</code>
            ))}
          </p>
        )}
      />
    </GuideLayout>
  );
}
