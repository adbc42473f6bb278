// The n8n examples (examples/n8n), run the way n8n would run them: each is fed the delivery the relay
// really sends (over HTTP, to a receiver standing in for n8n), and its expressions are evaluated
// against that request. A wrong method, field or callback address fails here, not for an operator.
import { readdirSync, readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookSettings, type WebhookKind } from "@ai-leaders/core/config";
import {
  callbackToken,
  callbackUrl,
  jobWebhookRequest,
  newSessionId,
  readCallbackBody,
  resultFields,
  type AnalysisJob,
} from "@ai-leaders/core/jobs";
import { contactWebhookRequest } from "@ai-leaders/core/contact";
import { boardWebhookRequest } from "@ai-leaders/core/board-events";
import { newsletterWebhookRequest } from "@ai-leaders/core/newsletter";
import {
  createWebhookSender,
  idempotencyKey,
  readWebhook,
  type RelayedRecord,
  type RelayMessage,
  type WebhookRequest,
} from "@ai-leaders/core/relay";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver.ts";

const examples = new URL("../../examples/n8n/", import.meta.url);
const site = "https://leaders.example";
const tokenSecret = "n8n-examples-token-secret";

/** LANDING_ROAST_WEBHOOK_URL → landing-roast.json */
const exampleFileOf = (setting: string) =>
  `${setting
    .replace(/_WEBHOOK_URL$/, "")
    .toLowerCase()
    .replaceAll("_", "-")}.json`;

// ---- What the product sends: one record per call, so two calls are two different deliveries.

interface Delivery {
  message: RelayMessage;
  record: RelayedRecord;
  request(webhookUrl: string): WebhookRequest;
  /** The AI workflows only: where the result must go, and what the visitor submitted. */
  callback?: { url: string; submitted: string };
}

const createdAt = (n: number) => new Date(Date.UTC(2026, 10, 2, 9, 0, n));

function jobDelivery(kind: AnalysisJob["kind"], input: AnalysisJob["input"], submitted: string) {
  return (n: number): Delivery => {
    const session_id = newSessionId(kind, createdAt(n));
    const job = {
      session_id,
      kind,
      input,
      status: "pending",
      relay_status: "pending",
      created_at: createdAt(n).toISOString(),
      expires_at: 0,
    } satisfies AnalysisJob;
    const url = callbackUrl(site, session_id, callbackToken(session_id, tokenSecret));
    return {
      message: { kind: "analysis", id: session_id },
      record: job,
      request: (webhookUrl) => jobWebhookRequest(job, webhookUrl, { callbackUrl: url, siteOrigin: site }),
      callback: { url, submitted },
    };
  };
}

const deliveries: Record<WebhookKind, (n: number) => Delivery> = {
  newsletter: (n) => {
    const signup = { email: `reader-${n}@company.example`, created_at: createdAt(n).toISOString(), relay_status: "pending" as const };
    return {
      message: { kind: "newsletter", id: signup.email },
      record: signup,
      request: (url) => newsletterWebhookRequest(signup, url, site),
    };
  },
  contact: (n) => {
    const message = {
      id: `message-${n}`,
      email: "ada@company.example",
      subject: "Workshop",
      message: "Can you run one for our board?",
      created_at: createdAt(n).toISOString(),
      relay_status: "pending" as const,
    };
    return { message: { kind: "contact", id: message.id }, record: message, request: (url) => contactWebhookRequest(message, url) };
  },
  landingRoast: jobDelivery("landing-roast", { url: "https://roast-me.example/" }, "https://roast-me.example/"),
  landingImprove: jobDelivery("landing-improve", { url: "https://improve-me.example/" }, "https://improve-me.example/"),
  founderProfile: jobDelivery("founder-profile", { name: "Grace Hopper", email: "grace@company.example" }, "Grace Hopper"),
  websiteRoast: jobDelivery("website-roast", { url: "https://whole-site.example/" }, "https://whole-site.example/"),
  board: (n) => {
    const event = {
      id: `event-${n}`,
      type: "suggestion.created" as const,
      data: {
        suggestion: {
          id: `suggestion-${n}`,
          title: "A prompt library for board papers",
          description: null,
          moderation: "visible" as const,
          created_at: createdAt(n).toISOString(),
        },
      },
      created_at: createdAt(n).toISOString(),
      expires_at: 0,
      relay_status: "pending" as const,
    };
    return { message: { kind: "board", id: event.id }, record: event, request: (url) => boardWebhookRequest(event, url, site) };
  },
};

/** An n8n item's `json`. */
type Json = Record<string, any>;

let receiver: WebhookReceiver;
const send = createWebhookSender({ timeoutMs: 10_000, signingSecret: "n8n-examples-signing-secret-0123456789", publicUrl: site });

