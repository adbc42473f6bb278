// The webhook contract against an automation that behaves as a real n8n does: a workflow that
// answers only when its last node finishes (12 s), one that calls back and then fails, results
// posted as n8n's items, Header Auth and basic auth in front of the webhook. Each runs the job once,
// the visitor sees the result at once, and Deliveries and AI jobs tell the same story. Every
// delivery is signed, and docs/automations.md's own code verifies it.
import { readFile, mkdtemp, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GetQueueAttributesCommand, SQSClient } from "@aws-sdk/client-sqs";
import { placeholderCredentials } from "@ai-leaders/local";
import { eventually, postJson } from "../support/test-stack.ts";
import { startN8nStandIn } from "../support/n8n-stand-in.ts";
import { createFailedDeliveriesService } from "@ai-leaders/functions/relay";
import { useTestStack } from "../support/use-stack.ts";

const signingSecret = "contract-test-signing-secret-0123456789";
const header = { name: "X-Webhook-Key", value: "k-7f3a" };
const basic = { user: "n8n", password: "s@fe:pass" };

describe("the webhook contract, against an automation that behaves as n8n does", () => {
  let sqs: SQSClient;
  const suite = useTestStack({
    beside: async () => ({
      n8n: await startN8nStandIn({ respond: "immediately", runMs: 0, callbackBody: (output) => ({ output }), finalStatus: 200 }),
    }),
    stack: ({ n8n }) => {
      const withCredentials = new URL(n8n.url);
      withCredentials.username = basic.user;
      withCredentials.password = encodeURIComponent(basic.password);
      return {
        settings: {
          WEBSITE_ROAST_WEBHOOK_URL: withCredentials.href,
          WEBSITE_ROAST_WEBHOOK_HEADER: `${header.name}: ${header.value}`,
          WEBHOOK_SIGNING_SECRET: signingSecret,
        },
      };
    },
    access: true,
  });
  beforeAll(() => {
    sqs = new SQSClient({ endpoint: suite.stack.endpoints.sqs, region: "us-east-1", credentials: placeholderCredentials });
  });
  afterAll(() => sqs?.destroy());
  beforeEach(() => {
    suite.n8n.executions.length = 0;
    suite.n8n.workflow = {
      respond: "immediately",
      runMs: 0,
      callbackBody: (output) => ({ output }),
      finalStatus: 200,
      headerAuth: header,
      basicAuth: basic,
    };
  });

  const roast = async (url: string) => {
    const started = await postJson(
      suite.stack.request,
      `/api/workflows/website-roast`,
      { url },
      { headers: { "content-type": "application/json", "x-access-token": suite.accessToken } },
    );
    expect(started.status).toBe(201);
    return started.json.session_id as string;
  };
  const shown = async (sessionId: string) => {
    const response = await suite.stack.request(`/api/get-analysis-result?session_id=${encodeURIComponent(sessionId)}`, {
      headers: { "x-access-token": suite.accessToken },
    });
    const polled = (await response.json()) as { success: boolean; data: { status: string; roast?: string } };
    return polled.success ? polled.data : undefined;
  };
  /** The relay has nothing in flight: every message was taken and settled (a retry would still be in the queue). */
  const relayIdle = async () => {
    const { Attributes } = await sqs.send(
      new GetQueueAttributesCommand({
        QueueUrl: suite.stack.queues.queueUrl,
        AttributeNames: ["ApproximateNumberOfMessages", "ApproximateNumberOfMessagesNotVisible"],
      }),
    );
    return Number(Attributes?.ApproximateNumberOfMessages) + Number(Attributes?.ApproximateNumberOfMessagesNotVisible) === 0
      ? true
      : undefined;
  };
  const failedDeliveries = () => createFailedDeliveriesService(suite.stack.services);

  it("runs a workflow that answers only when its last node finishes, 12 s later, once, and shows its n8n-shaped result", async () => {
    suite.n8n.workflow = {
      ...suite.n8n.workflow,
      respond: "when-last-node-finishes",
      runMs: 12_000,
      callbackBody: (output) => [{ json: { output } }],
    };
    const sessionId = await roast("https://slow.example");
    const result = await eventually(() => shown(sessionId));
    expect(result).toMatchObject({ status: "completed", roast: "Roast of https://slow.example: the headline says nothing." });
    await eventually(async () => ((await suite.stack.services.jobs.get(sessionId))?.relayed_at ? true : undefined));
    await eventually(relayIdle);
    expect(suite.n8n.executions).toHaveLength(1);
    expect(await suite.stack.services.jobs.get(sessionId)).toMatchObject({ status: "completed", relay_status: "delivered" });
    expect((await suite.stack.services.jobs.get(sessionId))?.relay_error).toBeUndefined();
  });

  it("runs a workflow that calls back and then fails (500) once; the delivery shows as done, and Send again says why it will not", async () => {
    suite.n8n.workflow = { ...suite.n8n.workflow, respond: "when-last-node-finishes", finalStatus: 500 };
    const sessionId = await roast("https://flaky.example");
    expect(await eventually(() => shown(sessionId))).toMatchObject({ status: "completed" });
    await eventually(() => (suite.n8n.executions[0]?.answered === 500 ? true : undefined));
    await eventually(relayIdle);
    expect(suite.n8n.executions).toHaveLength(1);
    // AI jobs and Deliveries agree: completed, handed over, not failed.
    expect(await suite.stack.services.jobs.get(sessionId)).toMatchObject({ status: "completed", relay_status: "delivered" });
    const listed = await failedDeliveries().list();
    expect(listed?.deliveries.map((delivery) => delivery.id)).not.toContain(sessionId);
    expect(await failedDeliveries().sendAgain("analysis", sessionId, "ops@example.org")).toBe("already-delivered");
    expect(suite.n8n.executions).toHaveLength(1);
  });

  it("gets through Header Auth and basic auth, named by its User-Agent, signed so that the README's code verifies it", async () => {
    const sessionId = await roast("https://signed.example");
    await eventually(() => shown(sessionId));
    const [execution] = suite.n8n.executions;
    expect(execution!.headers["user-agent"]).toMatch(/^AI-for-Leaders\/\d{4}\.\d{2} \(\+http:\/\/127\.0\.0\.1:\d+\)$/);
    expect(execution!.headers["idempotency-key"]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const signature = String(execution!.headers["x-ai-leaders-signature"]);
    expect(signature).toMatch(/^t=\d{10},v1=[0-9a-f]{64}$/);

    const { verifyDelivery, n8nCodeNode } = await readmeVerifiers();
    expect(verifyDelivery(signature, execution!.rawBody, signingSecret)).toBe(true);
    expect(verifyDelivery(signature, execution!.rawBody.replace("signed.example", "forged.example"), signingSecret)).toBe(false);
    expect(verifyDelivery(signature, execution!.rawBody, "another-secret-another-secret-0000")).toBe(false);
    const parsed = { headers: execution!.headers, body: JSON.parse(execution!.rawBody) };
    expect(n8nCodeNode(parsed, signingSecret)).toHaveLength(1);
    expect(() => n8nCodeNode({ ...parsed, body: { ...parsed.body, url: "https://forged.example" } }, signingSecret)).toThrow(
      "Not signed by AI for Leaders",
    );
  });

  it("is refused by Header Auth without the header, and Deliveries shows the refusal after the retries", async () => {
    suite.n8n.workflow = { ...suite.n8n.workflow, headerAuth: { name: header.name, value: "a-different-key" } };
    const sessionId = await roast("https://locked.example");
    const failed = await eventually(async () => {
      const job = await suite.stack.services.jobs.get(sessionId);
      return job?.relay_status === "failed" ? job : undefined;
    });
    expect(failed).toMatchObject({ relay_attempts: 5, relay_error: "Webhook answered 403" });
    expect(suite.n8n.executions).toHaveLength(0);
    expect((await failedDeliveries().list())?.deliveries).toContainEqual(
      expect.objectContaining({ kind: "analysis", id: sessionId, last_error: "Webhook answered 403" }),
    );
  });
});

/** The two verification snippets of docs/automations.md, as a reader would copy them. */
async function readmeVerifiers() {
  const readme = await readFile(new URL("../../docs/automations.md", import.meta.url), "utf8");
  const section = readme.slice(readme.indexOf("**Every delivery is signed.**"));
  const [node, n8n] = [...section.matchAll(/```js\n([\s\S]*?)```/g)].map((match) => match[1]!);
  const folder = await mkdtemp(join(tmpdir(), "readme-verify-"));
  const file = join(folder, "verify.mjs");
  await writeFile(file, node!);
  const { verifyDelivery } = (await import(pathToFileURL(file).href)) as {
    verifyDelivery: (signature: string, body: string, secret: string) => boolean;
  };
  const n8nCodeNode = (item: { headers: unknown; body: unknown }, secret: string) => {
    const code = n8n!.replace("<your WEBHOOK_SIGNING_SECRET>", secret);
    const $input = { first: () => ({ json: item }), all: () => [{ json: item }] };
    return new Function("require", "$input", code)(createRequire(import.meta.url), $input) as unknown[];
  };
  return { verifyDelivery, n8nCodeNode };
}
