export { createBoardEventEmitter, type EmitBoardEvent } from "./emit.ts";
export { createVoteThresholdWatch } from "./vote-threshold.ts";
