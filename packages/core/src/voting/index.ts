export * from "./schema.ts";
export * from "./categories.ts";
export { isVisible } from "./records.ts";
export { accountVoterId } from "./voter-id.ts";
export { smokeSuggestionId } from "./smoke-suggestion.ts";
export { roadmapColumns, roadmapDone, type Roadmap, type RoadmapColumn } from "./roadmap.ts";
// Types only: the table code is imported on its own ("@ai-leaders/core/voting/repository"), when first used.
export type * from "./repository.ts";
export { boardExportLimits, commentExportColumns, suggestionExportColumns, type ExportedSuggestion } from "./board-export.ts";