beforeAll(async () => {
  receiver = await startWebhookReceiver("/webhook/ai-leaders");
});
afterAll(() => receiver.close());

/**
 * Sends one delivery as the relay does (deliver.ts: the endpoint's header, the Idempotency-Key) and
 * returns the item n8n's Webhook node hands on: Node's lower-cased headers, the query, the parsed body.
 */
async function deliver(kind: WebhookKind, delivery: Delivery): Promise<{ method: string; item: Json }> {
  const webhook = readWebhook(webhookSettings[kind], receiver.url, "X-Webhook-Key: example-key");
  if (!webhook || "problem" in webhook) throw new Error(`The receiver's URL is no webhook: ${JSON.stringify(webhook)}`);
  const before = receiver.received.length;
  const request = delivery.request(webhook.endpoint.url);
  await send({
    ...request,
    headers: { ...webhook.endpoint.headers, ...request.headers, "Idempotency-Key": idempotencyKey(delivery.message, delivery.record) },
  });
  const received = receiver.received[before]!;
  return {
    method: received.method,
    item: { headers: received.headers, params: {}, query: received.query, body: received.body ? JSON.parse(received.body) : {} },
  };
}

// ---- The examples, and just enough of n8n to run them.

interface N8nNode {
  name: string;
  type: string;
  parameters: Json;
  credentials?: Record<string, { id: string; name: string }>;
}

interface N8nWorkflow {
  name: string;
  nodes: N8nNode[];
  connections: Record<string, { main: Array<Array<{ node: string }>> }>;
  active: boolean;
}

const readExample = (kind: WebhookKind) =>
  JSON.parse(readFileSync(new URL(exampleFileOf(webhookSettings[kind]), examples), "utf8")) as N8nWorkflow;
const webhookNodesOf = (workflow: N8nWorkflow) => workflow.nodes.filter((node) => node.type === "n8n-nodes-base.webhook");

interface Scope {
  /** The node's input item. */
  json: Json;
  /** Each node's output so far, for `$('Node name').item.json`. */
  outputs: Map<string, Json>;
}

/** An n8n parameter: a plain value, or "=" and text with `{{ JavaScript }}` parts. */
function evaluate(parameter: unknown, { json, outputs }: Scope): unknown {
  if (typeof parameter !== "string" || !parameter.startsWith("=")) return parameter;
  const node = (name: string) => {
    const output = outputs.get(name);
    if (!output) throw new Error(`An expression reads the node "${name}", which has not run`);
    return { item: { json: output } };
  };
  return parameter
    .slice(1)
    .replace(/\{\{([\s\S]+?)\}\}/g, (_, code: string) => String(new Function("$json", "$", `return (${code});`)(json, node)));
}

interface Run {
  /** The nodes that ran, in order. */
  ran: string[];
  /** The HTTP requests the workflow made. */
  requests: Array<{ method: string; url: string; body: unknown }>;
}

/**
 * One execution for one delivered item. `seenKeys` is what n8n keeps between executions for
 * Remove Duplicates. Node types the examples don't use are refused, not guessed at.
 */
function runExample(workflow: N8nWorkflow, item: Json, seenKeys: Set<string>): Run {
  const run: Run = { ran: [], requests: [] };
  const outputs = new Map<string, Json>();
  const step = (node: N8nNode, json: Json): Json | undefined => {
    const scope = { json, outputs };
    const { parameters } = node;
    switch (node.type) {
      case "n8n-nodes-base.webhook":
      case "n8n-nodes-base.noOp":
        return json;
      case "n8n-nodes-base.removeDuplicates": {
        // Its default operation only compares the items of one execution: one item always passes.
        if (parameters.operation !== "removeItemsSeenInPreviousExecutions") return json;
        const key = String(evaluate(parameters.dedupeValue, scope));
        if (seenKeys.has(key)) return undefined;
        seenKeys.add(key);
        return json;
      }
      case "n8n-nodes-base.set":
        return Object.fromEntries(
          (parameters.assignments.assignments as Array<{ name: string; value: unknown }>).map(({ name, value }) => [
            name,
            evaluate(value, scope),
          ]),
        );
      case "n8n-nodes-base.httpRequest": {
        const body = !parameters.sendBody
          ? undefined
          : parameters.specifyBody === "json"
            ? JSON.parse(String(evaluate(parameters.jsonBody, scope)))
            : Object.fromEntries(
                (parameters.bodyParameters.parameters as Array<{ name: string; value: unknown }>).map(({ name, value }) => [
                  name,
                  evaluate(value, scope),
                ]),
              );
        run.requests.push({ method: parameters.method ?? "GET", url: String(evaluate(parameters.url, scope)), body });
        return {};
      }
      default:
        throw new Error(`This test does not know how n8n runs "${node.type}" (node "${node.name}")`);
    }
  };
  const next: Array<[N8nNode, Json]> = webhookNodesOf(workflow).map((node) => [node, item]);
  for (let entry = next.shift(); entry; entry = next.shift()) {
    const [node, input] = entry;
    run.ran.push(node.name);
    const output = step(node, input);
    if (!output) continue;
    outputs.set(node.name, output);
    for (const { node: name } of workflow.connections[node.name]?.main.flat() ?? []) {
      const target = workflow.nodes.find((candidate) => candidate.name === name);
      if (!target) throw new Error(`"${node.name}" connects to "${name}", which is not in the workflow`);
      next.push([target, output]);
    }
  }
  return run;
}

