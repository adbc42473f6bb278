// A stand-in for an external AI automation (n8n, Zapier, an AI agent): it accepts the webhook,
// then posts a result to the job's callback_url, as a real automation would.
import { createServer } from "node:http";

export interface TestAutomation {
  url: (kind: string) => string;
  /** Requests received, by kind. */
  received: Array<{ kind: string; sessionId: string }>;
  /** Milliseconds before answering; a long delay keeps a job waiting. */
  delayMs: number;
  /** The result text to post back; unset: a two-line text naming the kind and session. */
  resultText?: string;
  close(): Promise<void>;
}

export async function startTestAutomation(): Promise<TestAutomation> {
  const automation = { received: [], delayMs: 300 } as unknown as TestAutomation;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://automation");
      const kind = url.pathname.slice(1);
      const body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString()) as Record<string, string>) : {};
      const callbackUrl = body.callback_url ?? url.searchParams.get("callback_url")!;
      const sessionId = body.session_id ?? url.searchParams.get("session_id")!;
      automation.received.push({ kind, sessionId });
      response.writeHead(200).end();
      setTimeout(async () => {
        // Some automations announce completion first; the page must wait for the real result.
        await fetch(callbackUrl, { method: "POST", headers: { "content-type": "text/plain" }, body: "Analysis completed!" });
        await fetch(callbackUrl, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ result: automation.resultText ?? `Automation result for ${kind}\nSecond line for ${sessionId}` }),
        });
      }, automation.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  automation.url = (kind) => `http://127.0.0.1:${port}/${kind}`;
  automation.close = () => new Promise((resolve) => server.close(() => resolve()));
  return automation;
}
