// Amazon Bedrock through the Converse API, with the function's own IAM role. The answer is
// constrained the way Converse allows: one tool whose input schema is the report, and the
// model is made to call it. The tool's input arrives as streamed JSON text.
import { BedrockRuntimeClient, ConverseStreamCommand, type ConverseStreamOutput } from "@aws-sdk/client-bedrock-runtime";
import { ModelCallError, type ModelClient, type ModelEvent, type ModelRequest } from "./model-client.ts";

export interface BedrockSettings {
  /** A model id or inference profile id, e.g. us.anthropic.claude-sonnet-4-5-20250929-v1:0 */
  model: string;
  /** Tests point the SDK at a stand-in; in Lambda both are left to the runtime. */
  endpoint?: string;
  region?: string;
}

export function createBedrockClient({ model, endpoint, region }: BedrockSettings): ModelClient {
  const bedrock = new BedrockRuntimeClient({ ...(endpoint ? { endpoint } : {}), ...(region ? { region } : {}), maxAttempts: 2 });
  return {
    model,
    async *stream(request: ModelRequest): AsyncIterable<ModelEvent> {
      const response = await bedrock
        .send(
          new ConverseStreamCommand({
            modelId: model,
            system: [{ text: request.system }],
            // Converse takes images as blocks after the text (JPEG, raw bytes).
            messages: [
              {
                role: "user",
                content: [
                  { text: request.user },
                  ...(request.images ?? []).map(({ jpeg }) => ({ image: { format: "jpeg" as const, source: { bytes: jpeg } } })),
                ],
              },
            ],
            inferenceConfig: { maxTokens: request.maxOutputTokens, temperature: 0.4 },
            toolConfig: {
              tools: [
                {
                  toolSpec: {
                    name: request.schema.name,
                    description: request.schema.description,
                    inputSchema: { json: request.schema.json as never },
                  },
                },
              ],
              toolChoice: { tool: { name: request.schema.name } },
            },
          }),
          { abortSignal: request.signal },
        )
        .catch((error: Error & { $metadata?: { httpStatusCode?: number } }) => {
          throw new ModelCallError(`Bedrock refused the call: ${error.name}: ${error.message}`, error.$metadata?.httpStatusCode);
        });
      if (!response.stream) throw new ModelCallError("Bedrock answered without a stream");
      for await (const event of response.stream) yield* eventsOf(event);
      // The SDK ends the stream quietly when the call is aborted: a cut-off answer must not pass for a whole one.
      request.signal.throwIfAborted();
    },
  };
}

function* eventsOf(event: ConverseStreamOutput): Iterable<ModelEvent> {
  const input = event.contentBlockDelta?.delta?.toolUse?.input;
  if (input) yield { type: "text", text: input };
  const usage = event.metadata?.usage;
  if (usage) yield { type: "usage", inputTokens: usage.inputTokens ?? 0, outputTokens: usage.outputTokens ?? 0 };
  const failure =
    event.internalServerException ??
    event.modelStreamErrorException ??
    event.serviceUnavailableException ??
    event.throttlingException ??
    event.validationException;
  if (failure) throw new ModelCallError(`Bedrock stopped the stream: ${failure.message ?? "an error"}`);
}