// ---- The tests.

const webhookKinds = Object.keys(webhookSettings) as WebhookKind[];
/** The four AI workflows send a callback_url; the two forms and the board's events don't. */
const workflowKinds = webhookKinds.filter((kind) => deliveries[kind](0).callback);
const formKinds = webhookKinds.filter((kind) => !deliveries[kind](0).callback);

it("has one example per webhook setting, and no other", () => {
  const files = readdirSync(examples).filter((file) => file.endsWith(".json"));
  expect(files.sort()).toEqual(Object.values(webhookSettings).map(exampleFileOf).sort());
});

describe.each(webhookKinds)("the example for %s", (kind) => {
  it("imports as an inactive workflow whose connections join nodes it has", () => {
    const workflow = readExample(kind);
    expect(workflow.name).toMatch(/\S/);
    expect(workflow.active).toBe(false);
    const names = workflow.nodes.map((node) => node.name);
    expect(new Set(names).size, "n8n connects nodes by name: each must be unique").toBe(names.length);
    const joined = Object.entries(workflow.connections).flatMap(([from, { main }]) => [from, ...main.flat().map(({ node }) => node)]);
    expect(names).toEqual(expect.arrayContaining(joined));
  });

  it(`listens for the method ${webhookSettings[kind]} is called with, answers at once, and asks for the Header Auth header`, async () => {
    const workflow = readExample(kind);
    const { method } = await deliver(kind, deliveries[kind](1));
    expect(webhookNodesOf(workflow)).toHaveLength(1);
    const [webhook] = webhookNodesOf(workflow);
    // n8n's defaults for the Webhook node: GET, and answering as soon as it is called.
    expect(webhook!.parameters.httpMethod ?? "GET").toBe(method);
    expect(
      webhook!.parameters.responseMode ?? "onReceived",
      "an automation that answers when done is cut off by WEBHOOK_TIMEOUT_SECONDS",
    ).toBe("onReceived");
    expect(webhook!.parameters.authentication).toBe("headerAuth");
    expect(webhook!.credentials?.httpHeaderAuth?.name).toMatch(/\S/);
  });

  it("runs every node for a delivery, and no further than the dedupe for the same delivery sent again", async () => {
    const workflow = readExample(kind);
    const [webhook] = webhookNodesOf(workflow);
    const seenKeys = new Set<string>();
    const first = deliveries[kind](2);

    const firstRun = runExample(workflow, (await deliver(kind, first)).item, seenKeys);
    expect(firstRun.ran.toSorted()).toEqual(workflow.nodes.map((node) => node.name).toSorted());

    const sentAgain = runExample(workflow, (await deliver(kind, first)).item, seenKeys);
    expect(sentAgain.ran).toEqual([webhook!.name, expect.any(String)]);
    expect(sentAgain.requests).toEqual([]);

    const another = runExample(workflow, (await deliver(kind, deliveries[kind](3))).item, seenKeys);
    expect(another.ran).toEqual(firstRun.ran);
  });
});

describe.each(workflowKinds)("the example for %s", (kind) => {
  it("posts its output to the job's callback_url, in a field the callback reads", async () => {
    const delivery = deliveries[kind](4);
    const run = runExample(readExample(kind), (await deliver(kind, delivery)).item, new Set());
    expect(run.requests).toHaveLength(1);
    const [request] = run.requests;
    expect(request!.method).toBe("POST");
    expect(request!.url).toBe(delivery.callback!.url);
    // The placeholder AI step reads what the visitor submitted from where the product puts it.
    const read = readCallbackBody(JSON.stringify(request!.body), "application/json");
    expect(read, `the callback reads plain text or one of ${resultFields.join(", ")}`).toEqual({
      result: expect.stringContaining(delivery.callback!.submitted),
    });
  });
});

describe.each(formKinds)("the example for %s", (kind) => {
  it("ends without calling anyone back: a form has no result to return", async () => {
    const run = runExample(readExample(kind), (await deliver(kind, deliveries[kind](5))).item, new Set());
    expect(run.ran.length).toBeGreaterThan(2);
    expect(run.requests).toEqual([]);
  });
});
