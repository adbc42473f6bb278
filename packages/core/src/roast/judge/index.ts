// The model behind the built-in path (design.md §3.8): one client chosen by settings.
import type { AiConfig } from "../../config/index.ts";
import { createBedrockClient } from "./bedrock.ts";
import type { ModelClient } from "./model-client.ts";
import { createOpenAiCompatibleClient } from "./openai-compatible.ts";
import type { ModelLimits } from "./write-answer.ts";

export * from "./model-client.ts";
export * from "./report-writers.ts";
export type { ModelLimits, ModelUsage } from "./write-answer.ts";
export { pageAnswer, founderAnswer } from "./schemas.ts";

export interface ConfiguredModel {
  client: ModelClient;
  limits: ModelLimits;
  /** AI_ACCEPTS_IMAGES: the page's screenshots go with its text, and design is judged from them. */
  acceptsImages: boolean;
  /** AI_JUDGE_RUNS: a page is judged this many times at once; the report is the median run's. */
  judgeRuns: number;
}

/**
 * null when AI_PROVIDER is none: the rule-based analyzer answers alone. Bedrock is reached with the
 * runtime's credentials and region (the SDK also honours AWS_ENDPOINT_URL_BEDROCK_RUNTIME).
 */
export function createConfiguredModel(ai: AiConfig): ConfiguredModel | null {
  if (ai.provider === "none") return null;
  const limits = { timeoutMs: ai.timeoutMs, maxOutputTokens: ai.maxOutputTokens };
  const { acceptsImages, judgeRuns } = ai;
  if (ai.provider === "bedrock") return { client: createBedrockClient({ model: ai.model }), limits, acceptsImages, judgeRuns };
  return {
    client: createOpenAiCompatibleClient({ baseUrl: ai.baseUrl!, ...(ai.apiKey && { apiKey: ai.apiKey }), model: ai.model }),
    limits,
    acceptsImages,
    judgeRuns,
  };
}
