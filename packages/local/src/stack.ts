// The whole product on one machine: DynamoDB Local, fauxqs, the API, the callback route, the
// WebSocket stand-in and the built SPA on one port, and the relay poller.
import type { Server } from "node:http";
import { isIP } from "node:net";
import { fileURLToPath } from "node:url";
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { SQSClient } from "@aws-sdk/client-sqs";
import { ApiGatewayManagementApiClient } from "@aws-sdk/client-apigatewaymanagementapi";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { edgeForwardedPaths, sharePage, tableNames as deployedTableNames, type TableNames } from "@ai-leaders/infra";
import { readAppConfig, readReportWriters, type AppConfig } from "@ai-leaders/core/config";
import { localRegion, type LocalCredentials } from "@ai-leaders/core/db";
import { createWebhookSender, requeuePending } from "@ai-leaders/core/relay";
import { rateLimits, type RateLimits } from "@ai-leaders/core/rate-limit";
import type { CsvPageLimits } from "@ai-leaders/core/audience";
import { createApiApp } from "@ai-leaders/functions/api";
import { createCallbackApp } from "@ai-leaders/functions/callback";
import { countRoastFinished } from "@ai-leaders/functions/analytics";
import { createPostToConnection, createWsHandler } from "@ai-leaders/functions/ws";
import { createServices, type Connections, type Services } from "@ai-leaders/functions/services";
import { createRelayHandler, createRelayTargets, relaySources } from "@ai-leaders/functions/relay";
import { defaultLog, errorResponse, type Log } from "@ai-leaders/functions/http";
import { apiMessages } from "@ai-leaders/core/messages";
import { startDynamoDbLocal } from "./dynamodb.ts";
import { lockDataDir } from "./lock.ts";
import { startLocalQueueService } from "./queue.ts";
import { createRelayQueues, createTables, type RelayQueues } from "./provision.ts";
import { startRelayPoller } from "./poller.ts";
import { createStaticSite } from "./static-site.ts";
import { compression } from "./compression.ts";
import { createWebSocketStandIn } from "./websocket.ts";
import { createLocalEdge, forwardSharePage, type LocalEdgeLimits } from "./edge.ts";
import type { EdgeRefusals } from "./edge-refusals.ts";
import { reportingFailedJobs, requestLogger, withDeliveryFailureLines, type OperatorLog } from "./operator-log.ts";
import { sendsRealMail, withLocalDefaults, type Settings } from "./settings.ts";
import { startMailCatcher, type CaughtMail } from "./mail-catcher.ts";
import { mailViewer, mailViewerPath } from "./mail-viewer.ts";
import { refuseForeignHosts } from "./host-guard.ts";
import { startLocalCapture } from "./page-capture.ts";
import { startWatchSweep } from "./watch-sweep.ts";
import { startDigestSchedule } from "./digest-schedule.ts";
import { removeUnusedCaptures } from "@ai-leaders/core/roast/capture";
import { configuredSendMail } from "@ai-leaders/functions/mail";

/** The built SPA; WEB_DIST_DIR points elsewhere (an absolute path), so two builds can be tested side by side. */
export const webDistDir = process.env.WEB_DIST_DIR ?? fileURLToPath(new URL("../../web/dist", import.meta.url));
const region = localRegion;

/**
 * fauxqs and the WebSocket stand-in check no credentials; these only keep the SDK from looking
 * for real ones. Never for DynamoDB Local: it answers only the stack's own key.
 */
export const placeholderCredentials: LocalCredentials = { accessKeyId: "local", secretAccessKey: "local" };

