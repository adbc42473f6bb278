// One interface for every model endpoint: send a system and a user message with the answer's
// schema, receive the answer's JSON text as it is written, then what it cost.

export interface ModelRequest {
  system: string;
  user: string;
  /** The answer's schema, requested through the endpoint's own structured-output parameter. */
  schema: { name: string; description: string; json: Record<string, unknown> };
  maxOutputTokens: number;
  signal: AbortSignal;
}

export type ModelEvent =
  /** The next piece of the answer's JSON text. */
  | { type: "text"; text: string }
  | { type: "usage"; inputTokens: number; outputTokens: number };

export interface ModelClient {
  /** The model's name, shown on its reports. */
  readonly model: string;
  stream(request: ModelRequest): AsyncIterable<ModelEvent>;
}

/** The endpoint answered with an error status or something that isn't its protocol. */
export class ModelCallError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "ModelCallError";
  }
}
