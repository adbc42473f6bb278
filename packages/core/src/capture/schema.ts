// The capture function's boundary: what it is invoked with and what it answers, checked on both
// sides of the invoke. zod/mini: both sides are Lambdas that read it on every cold start.
import * as z from "zod/mini";
import type { CapturedView } from "../report/types.ts";
import type { CaptureOutcome, CaptureRequest, TextBox } from "./types.ts";

/** Capture ids are ours: random, base64url. */
export const captureIdPattern = /^[A-Za-z0-9_-]{16,64}$/;

export const captureRequestSchema = z.strictObject({
  url: z.url({ protocol: /^https?$/ }),
  captureId: z.string().check(z.regex(captureIdPattern)),
}) satisfies z.ZodMiniType<CaptureRequest>;

const viewName = z.enum(["desktop", "mobile"]);
const pixels = z.number().check(z.nonnegative());

const capturedViewSchema = z.object({
  name: viewName,
  width: pixels,
  height: pixels,
  fullHeight: pixels,
  pageHeight: pixels,
}) satisfies z.ZodMiniType<CapturedView>;

const textBoxSchema = z.object({
  text: z.string(),
  box: z.object({ x: z.number(), y: z.number(), width: pixels, height: pixels }),
}) satisfies z.ZodMiniType<TextBox>;

export const captureOutcomeSchema = z.discriminatedUnion("ok", [
  z.object({
    ok: z.literal(true),
    views: z.array(capturedViewSchema),
    text: z.object({ desktop: z.array(textBoxSchema), mobile: z.array(textBoxSchema) }),
    captureMs: z.number().check(z.nonnegative()),
  }),
  z.object({ ok: z.literal(false), reason: z.string(), detail: z.string() }),
]) satisfies z.ZodMiniType<CaptureOutcome>;
