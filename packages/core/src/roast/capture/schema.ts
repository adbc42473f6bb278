// The capture function's boundary: what it is invoked with and what it answers, checked on both
// sides of the invoke. zod/mini: both sides are Lambdas that read it on every cold start.
import * as z from "zod/mini";
import type { CapturedView } from "../report/types.ts";
import type { CaptureOutcome, CaptureRequest, ContrastReading, PageMeasurements, TextBox } from "./types.ts";
import type { DocumentOutcome, DocumentRequest } from "./documents/types.ts";

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

const bytes = z.number().check(z.int(), z.nonnegative());
const milliseconds = z.number().check(z.nonnegative());

const contrastReadingSchema = z.union([
  z.object({
    text: z.string(),
    fontSizePx: pixels,
    large: z.boolean(),
    ratio: z.number().check(z.minimum(1), z.maximum(21)),
    foreground: z.string(),
    background: z.string(),
  }),
  z.object({ text: z.string(), fontSizePx: pixels, large: z.boolean(), ratio: z.null(), why: z.string() }),
]) satisfies z.ZodMiniType<ContrastReading>;

const measurementsSchema = z.object({
  headline: z.nullable(contrastReadingSchema),
  callToAction: z.nullable(contrastReadingSchema),
  images: z.object({ bytes, count: bytes, largest: z.nullable(z.object({ url: z.string(), bytes })) }),
  page: z.object({ bytes, requests: bytes }),
  timings: z.object({ domContentLoadedMs: milliseconds, loadMs: milliseconds, largestPaintMs: z.nullable(milliseconds) }),
}) satisfies z.ZodMiniType<PageMeasurements>;

export const captureOutcomeSchema = z.discriminatedUnion("ok", [
  z.object({
    ok: z.literal(true),
    views: z.array(capturedViewSchema),
    text: z.object({ desktop: z.array(textBoxSchema), mobile: z.array(textBoxSchema) }),
    captureMs: z.number().check(z.nonnegative()),
    measured: z.optional(measurementsSchema),
  }),
  z.object({ ok: z.literal(false), reason: z.string(), detail: z.string() }),
]) satisfies z.ZodMiniType<CaptureOutcome>;

const boxSchema = z.object({ x: z.number(), y: z.number(), width: pixels, height: pixels });
const score = z.number().check(z.minimum(0), z.maximum(100));

export const documentRequestSchema = z.discriminatedUnion("document", [
  z.strictObject({
    document: z.literal("card"),
    captureId: z.string().check(z.regex(captureIdPattern)),
    card: z.strictObject({ host: z.string(), score, verdict: z.string() }),
  }),
  z.strictObject({
    document: z.literal("brief"),
    captureId: z.nullable(z.string().check(z.regex(captureIdPattern))),
    brief: z.strictObject({
      url: z.string(),
      score,
      verdict: z.string(),
      categories: z.array(z.object({ name: z.string(), score: z.number() })),
      fixes: z.array(z.object({ title: z.string(), detail: z.string() })),
      pins: z.array(z.object({ n: z.number(), quote: z.string(), box: boxSchema })),
      viewport: z.object({ width: pixels, height: pixels }),
      madeBy: z.string(),
      link: z.string(),
    }),
  }),
]) satisfies z.ZodMiniType<DocumentRequest>;

export const documentOutcomeSchema = z.union([
  z.object({ ok: z.literal(true), document: z.literal("card") }),
  z.object({ ok: z.literal(true), document: z.literal("brief"), pdf: z.string() }),
  z.object({ ok: z.literal(false), detail: z.string() }),
]) satisfies z.ZodMiniType<DocumentOutcome>;
