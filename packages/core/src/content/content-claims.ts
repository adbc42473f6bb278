// Every dated claim in the prompt libraries and guides, each with where it sits, for the
// freshness test and the `content:freshness` report.
import type { PlacedClaim } from "./claims/index.ts";
import type { Claim, GuideContents, OtherTools, PromptLibrary, ToolId } from "./types.ts";

interface WithClaims {
  title: string;
  claims?: Claim[];
  /** A writing card's Copilot and Gemini variants carry their own claims. */
  otherTools?: OtherTools;
}

function placed(where: string, cards: readonly WithClaims[]): PlacedClaim[] {
  return cards.flatMap((card) => [
    ...(card.claims ?? []).map((claim) => ({ ...claim, where: `${where} · ${card.title}` })),
    ...(card.otherTools ? [card.otherTools.copilot, card.otherTools.gemini] : []).flatMap((run) =>
      run.claims.map((claim) => ({ ...claim, where: `${where} · ${card.title} · other tools` })),
    ),
  ]);
}

export function claimsInContent(libraries: Record<ToolId, PromptLibrary>, guides: GuideContents): PlacedClaim[] {
  return [
    ...Object.values(libraries).flatMap((library) => placed(`prompts/${library.tool}`, library.prompts)),
    ...placed("guides/build-website", guides["build-website"].steps),
    ...placed("guides/improve-landing-page", guides["improve-landing-page"].steps),
    ...placed(
      "guides/improve-landing-page · tools",
      guides["improve-landing-page"].tools.map((tool) => ({ title: tool.name, claims: tool.claims })),
    ),
    ...placed("guides/research-report", guides["research-report"].cards),
    ...placed("guides/expert-panel", guides["expert-panel"].cards),
    ...placed("guides/market-decision", guides["market-decision"].steps),
  ];
}
