// What an automation posts to callback_url, read the way automations write it: plain text, a JSON
// string, or an object with the result in one of `resultFields`; n8n wraps items as `{ "json": … }`
// and often answers with an array of one item. An object with only `error` is the automation
// saying it failed.

export const resultFields = ["content", "analysis", "roast", "result", "output", "text"] as const;

export type CallbackBody = { result: string } | { failure: string } | { unreadable: string };

/** How deep `{ json: … }` and one-item arrays may nest before the body is refused. */
const maxUnwrapping = 4;

export function readCallbackBody(body: string, contentType: string | undefined): CallbackBody {
  const text = body.trim();
  if (!text) return { unreadable: "The body was empty." };
  if (!contentType?.includes("json") && !/^[[{"]/.test(text)) return { result: text };
  try {
    return readValue(JSON.parse(text) as unknown, maxUnwrapping);
  } catch {
    // Not JSON after all: the text itself is the result.
    return { result: text };
  }
}

function readValue(value: unknown, depth: number): CallbackBody {
  if (typeof value === "string") return value.trim() ? { result: value.trim() } : { unreadable: "The result was an empty string." };
  if (Array.isArray(value)) {
    if (value.length === 1 && depth > 0) return readValue(value[0], depth - 1);
    return { unreadable: `An array of ${value.length} items: send one.` };
  }
  if (!value || typeof value !== "object") return { unreadable: `A JSON ${value === null ? "null" : typeof value} is no result.` };
  const record = value as Record<string, unknown>;
  for (const field of resultFields) {
    const found = record[field];
    if (typeof found === "string" && found.trim()) return { result: found.trim() };
  }
  if ("json" in record && depth > 0) return readValue(record.json, depth - 1);
  if (typeof record.error === "string" && record.error.trim()) return { failure: record.error.trim() };
  const keys = Object.keys(record).slice(0, 8);
  return { unreadable: keys.length > 0 ? `No result field among: ${keys.join(", ")}.` : "An empty object." };
}