export interface LocalStackOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /**
   * The host name the stack's URL (and so its default PUBLIC_URL) names, when not its address:
   * WebAuthn refuses an IP address as the relying party, so passkey tests are served as localhost.
   */
  urlHost?: string;
  /** Where DynamoDB Local keeps its data (locked: one stack per folder); null keeps it in memory. */
  dataDir: string | null;
  /** Settings of design.md §4 (environment); unset ones get local defaults. */
  settings?: Settings;
  /** Reuse already running services (the test suite starts them once per run). */
  dynamo?: { endpoint: string; credentials: LocalCredentials };
  sqsEndpoint?: string;
  /** Prefix of table and queue names, so test stacks sharing services do not meet. */
  resourcePrefix?: string;
  webDistDir?: string;
  relayRetryDelaySeconds?: (attempt: number) => number;
  /** Per-IP limits; only load benches raise them (all their requests come from loopback). */
  rateLimits?: RateLimits;
  log?: Log;
  /** The cloud's limits on an API answer (Lambda's 6 MB, the function's time); tests shrink them. */
  edgeLimits?: LocalEdgeLimits;
  /** Rows and bytes of a CSV export's page: tests shrink them to page a small audience. */
  exportPageLimits?: CsvPageLimits;
  /** Lines for whoever runs the stack (`npm start`): each request, each failed job or delivery. */
  operatorLog?: OperatorLog;
  /** Tests only: answers API Gateway's throttle and AWS WAF give on their own (edge-refusals.ts). */
  edgeRefusals?: EdgeRefusals;
  /** Tests only: how long a roast waits for its screenshots before reporting them as coming. */
  captureWaitMs?: number;
}

