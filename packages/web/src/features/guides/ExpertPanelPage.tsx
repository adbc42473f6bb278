import { useGuide } from "../../lib/use-gated-content.tsx";
import type { SimulationCard } from "../../content/types.ts";
import { GuideLayout } from "./GuideLayout.tsx";
import { guidePages } from "./guide-pages.ts";
import { BusinessContextButton } from "../../components/business-context/BusinessContextButton.tsx";
import { GuideCards } from "./GuideCards.tsx";

/** "6 people", and "6 members" for a board (spec §2's wording). */
function sizeLabel(card: SimulationCard): string {
  return `${card.participants} ${/board/i.test(card.title) ? "members" : "people"}`;
}

export function ExpertPanelPage() {
  const content = useGuide("expert-panel");
  return (
    <GuideLayout page={guidePages.expertPanel}>
      <BusinessContextButton />
      <GuideCards state={content} idPrefix="simulation" instructionsHeading="How to run it" badge={sizeLabel} />
    </GuideLayout>
  );
}
