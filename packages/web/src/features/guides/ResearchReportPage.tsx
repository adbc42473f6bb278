import { useGuide } from "../../lib/use-gated-content.tsx";
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
              <code key={placeholder}>[{asWritten(placeholder)}]</code>
            ))}
          </p>
        )}
      />
    </GuideLayout>
  );
}

/** A field as the prompt writes it for a person: "researchFocus" is "research focus". */
function asWritten(placeholder: string): string {
  return placeholder.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);
}
