import type { Stack } from "aws-cdk-lib";
import { PolicyStatement } from "aws-cdk-lib/aws-iam";
import { Api, Cron, use, type Queue, type StackContext } from "sst/constructs";
import { originVerifyEnvVar, pageCapture, relayQueue } from "@ai-leaders/infra";
import { Storage } from "./storage.ts";
import { Realtime } from "./realtime.ts";
import {
  firewallEnabled,
  handlerEnvironment,
  mailSender,
  modelSettings,
  resultRetentionDays,
  secretBindings,
  siteDomain,
} from "./environment.ts";
import { accessStatements, captureQueueStatement, invokeCaptureStatement, screenshotStatements } from "./permissions.ts";
import { logRetention } from "./retention.ts";
import { createSite } from "./web.ts";
import { authorizerCacheTtl, createEdgeAuthorizer, createOriginSecret, originSecretSource } from "./origin-secret.ts";
import { createEdgeFirewall } from "./firewall.ts";
import { createStageUpgrade } from "./upgrade.ts";
import { createMailFeedback, createMailSending } from "./mail.ts";
import { createPageCapture } from "./capture.ts";

/**
 * The stage's ceiling on HTTP API requests per second, everyone together: half of what AWS gives
 * an account in a region by default (10,000 a second, bursts of 5,000, shared by all its APIs),
 * so no crowd of honest visitors meets it. Limits per visitor are WAF's, at the edge
 * (stacks/firewall.ts), and the API's own beneath them.
 */
export const apiThrottle = { rate: 5000, burst: 2500 };

/** EventBridge's cron: minutes, hours, day of month, month, day of week, year. */
export const weeklyDigestSchedule = "cron(0 7 ? * MON *)";

const routes = {
  api: "ANY /api/{proxy+}",
  callback: "POST /callback/{sessionId}",
} as const;

/**
 * The HTTP API and the site in front of it on one origin, the relay consumer and the sweeper.
 * One stack, because the functions need the site's origin (CORS, payloads, callback_url) while the
 * distribution needs the API as its origin: across two stacks that is a cycle; within one,
 * CloudFormation orders it (API, then distribution, then the functions that read its domain).
 */
