// What a waiting page accepts from its socket, checked before anything is applied; anything else
// is ignored. Loaded by the pages that wait on a result.
import * as z from "zod/mini";
import type { AnalysisPatch, AnalysisReady, AnalysisStage } from "./pushed.ts";
import { reportStages } from "../roast/report/stages.ts";
import { isSendableKey, type PatchOp } from "./patch.ts";

const pathSchema = z.array(z.union([z.int().check(z.nonnegative()), z.string().check(z.refine(isSendableKey))])).check(z.maxLength(16));

export const patchOpSchema = z.union([
  z.strictObject({ path: pathSchema, set: z.json() }),
  z.strictObject({ path: pathSchema, append: z.string() }),
]) satisfies z.ZodMiniType<PatchOp>;

export const pushedMessageSchema = z.discriminatedUnion("type", [
  z.strictObject({
    type: z.literal("analysis_patch"),
    seq: z.int().check(z.positive()),
    ops: z.array(patchOpSchema).check(z.minLength(1)),
  }) satisfies z.ZodMiniType<AnalysisPatch>,
  z.strictObject({ type: z.literal("analysis_ready"), session_id: z.string() }) satisfies z.ZodMiniType<AnalysisReady>,
  z.strictObject({ type: z.literal("analysis_stage"), stage: z.enum(reportStages) }) satisfies z.ZodMiniType<AnalysisStage>,
  // The result's own fields are the polling answer's, read the same way.
  z.looseObject({ type: z.literal("analysis_result"), session_id: z.string(), status: z.enum(["pending", "completed", "failed"]) }),
]);
