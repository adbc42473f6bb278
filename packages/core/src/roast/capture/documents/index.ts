// The share card and the one-page brief, made by the capture's browser from a finished page report.
export type * from "./types.ts";
export { renderDocument } from "./render-document.ts";
export { briefFacts, shareCardFacts, type BriefSource } from "./facts.ts";
export { cardSize } from "./card-html.ts";
export { makeBrief, makeShareCard, type DocumentServices } from "./make.ts";
