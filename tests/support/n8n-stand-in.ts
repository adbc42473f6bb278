// An automation that behaves as n8n does with its production webhook URL: each request is one
// execution of the workflow; the Webhook node answers at once ("Immediately") or when the last node
// finishes, by which time the workflow has called back; Header Auth and basic auth refuse a request
// without the right credentials (403 / 401); the result is posted in the shape the workflow's
// nodes produce.
import { createServer, type IncomingHttpHeaders } from "node:http";

export interface N8nExecution {
  method: string;
  headers: IncomingHttpHeaders;
  rawBody: string;
  query: Record<string, string>;
  /** The status the Webhook node answered with. */
  answered?: number;
}

export interface N8nWorkflow {
  respond: "immediately" | "when-last-node-finishes";
  /** How long the workflow's nodes take before its HTTP Request node calls back. */
  runMs: number;
  /** The callback's body, as the workflow's last node shapes the result. */
  callbackBody: (result: string) => unknown;
  /** The status a "when last node finishes" webhook answers with after calling back (n8n answers 500 when a later node fails). */
  finalStatus: number;
  headerAuth?: { name: string; value: string };
  basicAuth?: { user: string; password: string };
}

export interface N8nStandIn {
  url: string;
  workflow: N8nWorkflow;
  executions: N8nExecution[];
  close(): Promise<void>;
}

export async function startN8nStandIn(workflow: N8nWorkflow): Promise<N8nStandIn> {
  const standIn = { workflow, executions: [] as N8nExecution[] } as N8nStandIn;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", async () => {
      const url = new URL(request.url ?? "/", "http://n8n");
      const execution: N8nExecution = {
        method: request.method ?? "",
        headers: request.headers,
        rawBody: Buffer.concat(chunks).toString("utf8"),
        query: Object.fromEntries(url.searchParams),
      };
      // n8n answers "Immediately" with a note, after the last node with that node's items (an array), and 500 with an error.
      const answer = (status: number, items?: unknown[]) => {
        execution.answered = status;
        const body = status >= 300 ? { message: "Error in workflow" } : (items ?? { message: "Workflow was started" });
        response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
      };
      const { headerAuth, basicAuth } = standIn.workflow;
      if (
        basicAuth &&
        request.headers.authorization !== `Basic ${Buffer.from(`${basicAuth.user}:${basicAuth.password}`).toString("base64")}`
      )
        return answer(401);
      if (headerAuth && request.headers[headerAuth.name.toLowerCase()] !== headerAuth.value) return answer(403);
      standIn.executions.push(execution);

      if (standIn.workflow.respond === "immediately") answer(200);
      const body = execution.rawBody ? (JSON.parse(execution.rawBody) as Record<string, string>) : {};
      await new Promise((resolve) => setTimeout(resolve, standIn.workflow.runMs));
      const called = await fetch(body.callback_url ?? execution.query.callback_url!, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(standIn.workflow.callbackBody(`Roast of ${body.url ?? "the page"}: the headline says nothing.`)),
      });
      if (standIn.workflow.respond === "when-last-node-finishes")
        answer(standIn.workflow.finalStatus, [{ statusCode: called.status, body: await called.json() }]);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  standIn.url = `http://127.0.0.1:${port}/webhook/ai-leaders/website-roast`;
  standIn.close = () => new Promise((resolve) => server.close(() => resolve()));
  return standIn;
}
