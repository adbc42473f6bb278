// One interface for every model endpoint: send a system and a user message with the answer's
// schema, receive the answer's JSON text as it is written, then what it cost.

/** A picture sent with the user message: the page's screenshots, for models that accept images. */
export interface ModelImage {
  jpeg: Uint8Array;
}

export interface ModelRequest {
  system: string;
  user: string;
  /** Sent after the user text, in order; only to a model the settings say accepts images. */
  images?: ModelImage[];
  /** The answer's schema, requested through the endpoint's own structured-output parameter. */
  schema: { name: string; description: string; json: Record<string, unknown> };
  maxOutputTokens: number;
  signal: AbortSignal;
}

export type ModelEvent =
  /** The next piece of the answer's JSON text. */
  { type: "text"; text: string } | { type: "usage"; inputTokens: number; outputTokens: number };

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