export interface LocalStack {
  url: string;
  config: AppConfig;
  services: Services;
  tableNames: TableNames;
  queues: RelayQueues;
  endpoints: { dynamo: string; sqs: string };
  /** The only key that sees the stack's tables in DynamoDB Local (any other sees none). */
  dynamoCredentials: LocalCredentials;
  /** Pending relays found in the tables at start and enqueued again. */
  requeued: number;
  /** The mail catcher's viewer and what it caught; undefined when SMTP_URL sends mail to a real server. */
  mail: { url: string; messages(): CaughtMail[] } | undefined;
  /** How roasted pages are shown in a browser, or why they are not. */
  pageCapture: string;
  /**
   * The stack's app called in the same process (Hono's `app.request`), on the same services and
   * through the same edge as over HTTP: what the API tests use. A path is read against `url`;
   * `from` is the caller's address, as the socket's would be.
   */
  request(input: string, init?: RequestInit, caller?: { from?: string }): Promise<Response>;
  stop(): Promise<void>;
}

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const operator = options.operatorLog;
  const log = operator ? withDeliveryFailureLines(options.log ?? defaultLog, operator) : (options.log ?? defaultLog);
  const host = options.host ?? "127.0.0.1";
  const cleanups: Array<() => Promise<void> | void> = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  // The port is held from the start: DynamoDB Local needs the site's origin, and a port only
  // looked up and let go could be taken by another process before the site listens on it.
  const site = await listenUntilReady(host, options.port ?? 0);
  cleanups.push(() => closeServer(site.server));
  const url = `http://${options.urlHost ?? host}:${site.port}`;
  // The stack's own clients call the address it listens on (localhost may resolve to ::1 first).
  const ownUrl = `http://${host}:${site.port}`;

  try {
    const lock = options.dataDir ? await lockDataDir(options.dataDir, url) : null;
    if (lock) cleanups.push(() => lock.release());
    // The site's origin is the only one DynamoDB Local allows by CORS.
    const emulator: { endpoint: string; credentials: LocalCredentials; pid?: number } =
      options.dynamo ?? (await track(cleanups, startDynamoDbLocal({ dataDir: options.dataDir ?? undefined, allowedOrigin: url })));
    if (lock && emulator.pid) lock.recordEmulator(emulator.pid);
    const sqsEndpoint = options.sqsEndpoint ?? (await track(cleanups, startLocalQueueService())).endpoint;

    const dynamo = new DynamoDBClient({ endpoint: emulator.endpoint, region, credentials: emulator.credentials });
    const db = DynamoDBDocumentClient.from(dynamo, { marshallOptions: { removeUndefinedValues: true } });
    const sqs = new SQSClient({ endpoint: sqsEndpoint, region, credentials: placeholderCredentials });
    cleanups.push(() => {
      sqs.destroy();
      dynamo.destroy();
    });

    const tableNames = deployedTableNames(options.resourcePrefix);
    await createTables(dynamo, tableNames);
    const queues = await createRelayQueues(sqs, options.resourcePrefix);

    const given = options.settings ?? {};
    const catcher = sendsRealMail(given) ? undefined : await track(cleanups, startMailCatcher());
    const settings = withLocalDefaults(given, url, options.dataDir, catcher?.smtpUrl);
    const config = readAppConfig(settings);
    const pageCapture = await startLocalCapture({
      chromiumPath: given.CHROMIUM_PATH,
      dataDir: options.dataDir ?? null,
      allowPrivateHosts: config.analyzerAllowPrivateHosts,
      ...(options.captureWaitMs !== undefined && { captureWaitMs: options.captureWaitMs }),
      log,
    });
    if (pageCapture.on) cleanups.push(() => pageCapture.stop());
    // The clients exist already here; the services take them as they would load them in the cloud.
    const connections: Connections = {
      db: async () => db,
      sqs: async () => sqs,
      tableNames,
      relayQueueUrl: queues.queueUrl,
      tokenSecret: async () => config.tokenSecret,
      ...(pageCapture.on && { screenshots: pageCapture.screenshots, documents: pageCapture.documents }),
    };
    const created = createServices(connections);
    const services = operator ? { ...created, jobs: reportingFailedJobs(created.jobs, operator) } : created;
    const requeued = await requeuePending(relaySources(services), services.relayPublisher);
    // DynamoDB Local keeps expired results (no TTL): their screenshots go when the stack starts.
    if (pageCapture.on && options.dataDir) {
      await removeUnusedCaptures(pageCapture.folder, await services.results.captureIdsInUse(new Date()), new Date());
    }

    const webSocket = createWebSocketStandIn(
      createWsHandler({ connections: services.connections, tokenSecret: config.tokenSecret, now: () => new Date() }),
    );
    const app = new Hono();
    if (operator) app.use(requestLogger(operator));
    app.use(refuseForeignHosts([options.urlHost ?? host, new URL(config.publicUrl).hostname]));
    if (options.edgeRefusals) app.use(options.edgeRefusals.middleware);
    // What CloudFront and API Gateway do on the way to the API and the callback, done the same way.
    const edge = createLocalEdge(options.edgeLimits);
    for (const path of edgeForwardedPaths) app.use(path, edge.middleware);
    if (catcher) app.route(mailViewerPath, mailViewer(catcher));
    app
      .route(
        "/",
        createApiApp({
          services,
          access: { codes: config.accessCodes, tokenSecret: config.tokenSecret },
          adminEmails: config.adminEmails,
          aiDailyBudgetTokens: config.ai.dailyBudgetTokens,
          boardVoteThreshold: config.boardVoteThreshold,
          reportWriters: readReportWriters(settings),
          siteUrl: config.publicUrl,
          // The stack answers at its address and at the name it is served as: a page from either is its own.
          allowedOrigins: [...new Set([config.publicUrl, url, ownUrl])],
          clientIp: edge.clientIp,
          limits: options.rateLimits ?? rateLimits,
          exportPageLimits: options.exportPageLimits,
          secureCookies: config.publicUrl.startsWith("https:"),
          now: () => new Date(),
          log,
        }),
      )
      .route(
        "/",
        createCallbackApp({
          jobs: services.jobs,
          results: services.results,
          resultRetentionDays: config.resultRetentionDays,
          connections: services.connections,
          post: createPostToConnection(managementClient({ url: ownUrl })),
          tokenSecret: config.tokenSecret,
          now: () => new Date(),
          log,
          completed: countRoastFinished(services, () => new Date()),
        }),
      )
      .route("/", webSocket.managementApi)
      .all("/api/*", (c) => errorResponse(c, 404, apiMessages.notFound))
      .all("/callback/*", (c) => errorResponse(c, 404, apiMessages.notFound))
      .get(`${sharePage.viewerPrefix}*`, forwardSharePage(app))
      .get("*", compression(), createStaticSite(options.webDistDir ?? webDistDir));

    site.serve(app);
    webSocket.attach(site.server);
    // Cleanups run in reverse: live sockets are closed first, or the server would wait on them.
    cleanups.push(() => webSocket.close());

    const poller = startRelayPoller({
      sqs,
      queueUrl: queues.queueUrl,
      handler: createRelayHandler({
        targets: createRelayTargets(services, {
          config,
          post: createPostToConnection(managementClient({ url: ownUrl })),
          sendMail: configuredSendMail(settings),
          now: () => new Date(),
          log,
          ...(pageCapture.on && { capture: pageCapture.capture }),
        }),
        send: createWebhookSender({ ...config.webhookContract, publicUrl: config.publicUrl }),
        sqs: connections.sqs,
        queueUrl: queues.queueUrl,
        retryDelaySeconds: options.relayRetryDelaySeconds,
        log,
      }),
      log,
    });
    cleanups.push(() => poller.stop());
    const watchSweep = startWatchSweep(services, log);
    cleanups.push(() => watchSweep.stop());
    const digestSchedule = startDigestSchedule({
      services,
      adminEmails: config.adminEmails,
      siteUrl: config.publicUrl,
      tokenSecret: config.tokenSecret,
      log,
    });
    cleanups.push(() => digestSchedule.stop());

    return {
      url,
      config,
      services,
      tableNames,
      queues,
      endpoints: { dynamo: emulator.endpoint, sqs: sqsEndpoint },
      dynamoCredentials: emulator.credentials,
      requeued,
      mail: catcher && { url: `${url}${mailViewerPath}`, messages: catcher.messages },
      pageCapture: pageCapture.on ? `Chromium at ${pageCapture.browser}` : pageCapture.why,
      request: inProcess(app, url),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A management API client for this stack's WebSocket stand-in. */
export function managementClient(stack: Pick<LocalStack, "url">): ApiGatewayManagementApiClient {
  return new ApiGatewayManagementApiClient({ endpoint: stack.url, region, credentials: placeholderCredentials });
}

async function track<Service extends { stop(): Promise<void> }>(
  cleanups: Array<() => Promise<void> | void>,
  started: Promise<Service>,
): Promise<Service> {
  const service = await started;
  cleanups.push(() => service.stop());
  return service;
}

/**
 * Requests handed to the app as the Node server would hand them after `fetch` sent them: with a
 * Host, a body's length (or its default type) and a socket's address.
 */
function inProcess(app: Hono, url: string): LocalStack["request"] {
  return async (input, init = {}, { from = "127.0.0.1" } = {}) => {
    const target = new URL(input, url);
    const sent = new Request(target, init);
    const headers = new Headers(sent.headers);
    if (!headers.has("host")) headers.set("host", target.host);
    const body = sent.body ? new Uint8Array(await sent.arrayBuffer()) : undefined;
    if (body && !headers.has("content-length")) headers.set("content-length", String(body.byteLength));
    const socket = { remoteAddress: from, remotePort: 0, remoteFamily: isIP(from) === 6 ? "IPv6" : "IPv4" };
    return app.request(target.href, { method: sent.method, headers, body, signal: init.signal ?? null }, { incoming: { socket } });
  };
}

/** A server listening now that answers 503 until it is given the app to serve. */
function listenUntilReady(hostname: string, port: number): Promise<{ server: Server; port: number; serve(app: Hono): void }> {
  let app: Hono | null = null;
  // The Node request rides along in the second argument: the app reads the client's address from it.
  const fetch = (request: Request, env: unknown) =>
    app ? app.fetch(request, env) : new Response("Starting", { status: 503, headers: { "Retry-After": "1" } });
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, hostname, port }, (info) =>
      resolve({ server, port: info.port, serve: (ready) => void (app = ready) }),
    ) as Server;
    server.once("error", reject);
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
