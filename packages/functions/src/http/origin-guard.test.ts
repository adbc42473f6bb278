import { describe, expect, it } from "vitest";
import { originVerifyHeader } from "@ai-leaders/infra";
import { apiMessages } from "@ai-leaders/core/messages";
import { onlyThroughTheEdge } from "./origin-guard.ts";

const answered = { statusCode: 200, body: "from the app" };
const reached: unknown[] = [];
const app = async (event: { headers?: Record<string, string | undefined> }) => (reached.push(event), answered);

describe("onlyThroughTheEdge", () => {
  it("passes a request that carries CloudFront's origin secret to the app", async () => {
    const guarded = onlyThroughTheEdge("the-secret", app);
    expect(await guarded({ headers: { [originVerifyHeader]: "the-secret" } }, {})).toBe(answered);
    expect(reached).toHaveLength(1);
  });

  it.each([
    ["no headers at all", {}],
    ["no secret", { headers: { host: "abc.execute-api.us-east-1.amazonaws.com" } }],
    ["a wrong secret", { headers: { [originVerifyHeader]: "the-secreT" } }],
    ["a longer one", { headers: { [originVerifyHeader]: "the-secret-and-more" } }],
  ])("refuses %s with 403, before the app runs", async (_case, event) => {
    reached.length = 0;
    const refused = (await onlyThroughTheEdge("the-secret", app)(event, {})) as { statusCode: number; body: string };
    expect(refused.statusCode).toBe(403);
    expect(JSON.parse(refused.body)).toEqual({ error: { message: apiMessages.notThroughTheSite } });
    expect(reached).toEqual([]);
  });

  it("refuses nothing where no secret is set (sst dev, a stage without CloudFront in front)", async () => {
    reached.length = 0;
    expect(await onlyThroughTheEdge(undefined, app)({}, {})).toBe(answered);
    expect(reached).toHaveLength(1);
  });
});
