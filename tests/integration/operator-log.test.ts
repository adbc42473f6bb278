// What `npm start` prints for whoever runs it: one line per request (method, path, status, time;
// never the query), and one per failed job with its kind, id and reason.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalStack } from "@ai-leaders/local";
import { requestAccessGrant } from "../support/access.ts";
import { eventually, postJson, startTestStack } from "../support/test-stack.ts";

describe("what npm start prints", () => {
  let stack: LocalStack;
  const requestLines: string[] = [];
  const failureLines: string[] = [];

  beforeAll(async () => {
    stack = await startTestStack({
      operatorLog: { request: (line) => requestLines.push(line), failure: (line) => failureLines.push(line) },
    });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it("logs one line per request: method, path, status and time", async () => {
    await stack.request(`/level-2/workflows?utm_source=newsletter`);
    await stack.request(`/api/no-such-route`);
    expect(requestLines).toContainEqual(expect.stringMatching(/^GET \/level-2\/workflows 200 \d+ ms$/));
    expect(requestLines).toContainEqual(expect.stringMatching(/^GET \/api\/no-such-route 404 \d+ ms$/));
    expect(requestLines.join("\n")).not.toContain("utm_source");
  });

  it("logs a failed job with its kind, id and reason", async () => {
    const { token } = await requestAccessGrant(stack);
    // Loopback addresses are refused by the built-in analyzer, so this job fails.
    const started = await postJson(
      stack.request,
      `/api/workflows/website-roast`,
      { url: "http://127.0.0.1:9/" },
      {
        headers: { "content-type": "application/json", "x-access-token": token },
      },
    );
    const sessionId = started.json.session_id as string;
    const line = await eventually(() => failureLines.find((entry) => entry.includes(sessionId)));
    expect(line).toMatch(new RegExp(`^job failed: website-roast ${sessionId}: .+`));
  });
});