export function ApiStack({ stack, app }: StackContext) {
  const storage = use(Storage);
  const { realtime, originSecret: realtimeOriginSecret } = use(Realtime);
  const environment = handlerEnvironment(storage, app.stage);
  const managementUrl = realtime.url.replace(/^wss:/, "https:");
  const pageCaptures = createPageCapture(stack, { resultRetentionDays: resultRetentionDays() });
  const { bucket: screenshots, capture, queue: captureQueue } = pageCaptures;
  const screenshotBucket = { [pageCapture.bucketEnvVar]: screenshots.bucketName };

  // Only what came through the site's CloudFront gets in: it adds this secret to /api/* and /callback/* (stacks/web.ts).
  const originSecret = createOriginSecret(stack, "OriginSecret", "API");
  const edgeAuthorizer = createEdgeAuthorizer(stack, "ApiEdgeAuthorizer", "http", originSecret);
  const api = new Api(stack, "Api", {
    // One origin: the browser only calls the site, so API Gateway answers no preflight and adds no
    // CORS header (with CORS on, it would answer `*` itself and drop the app's own answer).
    cors: false,
    accessLog: { retention: logRetention },
    authorizers: {
      edge: {
        type: "lambda",
        function: edgeAuthorizer,
        identitySource: [originSecretSource.http],
        responseTypes: ["simple"],
        resultsCacheTtl: authorizerCacheTtl,
      },
    },
    defaults: { throttle: apiThrottle, authorizer: "edge" },
    routes: {
      [routes.api]: {
        function: {
          handler: "packages/functions/src/api/lambda.handler",
          environment: { ...environment, ...screenshotBucket, [pageCapture.functionEnvVar]: capture.functionName },
          bind: secretBindings(storage, "api"),
          permissions: [...accessStatements(storage, "api"), ...screenshotStatements(screenshots, "api"), invokeCaptureStatement(capture)],
        },
      },
      [routes.callback]: {
        function: {
          handler: "packages/functions/src/callback/lambda.handler",
          environment: { ...environment, WS_MANAGEMENT_URL: managementUrl },
          bind: [...secretBindings(storage, "callback"), realtime],
          permissions: accessStatements(storage, "callback"),
        },
      },
    },
  });

  const firewall = firewallEnabled() ? createEdgeFirewall(stack, app.logicalPrefixedName("edge-firewall")) : undefined;
  const { site, origin } = createSite(stack, {
    api,
    apiOriginSecret: originSecret,
    realtime,
    realtimeOriginSecret,
    domain: siteDomain(),
    webAclArn: firewall?.arn,
  });
  for (const route of Object.values(routes)) api.getFunction(route)!.addEnvironment("PUBLIC_URL", origin);
  // Both routes behind CloudFront refuse a request without its secret (functions/src/http/origin-guard.ts).
  for (const route of [routes.api, routes.callback]) api.getFunction(route)!.addEnvironment(originVerifyEnvVar, originSecret);

  // Mail only with MAIL_FROM: a stage without a sender makes no SES resource (nor needs SES in its region).
  const sender = mailSender();
  const mail = sender && createMailSending(stack, app.logicalPrefixedName("mail"), sender);
  storage.relay.addConsumer(stack, {
    function: {
      handler: "packages/functions/src/relay/lambda.handler",
      // Automations post results to callback_url on the site's origin (CALLBACK_BASE_URL defaults
      // to it), which CloudFront forwards to the callback route; the analyzer pushes directly.
      environment: {
        ...environment,
        PUBLIC_URL: origin,
        WS_MANAGEMENT_URL: managementUrl,
        ...mail?.environment,
        [pageCapture.functionEnvVar]: capture.functionName,
        [pageCapture.queueEnvVar]: captureQueue.queueUrl,
        ...screenshotBucket,
      },
      bind: [...secretBindings(storage, "relay"), realtime],
      permissions: [
        ...accessStatements(storage, "relay"),
        ...(mail ? mail.permissions : []),
        invokeCaptureStatement(capture),
        captureQueueStatement(captureQueue),
        ...screenshotStatements(screenshots, "relay"),
      ],
      timeout: relayQueue.consumerTimeoutSeconds,
    },
    cdk: { eventSource: { batchSize: relayQueue.batchSize, reportBatchItemFailures: true, maxConcurrency: relayQueue.maxConcurrency } },
  });
  const mailFeedback = mail && createMailFeedback(stack, mail.configurationSet, storage, environment);
  createStageUpgrade(stack, storage);
  const { AI_PROVIDER, AI_MODEL } = modelSettings(app.stage);
  if (AI_PROVIDER === "bedrock" && AI_MODEL) grantModelInvoke(stack, storage.relay, AI_MODEL);

  // Records stored while the queue refused their message are enqueued again.
  const sweeper = new Cron(stack, "RelaySweeper", {
    schedule: `rate(${relayQueue.sweep.everyMinutes} minutes)`,
    job: {
      function: {
        handler: "packages/functions/src/sweeper/lambda.handler",
        environment: { ...environment, [relayQueue.deadLetter.envVar]: storage.deadLetterQueue.queueUrl },
        permissions: accessStatements(storage, "sweeper"),
      },
    },
  });

  // The weekly digest to each admin who turned it on: Monday 07:00 UTC. A second run in the same
  // ISO week sends nothing (functions/src/digest/send.ts), so a retried invocation is harmless.
  const digest = new Cron(stack, "WeeklyDigest", {
    schedule: weeklyDigestSchedule,
    job: {
      function: {
        handler: "packages/functions/src/digest/lambda.handler",
        environment: { ...environment, PUBLIC_URL: origin },
        bind: secretBindings(storage, "digest"),
        permissions: accessStatements(storage, "digest"),
      },
    },
  });

  stack.addOutputs({
    SiteUrl: origin,
    // Where a SITE_DOMAIN whose DNS is elsewhere points its CNAME.
    SiteDistributionDomain: site.cdk?.distribution.distributionDomainName ?? "",
    ApiUrl: api.url,
  });
  // Each of our functions here, by the name its alarm and logs go by (stacks/operations.ts).
  const functions = {
    api: api.getFunction(routes.api)!,
    callback: api.getFunction(routes.callback)!,
    relay: storage.relay.consumerFunction!,
    sweeper: sweeper.jobFunction,
    digest: digest.jobFunction,
    ...(mailFeedback && { "mail-feedback": mailFeedback }),
    capture,
    "api-authorizer": edgeAuthorizer,
  };
  return { api, site, origin, functions, firewall, pageCaptures };
}

/** Only the relay calls the model, and only the configured one. */
function grantModelInvoke(stack: Stack, relay: Queue, model: string) {
  relay.attachPermissions([
    new PolicyStatement({
      actions: ["bedrock:InvokeModel", "bedrock:InvokeModelWithResponseStream"],
      resources: bedrockModelArns(stack, model),
    }),
  ]);
}

const inferenceProfilePrefix = /^(us|eu|apac|us-gov|jp|au|ca|global)\./;

/** A cross-region inference profile routes to its model in several regions, so both are named. */
export function bedrockModelArns(stack: Stack, model: string): string[] {
  const { partition, region, account } = stack;
  const profilePrefix = inferenceProfilePrefix.exec(model)?.[0];
  if (!profilePrefix) return [`arn:${partition}:bedrock:${region}::foundation-model/${model}`];
  return [
    `arn:${partition}:bedrock:${region}:${account}:inference-profile/${model}`,
    `arn:${partition}:bedrock:*::foundation-model/${model.slice(profilePrefix.length)}`,
  ];
}
