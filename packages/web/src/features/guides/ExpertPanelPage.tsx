import { paths } from "../../config/paths.ts";
import { fetchGuide } from "../../lib/gated-content.ts";
import { useGatedContent } from "../../lib/use-gated-content.tsx";
import type { SimulationCard } from "../../content/types.ts";
import { GuideLayout } from "./GuideLayout.tsx";
import { BusinessContextButton } from "../../components/business-context/BusinessContextButton.tsx";
import { GuideCards } from "./GuideCards.tsx";

/** "6 people", and "6 members" for a board (spec §2's wording). */
function sizeLabel(card: SimulationCard): string {
  return `${card.participants} ${/board/i.test(card.title) ? "members" : "people"}`;
}

export function ExpertPanelPage() {
  const content = useGatedContent("guides/expert-panel", () => fetchGuide("expert-panel"));
  return (
    <GuideLayout
      title="Expert & User Panel"
      description="Simulate a customer focus group, an expert panel, a policy roundtable or a board meeting to pressure-test a decision."
      path={paths.expertPanel}
      intro="Rehearse a decision with a simulated panel before you take it for real. Each prompt sets up the participants, runs the session and ends with a written report."
    >
      <BusinessContextButton />
      <GuideCards state={content} idPrefix="simulation" instructionsHeading="How to run it" badge={sizeLabel} />
    </GuideLayout>
  );
}
