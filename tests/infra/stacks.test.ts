// Builds the SST stacks offline and asserts on their CloudFormation templates.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { Match, Template } from "aws-cdk-lib/assertions";
import { CachePolicy, OriginRequestPolicy } from "aws-cdk-lib/aws-cloudfront";
import { App, getStack } from "sst/constructs";
import { useProject } from "sst/project.js";
import {
  cacheControl,
  compileEdgeRequest,
  edgeRateRules,
  edgeRateWindowSeconds,
  edgeRefusal,
  edgeWebAcl,
  mailSettingNames,
  mailedLinkPrefix,
  mailedLinkReferrerPolicy,
  managedRuleGroups,
  modelSettingNames,
  operationsSettingNames,
  relayQueue,
  secretsByFunction,
  siteDomainSettingNames,
  tables,
} from "@ai-leaders/infra";
import { Storage } from "../../stacks/storage.ts";
import { Realtime, realtimeThrottle } from "../../stacks/realtime.ts";
import { ApiStack, apiThrottle, weeklyDigestSchedule } from "../../stacks/api.ts";
import { cloudBuildCommand, edgeCode, siteFunctions } from "../../stacks/web.ts";
import { alarmEmail, firewallEnabled, modelSettings, prodDailyBudgetTokens, siteDomain } from "../../stacks/environment.ts";
import { migrationsVersion } from "../../stacks/upgrade.ts";
import { stageMigrationIds } from "@ai-leaders/core/migrations";
import { Operations } from "../../stacks/operations.ts";
import { functionAccess } from "../../stacks/permissions.ts";
import config from "../../sst.config.ts";
import { useOfflineSynth } from "./synth-outdir.ts";
import { useBuiltArtifacts } from "./artifacts.ts";

const offline = useOfflineSynth();

/** What the deploying shell may set: the region, the model, the site's domain, and a stray PUBLIC_URL. */
const deploySettingNames = [
  "AWS_REGION",
  ...modelSettingNames,
  ...siteDomainSettingNames,
  ...operationsSettingNames,
  ...mailSettingNames,
  "PUBLIC_URL",
] as const;
type DeploySettings = Partial<Record<(typeof deploySettingNames)[number], string>>;

/** The stage most tests read sends mail, as a deployed site does. */
const mailSenderSetting = "AI for Leaders <hello@aiforleaders.example>";

let storage: Template;
let realtime: Template;
let api: Template;
/** The site is built in the API stack, in front of the API it forwards to. */
let web: Template;
let operations: Template;
let stagePlace: { region: string; account: string };

/**
 * Runs the real sst.config.ts against an offline app, as `sst deploy` would, without AWS, taking
 * the functions' bundles and the site's files from the run's one build (artifacts.ts). The settings
 * are the deploy environment's; none set means us-east-1, AI_PROVIDER none and no custom domain.
 */
async function synth(stage: string, settings: DeploySettings = {}) {
  return withDeploySettings(settings, async () => {
    await offline.initProject(stage);
    await useBuiltArtifacts();
    // The region sst.config.ts picks (AWS_REGION, else us-east-1), as `sst deploy` hands it to the app.
    const app = new App({ mode: "deploy", stage, region: useProject().config.region }, { outdir: offline.outdir() });
    await config.stacks(app);
    await app.finish();
    const apiTemplate = Template.fromStack(getStack(ApiStack));
    return {
      storage: Template.fromStack(getStack(Storage)),
      realtime: Template.fromStack(getStack(Realtime)),
      api: apiTemplate,
      web: apiTemplate,
      operations: Template.fromStack(getStack(Operations)),
      /** Where the API stack deploys, as its ARNs name it. */
      place: { region: getStack(ApiStack).region, account: getStack(ApiStack).account },
    };
  });
}

/** Sets exactly these deploy settings in process.env for `run`, then puts the old ones back. */
async function withDeploySettings<T>(settings: DeploySettings, run: () => T | Promise<T>): Promise<T> {
  const saved = Object.fromEntries(deploySettingNames.map((name) => [name, process.env[name]]));
  const assign = (values: Record<string, string | undefined>) => {
    for (const name of deploySettingNames) {
      if (values[name] === undefined) delete process.env[name];
      else process.env[name] = values[name];
    }
  };
  assign(settings);
  try {
    return await run();
  } finally {
    assign(saved);
  }
}

// SST adds helper functions of its own; ours are the ones that read our tables.
function ourFunctions(template: Template) {
  return Object.values(template.findResources("AWS::Lambda::Function")).filter(
    (fn) => fn.Properties.Environment?.Variables?.NEWSLETTER_SIGNUPS_TABLE,
  );
}

function functionOf(template: Template, handler: string) {
  const found = Object.values(template.findResources("AWS::Lambda::Function")).find((candidate) =>
    JSON.stringify(candidate.Properties.Handler ?? "").includes(handler),
  );
  if (!found) throw new Error(`No function with handler ${handler}`);
  return found;
}

interface BedrockGrant {
  roles: string[];
  actions: string[];
  resources: string[];
  effect: string;
}

/** Every policy statement of the template that allows a bedrock action, with the roles it is on. */
function bedrockGrants(template: Template): BedrockGrant[] {
  return policiesOf(template).flatMap((policy) =>
    (policy.Properties.PolicyDocument.Statement as Array<{ Effect: string; Action: unknown; Resource: unknown }>)
      .filter((statement) => [statement.Action].flat().some((action) => String(action).startsWith("bedrock:")))
      .map((statement) => ({
        roles: (policy.Properties.Roles as Array<{ Ref: string }>).map((role) => role.Ref),
        actions: [statement.Action].flat().map(String).sort(),
        resources: [statement.Resource].flat().map(arnText),
        effect: statement.Effect,
      })),
  );
}

/** The logical id of the function's IAM role. */
function roleOf(template: Template, handler: string): string {
  return functionOf(template, handler).Properties.Role["Fn::GetAtt"][0];
}

/** An ARN built with Fn::Join, written out with its pseudo parameters: arn:${AWS::Partition}:… */
function arnText(value: unknown): string {
  if (typeof value === "string") return value;
  const { "Fn::Join": join, Ref: ref } = value as { "Fn::Join"?: [string, unknown[]]; Ref?: string };
  if (join) return join[1].map(arnText).join(join[0]);
  if (ref) return `\${${ref}}`;
  return JSON.stringify(value);
}

/**
 * How many days a function's logs are kept: those of the log group its LoggingConfig names, else
 * those the log retention resource sets on its default group, /aws/lambda/<name>.
 */
function retentionDaysOf(template: Template, id: string, fn: Record<string, any>): number | undefined {
  const named = fn.Properties.LoggingConfig?.LogGroup?.Ref as string | undefined;
  if (named) return template.findResources("AWS::Logs::LogGroup")[named]?.Properties.RetentionInDays;
  const defaultGroup = JSON.stringify({ "Fn::Join": ["", ["/aws/lambda/", { Ref: id }]] });
  const retention = Object.values(template.findResources("Custom::LogRetention")).find(
    (resource) => JSON.stringify(resource.Properties.LogGroupName) === defaultGroup,
  );
  return retention?.Properties.RetentionInDays;
}

/** The relay queue: the one that moves its messages on to the dead-letter queue. */
function relayQueueOf(template: Template) {
  return Object.values(template.findResources("AWS::SQS::Queue")).find((queue) => queue.Properties.RedrivePolicy)!;
}

function deadLetterQueueOf(template: Template) {
  return Object.values(template.findResources("AWS::SQS::Queue")).find((queue) => !queue.Properties.RedrivePolicy)!;
}

/** The logical id of the only resource of this type. */
function idOf(template: Template, type: string): string {
  const ids = Object.keys(template.findResources(type));
  expect(ids).toHaveLength(1);
  return ids[0]!;
}

function environmentOf(template: Template, handler: string): Record<string, unknown> {
  return functionOf(template, handler).Properties.Environment.Variables;
}

/** A table or queue ARN, named as the stacks name it: "connections", "connections/index/bySession", "relay queue". */
function resourceName(resource: unknown): string {
  const text = JSON.stringify(resource);
  const table = /ExportsOutputFnGetAtt(\w+?)Table[0-9A-F]{8}Arn/.exec(text)?.[1];
  const index = /\/index\/(\w+)/.exec(text)?.[1];
  if (table) return index ? `${table}/index/${index}` : table;
  if (/RelayQueue[0-9A-F]{8}Arn/.test(text)) return "relay queue";
  if (/RelayDeadLetterQueue[0-9A-F]{8}Arn/.test(text)) return "dead-letter queue";
  if (/"CaptureQueue[0-9A-F]{8}"/.test(text)) return "capture queue";
  return text;
}

type Statement = { Effect: string; Action: string | string[]; Resource: unknown };

/** Every statement of every policy on this role. */
/**
 * A role's policies: its inline policy and, once that is full, the managed policies CDK moves the
 * rest of its statements to (aws-iam's policy splitting), each a grant like any other.
 */
function policiesOf(template: Template): Array<Record<string, any>> {
  return [
    ...Object.values(template.findResources("AWS::IAM::Policy")),
    ...Object.values(template.findResources("AWS::IAM::ManagedPolicy")),
  ].filter((policy) => Array.isArray(policy.Properties.Roles));
}

function statementsOf(template: Template, role: string): Statement[] {
  return policiesOf(template)
    .filter((policy) => (policy.Properties.Roles as Array<{ Ref: string }>).some((attached) => attached.Ref === role))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Statement[]);
}

/** What a function may do to data: each DynamoDB and SQS action with the resource it is on, sorted. */
function dataGrants(template: Template, fn: Record<string, any>): string[] {
  return statementsOf(template, fn.Properties.Role["Fn::GetAtt"][0])
    .flatMap((statement) =>
      [statement.Action]
        .flat()
        .filter((action) => /^(dynamodb|sqs):/.test(action))
        .flatMap((action) => [statement.Resource].flat().map((resource) => `${action} ${resourceName(resource)}`)),
    )
    .sort();
}

/** The grants stacks/permissions.ts gives a function, in dataGrants' terms. */
function mappedGrants(fn: keyof typeof functionAccess): string[] {
  const access: {
    tables: Record<string, { items?: readonly string[]; queries?: readonly string[] }>;
    publishesRelay?: true;
    dropsDeadLetters?: true;
  } = functionAccess[fn];
  return [
    ...Object.entries(access.tables).flatMap(([table, { items = [], queries = [] }]) => [
      ...items.map((action) => `dynamodb:${action} ${table}`),
      ...queries.map((index) => `dynamodb:Query ${table}/index/${index}`),
    ]),
    ...(access.publishesRelay ? ["sqs:SendMessage relay queue"] : []),
    ...(access.dropsDeadLetters ? ["sqs:DeleteMessage dead-letter queue", "sqs:ReceiveMessage dead-letter queue"] : []),
  ].sort();
}

/** What the Lambda event source mapping needs to consume the queue, granted with it. */
const consumeGrants = ["ChangeMessageVisibility", "DeleteMessage", "GetQueueAttributes", "GetQueueUrl", "ReceiveMessage"].map(
  (action) => `sqs:${action} relay queue`,
);

beforeAll(async () => {
  // A PUBLIC_URL left in the deploying shell (a local .env, which sst loads) must not leak into the cloud.
  ({
    storage,
    realtime,
    api,
    web,
    operations,
    place: stagePlace,
  } = await synth("test", { PUBLIC_URL: "http://127.0.0.1:3000", MAIL_FROM: mailSenderSetting }));
});

describe("storage", () => {
  it("creates every table of infra/ with its keys and global secondary indexes", () => {
    storage.resourceCountIs("AWS::DynamoDB::Table", Object.keys(tables).length);
    storage.hasResourceProperties("AWS::DynamoDB::Table", {
      KeySchema: [{ AttributeName: "email", KeyType: "HASH" }],
      GlobalSecondaryIndexes: [
        Match.objectLike({
          IndexName: "byRelayStatus",
          KeySchema: [
            { AttributeName: "relay_status", KeyType: "HASH" },
            { AttributeName: "created_at", KeyType: "RANGE" },
          ],
        }),
      ],
    });
  });

  it("expires WebSocket connection rows with a TTL and finds them by session", () => {
    storage.hasResourceProperties("AWS::DynamoDB::Table", {
      KeySchema: [{ AttributeName: "connection_id", KeyType: "HASH" }],
      TimeToLiveSpecification: { AttributeName: "expires_at", Enabled: true },
      GlobalSecondaryIndexes: [Match.objectLike({ IndexName: "bySession" })],
    });
  });

  it("deletes newsletter signups left unconfirmed with a TTL (set at signup, removed on confirmation)", () => {
    storage.hasResourceProperties("AWS::DynamoDB::Table", {
      KeySchema: [{ AttributeName: "email", KeyType: "HASH" }],
      TimeToLiveSpecification: { AttributeName: "expires_at", Enabled: true },
    });
  });

  it("sends relay messages to the dead-letter queue after maxReceiveCount attempts", () => {
    storage.hasResourceProperties("AWS::SQS::Queue", {
      VisibilityTimeout: relayQueue.visibilityTimeoutSeconds,
      RedrivePolicy: {
        deadLetterTargetArn: Match.anyValue(),
        maxReceiveCount: relayQueue.maxReceiveCount,
      },
    });
    storage.hasResourceProperties("AWS::SQS::Queue", {
      MessageRetentionPeriod: relayQueue.deadLetter.retentionDays * 86_400,
    });
  });

  it("makes non-production data removable", () => {
    const tableResources = Object.values(storage.findResources("AWS::DynamoDB::Table"));
    expect(tableResources.every((table) => table.DeletionPolicy === "Delete")).toBe(true);
    expect(tableResources.every((table) => table.Properties.DeletionProtectionEnabled !== true)).toBe(true);
    expect(deadLetterQueueOf(storage).DeletionPolicy).toBe("Delete");
  });
});

describe("api", () => {
  it("routes /api to the API Lambda and /callback to the callback Lambda on the $default stage", () => {
    api.hasResourceProperties("AWS::ApiGatewayV2::Api", { ProtocolType: "HTTP" });
    api.hasResourceProperties("AWS::ApiGatewayV2::Stage", { StageName: "$default" });
    api.hasResourceProperties("AWS::ApiGatewayV2::Route", { RouteKey: "ANY /api/{proxy+}" });
    api.hasResourceProperties("AWS::ApiGatewayV2::Route", { RouteKey: "POST /callback/{sessionId}" });
  });

  it("runs every function on nodejs24.x and arm64", () => {
    // api, callback, relay, the sweeper, the weekly digest and mail feedback.
    const ours = ourFunctions(api);
    expect(ours.length).toBe(6);
    for (const fn of ours) {
      expect(fn.Properties.Runtime).toBe("nodejs24.x");
      expect(fn.Properties.Architectures).toEqual(["arm64"]);
    }
  });

  it("consumes the relay queue reporting partial batch failures, never with more than its share of the account", () => {
    api.hasResourceProperties("AWS::Lambda::EventSourceMapping", {
      BatchSize: relayQueue.batchSize,
      FunctionResponseTypes: ["ReportBatchItemFailures"],
      ScalingConfig: { MaximumConcurrency: relayQueue.maxConcurrency },
    });
    expect(relayQueue.maxConcurrency).toBeLessThanOrEqual(100);
  });

  it("leaves CORS off at API Gateway: the browser calls the site, and the app refuses other origins itself", () => {
    // AWS, "Configuring CORS for an HTTP API": with a CORS configuration, API Gateway answers
    // preflights itself and replaces the integration's CORS headers with its own.
    for (const httpApi of Object.values(api.findResources("AWS::ApiGatewayV2::Api")))
      expect(httpApi.Properties.CorsConfiguration).toBeUndefined();
  });

  it("binds each secret only to the functions that read it", () => {
    const functions = Object.values(api.findResources("AWS::Lambda::Function"));
    const boundSecrets = (handler: string) => {
      const fn = functions.find((candidate) => JSON.stringify(candidate.Properties.Handler ?? "").includes(handler));
      const variables = Object.keys(fn?.Properties.Environment?.Variables ?? {});
      return variables
        .filter((name) => name.startsWith("SST_Secret_value_"))
        .map((name) => name.replace("SST_Secret_value_", ""))
        .sort();
    };
    expect(boundSecrets("api/lambda")).toEqual([...secretsByFunction.api].sort());
    expect(boundSecrets("callback/lambda")).toEqual([...secretsByFunction.callback].sort());
    expect(boundSecrets("relay/lambda")).toEqual([...secretsByFunction.relay].sort());
    expect(boundSecrets("sweeper/lambda")).toEqual([]);
  });

  it("throttles the HTTP API stage and the WebSocket stage", () => {
    api.hasResourceProperties("AWS::ApiGatewayV2::Stage", {
      StageName: "$default",
      DefaultRouteSettings: { ThrottlingRateLimit: apiThrottle.rate, ThrottlingBurstLimit: apiThrottle.burst },
    });
    realtime.hasResourceProperties("AWS::ApiGatewayV2::Stage", {
      StageName: "test",
      DefaultRouteSettings: { ThrottlingRateLimit: realtimeThrottle.rateLimit, ThrottlingBurstLimit: realtimeThrottle.burstLimit },
    });
    // Half the account's default 10,000 requests a second for the HTTP API; AWS's 500 new WebSocket
    // connections a second for the socket (AWS, "Amazon API Gateway quotas"). Limits per visitor are WAF's.
    expect(apiThrottle).toEqual({ rate: 5000, burst: 2500 });
    expect(realtimeThrottle).toEqual({ rateLimit: 500, burstLimit: 500 });
  });
});

describe("the relay consumer", () => {
  it("has time for a model call: 90 s per attempt, a message hidden six times as long", () => {
    const timeout = functionOf(api, "relay/lambda").Properties.Timeout;
    expect(timeout).toBe(90);
    expect(relayQueueOf(storage).Properties.VisibilityTimeout).toBe(540);
    expect(relayQueueOf(storage).Properties.VisibilityTimeout).toBeGreaterThanOrEqual(6 * timeout);
  });
});

describe("the model settings", () => {
  const foundationModel = "anthropic.claude-3-5-haiku-20241022-v1:0";
  const inferenceProfile = "us.anthropic.claude-sonnet-4-5-20250929-v1:0";
  const invokeActions = ["bedrock:InvokeModel", "bedrock:InvokeModelWithResponseStream"];

  it("reach every function, AI_PROVIDER defaulting to none", () => {
    // api, callback, relay, the sweeper, the weekly digest and mail feedback, and one per WebSocket route.
    const ours = [...ourFunctions(api), ...ourFunctions(realtime)];
    expect(ours.length).toBe(9);
    for (const fn of ours) {
      expect(fn.Properties.Environment.Variables.AI_PROVIDER).toBe("none");
      expect(fn.Properties.Environment.Variables.AI_MODEL).toBeUndefined();
    }
  });

  it("give prod, with a model, a daily token budget unless one is set; other stages and AI_DAILY_BUDGET=0 none", async () => {
    const budgetOf = (template: Template) => environmentOf(template, "relay/lambda").AI_DAILY_BUDGET;
    const model = { AI_PROVIDER: "bedrock", AI_MODEL: foundationModel } as const;
    expect(budgetOf((await synth("prod", model)).api)).toBe(String(prodDailyBudgetTokens));
    expect(budgetOf((await synth("prod", { ...model, AI_DAILY_BUDGET: "0" })).api)).toBe("0");
    expect(budgetOf((await synth("prod", { ...model, AI_DAILY_BUDGET: "750000" })).api)).toBe("750000");
    expect(budgetOf((await synth("test", model)).api)).toBeUndefined();
    expect(budgetOf((await synth("prod")).api)).toBeUndefined();
  });

  it("grant nothing on Bedrock when the provider is none", () => {
    for (const template of [storage, realtime, api]) {
      expect(JSON.stringify(template.toJSON())).not.toContain("bedrock:");
    }
  });

  it("grant the relay, and only the relay, invoke on the configured foundation model", async () => {
    const bedrock = await synth("test", { AI_PROVIDER: "bedrock", AI_MODEL: foundationModel, AI_TIMEOUT_SECONDS: "60" });

    const { region } = bedrock.place;
    expect(bedrockGrants(bedrock.api)).toEqual([
      {
        roles: [roleOf(bedrock.api, "relay/lambda")],
        actions: invokeActions,
        resources: [`arn:\${AWS::Partition}:bedrock:${region}::foundation-model/${foundationModel}`],
        effect: "Allow",
      },
    ]);
    const apiRole = roleOf(bedrock.api, "api/lambda");
    expect(bedrockGrants(bedrock.api).flatMap((grant) => grant.roles)).not.toContain(apiRole);
    for (const template of [bedrock.storage, bedrock.realtime]) expect(bedrockGrants(template)).toEqual([]);

    for (const fn of [...ourFunctions(bedrock.api), ...ourFunctions(bedrock.realtime)]) {
      expect(fn.Properties.Environment.Variables).toMatchObject({
        AI_PROVIDER: "bedrock",
        AI_MODEL: foundationModel,
        AI_TIMEOUT_SECONDS: "60",
      });
    }
  });

  it("grant invoke on an inference profile and on its model in the regions it routes to", async () => {
    const bedrock = await synth("test", { AI_PROVIDER: "bedrock", AI_MODEL: inferenceProfile });

    const { region, account } = bedrock.place;
    expect(bedrockGrants(bedrock.api)).toEqual([
      {
        roles: [roleOf(bedrock.api, "relay/lambda")],
        actions: invokeActions,
        resources: [
          `arn:\${AWS::Partition}:bedrock:${region}:${account}:inference-profile/${inferenceProfile}`,
          `arn:\${AWS::Partition}:bedrock:*::foundation-model/anthropic.claude-sonnet-4-5-20250929-v1:0`,
        ],
        effect: "Allow",
      },
    ]);
  });

  it("are checked before deploying", async () => {
    await withDeploySettings({ AI_PROVIDER: "anthropic" }, () => expect(() => modelSettings()).toThrow(/AI_PROVIDER/));
    await withDeploySettings({ AI_PROVIDER: "bedrock" }, () => expect(() => modelSettings()).toThrow(/AI_MODEL/));
    await withDeploySettings({ AI_PROVIDER: "openai" }, () => expect(() => modelSettings()).toThrow(/AI_MODEL/));
    await withDeploySettings({ AI_PROVIDER: "openai", AI_MODEL: "gpt-4.1-mini" }, () =>
      expect(modelSettings()).toEqual({ AI_PROVIDER: "openai", AI_MODEL: "gpt-4.1-mini" }),
    );
  });
});

describe("realtime", () => {
  it("has the three WebSocket routes", () => {
    realtime.hasResourceProperties("AWS::ApiGatewayV2::Api", { ProtocolType: "WEBSOCKET" });
    for (const route of ["$connect", "$disconnect", "$default"]) {
      realtime.hasResourceProperties("AWS::ApiGatewayV2::Route", { RouteKey: route });
    }
  });
});

describe("web", () => {
  it("answers deep links with index.html through a viewer-request function, not error pages", () => {
    web.hasResourceProperties("AWS::CloudFront::Function", {
      FunctionCode: Match.stringLikeRegexp("/index.html"),
    });
    const distribution = Object.values(web.findResources("AWS::CloudFront::Distribution"))[0]!;
    const config = distribution.Properties.DistributionConfig;
    expect(config.CustomErrorResponses ?? []).toEqual([]);
    expect(config.DefaultCacheBehavior.FunctionAssociations.map((association: { EventType: string }) => association.EventType)).toEqual([
      "viewer-request",
      "viewer-response",
    ]);
    expect(config.DefaultCacheBehavior.ResponseHeadersPolicyId).toBeDefined();
  });

  it("sends security headers", () => {
    web.hasResourceProperties("AWS::CloudFront::ResponseHeadersPolicy", {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: "DENY", Override: true },
        }),
      }),
    });
    const policies = Object.values(web.findResources("AWS::CloudFront::ResponseHeadersPolicy"));
    expect(policies).toHaveLength(2);
    for (const policy of policies) {
      const csp = JSON.stringify(policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
    }
  });

  it("answers a mailed link's page (/link/*) like every page, but with no Referer sent from it", () => {
    const config = Object.values(web.findResources("AWS::CloudFront::Distribution"))[0]!.Properties.DistributionConfig;
    const links = config.CacheBehaviors.find((candidate: { PathPattern: string }) => candidate.PathPattern === `${mailedLinkPrefix}*`);
    const pages = config.DefaultCacheBehavior;
    expect(links.TargetOriginId).toBe(pages.TargetOriginId);
    expect(links.FunctionAssociations).toEqual(pages.FunctionAssociations);
    const policies = web.findResources("AWS::CloudFront::ResponseHeadersPolicy");
    const referrerOf = (reference: { Ref: string }) =>
      policies[reference.Ref]!.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ReferrerPolicy;
    expect(referrerOf(links.ResponseHeadersPolicyId)).toEqual({ ReferrerPolicy: mailedLinkReferrerPolicy, Override: true });
    expect(referrerOf(pages.ResponseHeadersPolicyId)).toEqual({ ReferrerPolicy: "strict-origin-when-cross-origin", Override: true });
  });

  // CloudFront's ViewerProtocolPolicy: redirect-to-https answers 301 with the https:// URL, https-only answers 403
  // (AWS CloudFront Developer Guide, "Values that you specify when you create or update a distribution", Viewer protocol policy).
  it("sends a page asked for over plain HTTP to https://, and refuses a mailed link's page over plain HTTP", () => {
    const config = Object.values(web.findResources("AWS::CloudFront::Distribution"))[0]!.Properties.DistributionConfig;
    const links = config.CacheBehaviors.find((candidate: { PathPattern: string }) => candidate.PathPattern === `${mailedLinkPrefix}*`);
    expect(config.DefaultCacheBehavior.ViewerProtocolPolicy).toBe("redirect-to-https");
    expect(links.ViewerProtocolPolicy).toBe("https-only");
    const policies = [config.DefaultCacheBehavior, ...config.CacheBehaviors].map(
      (behavior: { ViewerProtocolPolicy: string }) => behavior.ViewerProtocolPolicy,
    );
    expect(policies).not.toContain("allow-all");
  });
});

describe("one origin", () => {
  const distributionConfig = () => Object.values(web.findResources("AWS::CloudFront::Distribution"))[0]!.Properties.DistributionConfig;
  const behavior = (path: string) =>
    distributionConfig().CacheBehaviors.find((candidate: { PathPattern: string }) => candidate.PathPattern === path);
  const originOf = (target: { TargetOriginId: string }) =>
    distributionConfig().Origins.find((origin: { Id: string }) => origin.Id === target.TargetOriginId);
  // Managed policies: nothing cached; every viewer header but Host, every query string and cookie forwarded.
  const uncached = CachePolicy.CACHING_DISABLED.cachePolicyId;
  const allViewerExceptHost = OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId;

  it("forwards /api/* and /callback/* to the HTTP API: every method, nothing cached, all but Host forwarded", () => {
    const httpApi = idOf(api, "AWS::ApiGatewayV2::Api");
    const securityHeaders = distributionConfig().DefaultCacheBehavior.ResponseHeadersPolicyId.Ref;
    for (const path of ["/api/*", "/callback/*"]) {
      const forwarded = behavior(path);
      expect(forwarded).toMatchObject({
        AllowedMethods: ["GET", "HEAD", "OPTIONS", "PUT", "PATCH", "POST", "DELETE"],
        CachePolicyId: uncached,
        OriginRequestPolicyId: allViewerExceptHost,
        ResponseHeadersPolicyId: { Ref: securityHeaders },
        ViewerProtocolPolicy: "https-only",
      });
      // The SPA's deep-link rewrite must not touch API paths: only the edge function that writes the viewer's address.
      expect(forwarded.FunctionAssociations).toHaveLength(1);
      expect(originOf(forwarded)).toMatchObject({
        DomainName: { "Fn::Select": [2, { "Fn::Split": ["/", { "Fn::GetAtt": [httpApi, "ApiEndpoint"] }] }] },
        CustomOriginConfig: { OriginProtocolPolicy: "https-only" },
      });
      expect(originOf(forwarded).OriginPath).toBeUndefined();
    }
  });

  it("tells the API and the callback route, with a secret kept in Secrets Manager that only they and CloudFront read, that a request came through CloudFront", () => {
    const [header] = originOf(behavior("/api/*")).OriginCustomHeaders as Array<{ HeaderName: string; HeaderValue: unknown }>;
    expect(header!.HeaderName).toBe("x-origin-verify");
    // A reference resolved by CloudFormation at deploy ({{resolve:secretsmanager:…}}): made once per
    // stage by Secrets Manager, never in the template, never regenerated by a deploy.
    const secret = idOf(web, "AWS::SecretsManager::Secret");
    expect(header!.HeaderValue).toEqual({ "Fn::Join": ["", ["{{resolve:secretsmanager:", { Ref: secret }, ":SecretString:::}}"]] });
    web.hasResourceProperties("AWS::SecretsManager::Secret", {
      GenerateSecretString: Match.objectLike({ PasswordLength: 48, ExcludePunctuation: true }),
    });
    // Both refuse a request without it (functions/src/http/origin-guard.ts): the execute-api address is no way in.
    expect(environmentOf(api, "api/lambda").ORIGIN_VERIFY).toEqual(header!.HeaderValue);
    expect(environmentOf(api, "callback/lambda").ORIGIN_VERIFY).toEqual(header!.HeaderValue);
    expect((originOf(behavior("/callback/*")).OriginCustomHeaders as Array<{ HeaderName: string }>)[0]!.HeaderName).toBe("x-origin-verify");
  });

  it("lets nothing into either API's execute-api address without its origin secret: each route's authorizer checks the header CloudFront adds", () => {
    // The HTTP API: every route, the API's and the callback's, asks the edge authorizer first.
    const [authorizerId, authorizer] = Object.entries(api.findResources("AWS::ApiGatewayV2::Authorizer"))[0]!;
    expect(Object.keys(api.findResources("AWS::ApiGatewayV2::Authorizer"))).toHaveLength(1);
    expect(authorizer.Properties).toMatchObject({
      AuthorizerType: "REQUEST",
      // A request without the header is refused by API Gateway itself, the function unasked.
      IdentitySource: ["$request.header.x-origin-verify"],
      EnableSimpleResponses: true,
      AuthorizerPayloadFormatVersion: "2.0",
      AuthorizerResultTtlInSeconds: 300,
    });
    const routes = Object.values(api.findResources("AWS::ApiGatewayV2::Route"));
    expect(routes.map((route) => route.Properties.RouteKey).sort()).toEqual(["ANY /api/{proxy+}", "POST /callback/{sessionId}"]);
    for (const route of routes) {
      expect(route.Properties).toMatchObject({ AuthorizationType: "CUSTOM", AuthorizerId: { Ref: authorizerId } });
    }
    // Its function checks the very secret CloudFront sends.
    const apiHeader = (originOf(behavior("/api/*")).OriginCustomHeaders as Array<{ HeaderValue: unknown }>)[0]!.HeaderValue;
    expect(environmentOf(api, "edge-authorizer/lambda.http").ORIGIN_VERIFY).toEqual(apiHeader);

    // The WebSocket API: $connect asks its own authorizer; CloudFront adds that API's own secret to /ws.
    const [wsAuthorizerId, wsAuthorizer] = Object.entries(realtime.findResources("AWS::ApiGatewayV2::Authorizer"))[0]!;
    expect(wsAuthorizer.Properties).toMatchObject({ AuthorizerType: "REQUEST", IdentitySource: ["route.request.header.x-origin-verify"] });
    const connect = Object.values(realtime.findResources("AWS::ApiGatewayV2::Route")).find(
      (route) => route.Properties.RouteKey === "$connect",
    )!;
    expect(connect.Properties).toMatchObject({ AuthorizationType: "CUSTOM", AuthorizerId: { Ref: wsAuthorizerId } });
    const [wsHeader] = originOf(behavior("/ws")).OriginCustomHeaders as Array<{ HeaderName: string; HeaderValue: string }>;
    expect(wsHeader!.HeaderName).toBe("x-origin-verify");
    const wsSecret = idOf(realtime, "AWS::SecretsManager::Secret");
    // Made in the WebSocket API's stack and passed to the site's: one secret, both ends.
    expect(JSON.stringify(wsHeader!.HeaderValue)).toContain("RealtimeOriginSecret");
    expect(environmentOf(realtime, "edge-authorizer/lambda.websocket").ORIGIN_VERIFY).toEqual({
      "Fn::Join": ["", ["{{resolve:secretsmanager:", { Ref: wsSecret }, ":SecretString:::}}"]],
    });
  });

  it("writes the viewer's address on every request to the APIs, where the API reads it", () => {
    const codeOf = (path: string) => {
      const [association] = behavior(path).FunctionAssociations;
      expect(association.EventType).toBe("viewer-request");
      return web.findResources("AWS::CloudFront::Function")[association.FunctionARN["Fn::GetAtt"][0]]!.Properties.FunctionCode;
    };
    for (const path of ["/api/*", "/callback/*"]) expect(codeOf(path)).toBe(edgeCode.api);
    expect(codeOf("/ws")).toBe(edgeCode.websocket);
    // AWS, "CloudFront Functions event structure": viewer.ip is the client's address.
    const forward = compileEdgeRequest(edgeCode.api);
    const request = forward({
      viewer: { ip: "2001:db8::7" },
      request: { uri: "/api/newsletter", headers: { "x-viewer-address": { value: "203.0.113.9" } } },
    });
    expect(request.headers["x-viewer-address"]).toEqual({ value: "2001:db8::7" });
    expect(request.uri).toBe("/api/newsletter");
  });

  it("lets the browser's Do Not Track and Global Privacy Control headers reach the API (analytics count nothing under them)", () => {
    // AWS, "Use managed origin request policies": AllViewerExceptHostHeader (this id) includes "all
    // headers in the viewer request except for the Host header", so DNT and Sec-GPC reach the origin;
    // the local edge (packages/local/src/edge.ts) forwards every header likewise, and the API reads them.
    expect(allViewerExceptHost).toBe("b689b0a8-53d0-40ab-baf2-68738e2966ac");
    expect(behavior("/api/*").OriginRequestPolicyId).toBe(allViewerExceptHost);
    // No custom policy (an allow list could drop them) is in the template at all.
    expect(Object.keys(web.findResources("AWS::CloudFront::OriginRequestPolicy"))).toEqual([]);
    // The viewer-request function that runs first keeps them as the browser sent them.
    const forward = compileEdgeRequest(edgeCode.api);
    const request = forward({
      viewer: { ip: "203.0.113.9" },
      request: { uri: "/api/events", headers: { dnt: { value: "1" }, "sec-gpc": { value: "1" } } },
    });
    expect(request.headers).toMatchObject({ dnt: { value: "1" }, "sec-gpc": { value: "1" } });
  });

  it("forwards /ws to the WebSocket API's stage, query string (the watch token) and handshake headers included", () => {
    const socket = behavior("/ws");
    expect(socket).toMatchObject({ AllowedMethods: ["GET", "HEAD"], CachePolicyId: uncached, OriginRequestPolicyId: allViewerExceptHost });
    const origin = originOf(socket);
    expect(origin.OriginPath).toBe("/test");
    expect(arnText(origin.DomainName["Fn::Select"][1]["Fn::Split"][1])).toMatch(/^wss:\/\/.*RealtimeApi.*\.execute-api\./);
    const [association] = socket.FunctionAssociations;
    expect(association.EventType).toBe("viewer-request");
    const rewrite = web.findResources("AWS::CloudFront::Function")[association.FunctionARN["Fn::GetAtt"][0]]!;
    expect(rewrite.Properties.FunctionCode).toBe(edgeCode.websocket);
  });

  it("hands API Gateway the stage's root, which is where it accepts a WebSocket", () => {
    const rewrite = new Function(`${edgeCode.websocket}; return handler;`)() as (event: {
      viewer: { ip: string };
      request: { uri: string; headers: Record<string, { value: string }>; querystring: Record<string, { value: string }> };
    }) => { uri: string; querystring: Record<string, { value: string }> };
    // Origin path "/test" + "/" is wss://….execute-api…/test/, as the API Gateway guide connects.
    expect(
      rewrite({ viewer: { ip: "198.51.100.4" }, request: { uri: "/ws", headers: {}, querystring: { token: { value: "watch-token" } } } }),
    ).toEqual({
      uri: "/",
      headers: { "x-viewer-address": { value: "198.51.100.4" } },
      querystring: { token: { value: "watch-token" } },
    });
  });

  it("answers a kept result's page, /r/{id}, from the API at /api/share/{id}, so a link preview reads the result's own head", () => {
    const shared = behavior("/r/*");
    expect(shared).toMatchObject({
      AllowedMethods: ["GET", "HEAD"],
      CachePolicyId: uncached,
      OriginRequestPolicyId: allViewerExceptHost,
      // The pages' security headers (the CSP among them): it is a page of the site.
      ResponseHeadersPolicyId: { Ref: distributionConfig().DefaultCacheBehavior.ResponseHeadersPolicyId.Ref },
      ViewerProtocolPolicy: "https-only",
    });
    // The API's origin, with the origin secret: the API may trust the viewer's address it is given.
    expect(originOf(shared)).toEqual(originOf(behavior("/api/*")));
    const [association] = shared.FunctionAssociations;
    expect(association.EventType).toBe("viewer-request");
    expect(web.findResources("AWS::CloudFront::Function")[association.FunctionARN["Fn::GetAtt"][0]]!.Properties.FunctionCode).toBe(
      edgeCode.sharePage,
    );
    const forward = compileEdgeRequest(edgeCode.sharePage);
    expect(forward({ viewer: { ip: "198.51.100.4" }, request: { uri: "/r/AbCdEfGhIjKlMnOpQrStUv", headers: {} } })).toEqual({
      uri: "/api/share/AbCdEfGhIjKlMnOpQrStUv",
      headers: { "x-viewer-address": { value: "198.51.100.4" } },
    });
    // The pages' routing never sees it: a path under /r/ that reached S3 would be a miss.
    expect(siteFunctions.request).not.toContain('"/r/"');
  });

  it("lets pages connect to their own origin only", () => {
    const policy = Object.values(web.findResources("AWS::CloudFront::ResponseHeadersPolicy"))[0]!;
    const csp: string = policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy;
    expect(/connect-src ([^;]*)/.exec(csp)?.[1]).toBe("'self'");
    expect(csp).not.toContain("execute-api");
  });

  it("runs no inline script but the ones the built pages carry: the prerendered pages' loader and the app shell's two, each by its hash", () => {
    const policy = Object.values(web.findResources("AWS::CloudFront::ResponseHeadersPolicy"))[0]!;
    const csp: string = policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy;
    const allowed = /script-src ([^;]*)/.exec(csp)![1]!.split(" ");
    const built = new URL("../../packages/web/dist-cloud/", import.meta.url).pathname;
    const inlineHashes = (page: string) =>
      [...readFileSync(join(built, page), "utf8").matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
        // Data blocks (JSON-LD, the module list) are never run, so CSP does not govern them.
        .filter(([, attributes]) => !/\bsrc=|type="application\//.test(attributes!))
        .map(([, , code]) => `'sha256-${createHash("sha256").update(code!).digest("base64")}'`);
    const carried = [...new Set([...inlineHashes("index.html"), ...inlineHashes("app.html")])];
    expect(carried).toHaveLength(3);
    expect(allowed.sort()).toEqual(["'self'", ...carried].sort());
  });

  it("builds the SPA for its own origin, without source maps", () => {
    const metadata = arnText(web.toJSON().Outputs.SSTMetadata.Value);
    const environment = JSON.parse(/"type":"StaticSite","data":\{"path":"packages\/web","environment":(\{[^}]*\})/.exec(metadata)![1]!);
    expect(environment).toEqual({ VITE_API_URL: "", VITE_REALTIME_URL: "" });
    expect(cloudBuildCommand(undefined)).toMatch(/WEB_SOURCEMAP=false/);
    expect(cloudBuildCommand({ domainName: "aiforleaders.example" })).toContain("SITE_ORIGIN=https://aiforleaders.example");

    const built = new URL("../../packages/web/dist-cloud/", import.meta.url).pathname;
    const files = readdirSync(built, { recursive: true }).map(String);
    expect(files.some((file) => file.endsWith("index.html"))).toBe(true);
    expect(files.filter((file) => file.endsWith(".map"))).toEqual([]);
    for (const script of files.filter((file) => file.endsWith(".js"))) {
      const text = readFileSync(join(built, script), "utf8");
      expect(text).not.toContain("sourceMappingURL");
      expect(text).not.toContain("execute-api");
    }
  });
});

describe("the site origin", () => {
  const readers = ["api/lambda", "callback/lambda", "relay/lambda"];

  it("is the distribution's domain when no SITE_DOMAIN is set, for every function that reads it", () => {
    const distributionOrigin = {
      "Fn::Join": ["", ["https://", { "Fn::GetAtt": [idOf(web, "AWS::CloudFront::Distribution"), "DomainName"] }]],
    };
    for (const handler of readers) expect(environmentOf(api, handler).PUBLIC_URL).toEqual(distributionOrigin);
    web.hasOutput("SiteUrl", { Value: distributionOrigin });
    // Automations post to callback_url on the site's origin (CALLBACK_BASE_URL unset defaults to it).
    expect(environmentOf(api, "relay/lambda").CALLBACK_BASE_URL).toBeUndefined();
    for (const fn of [functionOf(api, "sweeper/lambda"), ...ourFunctions(realtime)]) {
      expect(fn.Properties.Environment.Variables.PUBLIC_URL).toBeUndefined();
    }
  });

  it("points no setting at API Gateway but the push channel's management endpoint", () => {
    for (const fn of [...ourFunctions(api), ...ourFunctions(realtime)]) {
      // Server to server: the callback and the relay post to WebSocket connections there.
      const settings = Object.entries(fn.Properties.Environment.Variables).filter(
        ([name]) => name !== "WS_MANAGEMENT_URL" && !name.startsWith("SST_WebSocketApi_"),
      );
      expect(JSON.stringify(settings)).not.toContain("execute-api");
    }
  });

  it("is https://SITE_DOMAIN, with a certificate made in us-east-1 and records in the Route 53 zone", async () => {
    const { web: site, api: withDomain } = await synth("test", { SITE_DOMAIN: "aiforleaders.example" });
    const config = Object.values(site.findResources("AWS::CloudFront::Distribution"))[0]!.Properties.DistributionConfig;
    expect(config.Aliases).toEqual(["aiforleaders.example"]);
    const certificate = site.findResources("AWS::CloudFormation::CustomResource")[
      config.ViewerCertificate.AcmCertificateArn["Fn::GetAtt"][0]
    ]!;
    expect(certificate.Properties).toMatchObject({ DomainName: "aiforleaders.example", Region: "us-east-1" });
    for (const type of ["A", "AAAA"]) site.hasResourceProperties("AWS::Route53::RecordSet", { Name: "aiforleaders.example.", Type: type });
    for (const handler of readers) expect(environmentOf(withDomain, handler).PUBLIC_URL).toBe("https://aiforleaders.example");
    site.hasOutput("SiteUrl", { Value: "https://aiforleaders.example" });
  });

  it("uses a given certificate, leaving DNS to its owner when no zone is named", async () => {
    const certificateArn = "arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d-1111-2222-3333-444455556666";
    const { web: site, api: withDomain } = await synth("test", {
      SITE_DOMAIN: "www.aiforleaders.example",
      SITE_CERTIFICATE_ARN: certificateArn,
    });
    const config = Object.values(site.findResources("AWS::CloudFront::Distribution"))[0]!.Properties.DistributionConfig;
    expect(config.Aliases).toEqual(["www.aiforleaders.example"]);
    expect(config.ViewerCertificate.AcmCertificateArn).toBe(certificateArn);
    site.resourceCountIs("AWS::Route53::RecordSet", 0);
    site.hasOutput("SiteDistributionDomain", { Value: { "Fn::GetAtt": [idOf(site, "AWS::CloudFront::Distribution"), "DomainName"] } });
    for (const handler of readers) expect(environmentOf(withDomain, handler).PUBLIC_URL).toBe("https://www.aiforleaders.example");
  });

  it("is checked before deploying", async () => {
    await withDeploySettings({ SITE_DOMAIN: "https://aiforleaders.example" }, () => expect(() => siteDomain()).toThrow(/host name only/));
    await withDeploySettings(
      { SITE_DOMAIN: "aiforleaders.example", SITE_CERTIFICATE_ARN: "arn:aws:acm:eu-west-1:123456789012:certificate/abc" },
      () => expect(() => siteDomain()).toThrow(/us-east-1/),
    );
    await withDeploySettings({ SITE_HOSTED_ZONE: "aiforleaders.example" }, () => expect(() => siteDomain()).toThrow(/SITE_DOMAIN/));
    await withDeploySettings({}, () => expect(siteDomain()).toBeUndefined());
    await withDeploySettings({ SITE_DOMAIN: "www.aiforleaders.example", SITE_HOSTED_ZONE: "aiforleaders.example" }, () =>
      expect(siteDomain()).toEqual({ domainName: "www.aiforleaders.example", hostedZone: "aiforleaders.example" }),
    );
  });
});

describe("least privilege", () => {
  const functions = () => ({
    api: [functionOf(api, "api/lambda")],
    callback: [functionOf(api, "callback/lambda")],
    relay: [functionOf(api, "relay/lambda")],
    sweeper: [functionOf(api, "sweeper/lambda")],
    digest: [functionOf(api, "digest/lambda")],
    ws: ourFunctions(realtime),
    upgrade: [functionOf(api, "upgrade/lambda")],
    mailFeedback: [functionOf(api, "mail-feedback/lambda")],
  });
  const templateOf = (fn: string) => (fn === "ws" ? realtime : api);

  it("grants no wildcard on data: no dynamodb:*, no sqs:*, anywhere", () => {
    for (const template of [storage, realtime, api]) {
      const actions = policiesOf(template).flatMap((policy) =>
        (policy.Properties.PolicyDocument.Statement as Statement[]).flatMap((statement) => [statement.Action].flat()),
      );
      expect(actions.filter((action) => /^(dynamodb|sqs):\*$|^\*$/.test(action))).toEqual([]);
    }
  });

  it("gives each function the table actions of stacks/permissions.ts, and no table it doesn't use", () => {
    for (const [name, fns] of Object.entries(functions()) as Array<[keyof typeof functionAccess, Array<ReturnType<typeof functionOf>>]>) {
      for (const fn of fns) {
        // The relay's queue grants (consuming the relay queue, sending to the capture queue) are the next test's.
        const grants = dataGrants(templateOf(name), fn).filter(
          (grant) => !(name === "relay" && [...consumeGrants, "sqs:SendMessage capture queue"].includes(grant)),
        );
        expect(grants, name).toEqual(mappedGrants(name));
      }
    }
  });

  it("lets the public WebSocket handlers touch the connections table only", () => {
    const connect = Object.entries(realtime.findResources("AWS::Lambda::Function")).find(([id]) => id.startsWith("Realtimeconnect"))![1];
    expect(dataGrants(realtime, connect)).toEqual([
      "dynamodb:DeleteItem connections",
      "dynamodb:PutItem connections",
      "dynamodb:Query connections/index/bySession",
    ]);
    expect(ourFunctions(realtime).map((fn) => dataGrants(realtime, fn))).toEqual(Array(3).fill(dataGrants(realtime, connect)));
  });

  it("lets only the publishers send to the relay queue, and the relay consume it", () => {
    const sqsGrants = (fn: string) =>
      dataGrants(templateOf(fn), functions()[fn as keyof ReturnType<typeof functions>][0]!).filter((grant) => grant.startsWith("sqs:"));
    expect(sqsGrants("api")).toEqual(["sqs:SendMessage relay queue"]);
    expect(sqsGrants("sweeper")).toEqual([
      "sqs:DeleteMessage dead-letter queue",
      "sqs:ReceiveMessage dead-letter queue",
      "sqs:SendMessage relay queue",
    ]);
    expect(sqsGrants("callback")).toEqual([]);
    expect(sqsGrants("ws")).toEqual([]);
    // The relay sends too: the mail a watched page's check queues (functions/src/watches/after-check.ts),
    // and a roasted page to the capture queue (stacks/capture.ts).
    expect(sqsGrants("relay")).toEqual([...consumeGrants, "sqs:SendMessage capture queue", "sqs:SendMessage relay queue"].sort());
  });

  it("lets an erasure, a changed address and the sessions list reach every table they use, by the actions each item checks", () => {
    // A TransactWriteItems call is authorised item by item, by PutItem, UpdateItem, DeleteItem or
    // ConditionCheckItem (Amazon DynamoDB Developer Guide, "Using IAM with DynamoDB transactions").
    expect(dataGrants(api, functionOf(api, "api/lambda"))).toEqual(
      expect.arrayContaining([
        "dynamodb:DeleteItem users",
        "dynamodb:DeleteItem refreshTokens",
        "dynamodb:BatchGetItem refreshTokens",
        // A removed backlog item's votes and comments, and an erasure's, go 25 at a time (core/teams/backlog-deletes.ts).
        "dynamodb:BatchWriteItem teams",
        "dynamodb:Scan analysisJobs",
        "dynamodb:DeleteItem analysisJobs",
        "dynamodb:Scan mailOutbox",
        "dynamodb:DeleteItem mailOutbox",
        "dynamodb:Scan rateLimits",
        "dynamodb:DeleteItem rateLimits",
        "dynamodb:UpdateItem auditLog",
        "dynamodb:DeleteItem results",
        "dynamodb:UpdateItem passkeys",
        "dynamodb:BatchGetItem suggestionVotes",
      ]),
    );
  });

  it("lets the vote transaction write the vote and its count, and the sign-in revoke a session family", () => {
    const grants = dataGrants(api, functionOf(api, "api/lambda"));
    expect(grants).toEqual(
      expect.arrayContaining([
        "dynamodb:PutItem suggestionVotes",
        "dynamodb:UpdateItem suggestions",
        "dynamodb:Query refreshTokens/index/byFamily",
      ]),
    );
    expect(grants.some((grant) => grant.endsWith(" connections") || grant.includes("connections/"))).toBe(false);
  });

  it("lets the API find an account's votes and suggestions by index, and carry a device's votes over in a checked transaction", () => {
    storage.hasResourceProperties("AWS::DynamoDB::Table", {
      KeySchema: [
        { AttributeName: "suggestion_id", KeyType: "HASH" },
        { AttributeName: "voter_id", KeyType: "RANGE" },
      ],
      GlobalSecondaryIndexes: [
        Match.objectLike({
          IndexName: "byVoter",
          KeySchema: [
            { AttributeName: "voter_id", KeyType: "HASH" },
            { AttributeName: "created_at", KeyType: "RANGE" },
          ],
          Projection: { ProjectionType: "KEYS_ONLY" },
        }),
      ],
    });
    storage.hasResourceProperties("AWS::DynamoDB::Table", {
      GlobalSecondaryIndexes: Match.arrayWith([
        Match.objectLike({
          IndexName: "byAuthor",
          KeySchema: [
            { AttributeName: "author_id", KeyType: "HASH" },
            { AttributeName: "created_at", KeyType: "RANGE" },
          ],
        }),
      ]),
    });
    // A ConditionCheck in TransactWriteItems is authorised as dynamodb:ConditionCheckItem (Amazon
    // DynamoDB Developer Guide, "Using IAM with DynamoDB transactions").
    expect(dataGrants(api, functionOf(api, "api/lambda"))).toEqual(
      expect.arrayContaining([
        "dynamodb:Query suggestionVotes/index/byVoter",
        "dynamodb:Query suggestions/index/byAuthor",
        "dynamodb:ConditionCheckItem suggestionVotes",
        "dynamodb:ConditionCheckItem suggestions",
      ]),
    );
  });

  it("lets the API keep the board's categories and check one exists inside a suggestion's transaction, and no other function touch them", () => {
    // A ConditionCheck in TransactWriteItems is authorised as dynamodb:ConditionCheckItem (Amazon
    // DynamoDB Developer Guide, "Using IAM with DynamoDB transactions").
    expect(dataGrants(api, functionOf(api, "api/lambda")).filter((grant) => grant.endsWith(" boardCategories"))).toEqual([
      "dynamodb:ConditionCheckItem boardCategories",
      "dynamodb:DeleteItem boardCategories",
      "dynamodb:PutItem boardCategories",
      "dynamodb:Scan boardCategories",
      "dynamodb:UpdateItem boardCategories",
    ]);
    for (const fn of ["relay/lambda", "callback/lambda", "sweeper/lambda", "upgrade/lambda"]) {
      expect(
        dataGrants(api, functionOf(api, fn)).some((grant) => grant.includes("boardCategories")),
        fn,
      ).toBe(false);
    }
  });

  it("keeps prompt feedback in its own table: the API answers in a transaction and reads counters and notes, no other function touches it", () => {
    storage.hasResourceProperties("AWS::DynamoDB::Table", {
      KeySchema: [
        { AttributeName: "prompt_id", KeyType: "HASH" },
        { AttributeName: "entry", KeyType: "RANGE" },
      ],
      GlobalSecondaryIndexes: [
        Match.objectLike({
          IndexName: "byNote",
          KeySchema: [
            { AttributeName: "noted_prompt", KeyType: "HASH" },
            { AttributeName: "answered_at", KeyType: "RANGE" },
          ],
          Projection: { ProjectionType: "INCLUDE", NonKeyAttributes: ["answer", "note"] },
        }),
      ],
    });
    // A TransactWriteItems is authorised as each of its Puts and Updates (Amazon DynamoDB Developer
    // Guide, "Using IAM with DynamoDB transactions").
    expect(dataGrants(api, functionOf(api, "api/lambda")).filter((grant) => grant.includes(" promptFeedback"))).toEqual([
      "dynamodb:BatchGetItem promptFeedback",
      "dynamodb:GetItem promptFeedback",
      "dynamodb:PutItem promptFeedback",
      "dynamodb:Query promptFeedback/index/byNote",
      "dynamodb:UpdateItem promptFeedback",
    ]);
    expect(environmentOf(api, "api/lambda")).toHaveProperty(tables.promptFeedback.envVar);
    for (const fn of ["relay/lambda", "callback/lambda", "sweeper/lambda", "upgrade/lambda"]) {
      expect(
        dataGrants(api, functionOf(api, fn)).some((grant) => grant.includes("promptFeedback")),
        fn,
      ).toBe(false);
    }
  });
});

describe("the stage's data upgrade", () => {
  const scriptOf = (template: Template) => Object.values(template.findResources("Custom::SSTScript"))[0]!.Properties;
  const upgradeId = () =>
    Object.entries(api.findResources("AWS::Lambda::Function")).find(([, fn]) => fn.Properties.Handler?.includes("upgrade/lambda"))![0];

  it("runs the migrations when the stack is created, and again only with a deploy that adds one", () => {
    api.resourceCountIs("Custom::SSTScript", 1);
    const script = scriptOf(api);
    expect(script.UserCreateFunction).toEqual({ Ref: upgradeId() });
    expect(script.UserUpdateFunction).toEqual({ Ref: upgradeId() });
    expect(script.UserDeleteFunction).toBeUndefined();
    // Versioned by the migrations' ids: an unchanged version sends the script no Update, so a deploy
    // that adds no migration runs nothing (AWS CloudFormation User Guide, "Custom resources").
    expect(script.Version).toBe(migrationsVersion);
    expect(migrationsVersion).toBe(createHash("sha256").update(stageMigrationIds.join("\n")).digest("hex").slice(0, 16));
    expect(functionOf(api, "upgrade/lambda").Properties.Timeout).toBe(900);
  });

  it("may invoke itself, and no other function, to go on with a migration the time cut short", () => {
    const name = functionOf(api, "upgrade/lambda").Properties.FunctionName as string;
    expect(name).toMatch(/stage-upgrade$/);
    const invokes = statementsOf(api, roleOf(api, "upgrade/lambda")).filter((statement) =>
      [statement.Action].flat().some((action: string) => action.startsWith("lambda:")),
    );
    expect(invokes.map((statement) => [[statement.Action].flat(), [statement.Resource].flat().map(arnText)])).toEqual([
      [["lambda:InvokeFunction"], [`arn:\${AWS::Partition}:lambda:${stagePlace.region}:${stagePlace.account}:function:${name}`]],
    ]);
  });

  it("may scan and move rows of the suggestions, their votes and the jobs, keep its ledger, and touch nothing else", () => {
    expect(dataGrants(api, functionOf(api, "upgrade/lambda"))).toEqual([
      "dynamodb:DeleteItem suggestionVotes",
      "dynamodb:GetItem stageMigrations",
      "dynamodb:PutItem stageMigrations",
      "dynamodb:PutItem suggestionVotes",
      "dynamodb:Query suggestionVotes",
      "dynamodb:Scan analysisJobs",
      "dynamodb:Scan suggestions",
      "dynamodb:UpdateItem analysisJobs",
      "dynamodb:UpdateItem suggestions",
    ]);
    // Told the names of the tables the migrations take and of their ledger, and of no other; bound to no secret.
    expect(
      Object.keys(environmentOf(api, "upgrade/lambda"))
        .filter((name) => name.endsWith("_TABLE"))
        .sort(),
    ).toEqual(
      [
        tables.analysisJobs.envVar,
        tables.suggestionComments.envVar,
        tables.suggestionVotes.envVar,
        tables.suggestions.envVar,
        tables.stageMigrations.envVar,
      ].sort(),
    );
    expect(Object.keys(environmentOf(api, "upgrade/lambda")).some((name) => name.startsWith("SST_Secret_"))).toBe(false);
  });
});

describe("the relay sweeper", () => {
  it("runs every 5 minutes", () => {
    const sweeper = Object.entries(api.findResources("AWS::Lambda::Function")).find(([, fn]) =>
      fn.Properties.Handler?.includes("sweeper/lambda"),
    )![0];
    api.hasResourceProperties("AWS::Events::Rule", {
      ScheduleExpression: "rate(5 minutes)",
      Targets: [Match.objectLike({ Arn: { "Fn::GetAtt": [sweeper, "Arn"] } })],
    });
  });

  it("finds pending records through the relay status index and enqueues them, drops settled dead letters, and starts due watch checks, nothing more", () => {
    expect(dataGrants(api, functionOf(api, "sweeper/lambda"))).toEqual([
      "dynamodb:GetItem accessRequests",
      "dynamodb:GetItem analysisJobs",
      "dynamodb:GetItem boardEvents",
      "dynamodb:GetItem contactMessages",
      "dynamodb:GetItem mailOutbox",
      "dynamodb:GetItem newsletterSignups",
      "dynamodb:PutItem analysisJobs",
      "dynamodb:Query accessRequests/index/byRelayStatus",
      "dynamodb:Query analysisJobs/index/byRelayStatus",
      "dynamodb:Query boardEvents/index/byRelayStatus",
      "dynamodb:Query contactMessages/index/byRelayStatus",
      "dynamodb:Query mailOutbox/index/byRelayStatus",
      "dynamodb:Query newsletterSignups/index/byRelayStatus",
      "dynamodb:Query watches/index/byDue",
      "dynamodb:UpdateItem watches",
      "sqs:DeleteMessage dead-letter queue",
      "sqs:ReceiveMessage dead-letter queue",
      "sqs:SendMessage relay queue",
    ]);
    expect(JSON.stringify(environmentOf(api, "sweeper/lambda").RELAY_DLQ_URL)).toMatch(/RelayDeadLetter/);
  });
});

describe("the weekly digest", () => {
  it("runs on Monday at 07:00 UTC, through an EventBridge rule on its own function", () => {
    const digest = Object.entries(api.findResources("AWS::Lambda::Function")).find(([, fn]) =>
      fn.Properties.Handler?.includes("digest/lambda"),
    )![0];
    expect(weeklyDigestSchedule).toBe("cron(0 7 ? * MON *)");
    api.hasResourceProperties("AWS::Events::Rule", {
      ScheduleExpression: weeklyDigestSchedule,
      Targets: [Match.objectLike({ Arn: { "Fn::GetAtt": [digest, "Arn"] } })],
    });
  });

  it("reads the admins' accounts, the week's counters and the board's new suggestions, and each team's partition and members' accounts (the team digest), claims the week and queues the mail sealed, nothing more", () => {
    expect(dataGrants(api, functionOf(api, "digest/lambda"))).toEqual([
      "dynamodb:BatchGetItem suggestions",
      "dynamodb:GetItem users",
      "dynamodb:PutItem mailOutbox",
      "dynamodb:Query analytics",
      "dynamodb:Query suggestions/index/byNew",
      "dynamodb:Query teams",
      "dynamodb:Query teams/index/byCreated",
      "dynamodb:UpdateItem users",
      "sqs:SendMessage relay queue",
    ]);
    const secrets = Object.keys(environmentOf(api, "digest/lambda")).filter((name) => name.startsWith("SST_Secret_value_"));
    // TOKEN_SECRET seals the queued mail's body (core/mail-outbox/sealed-body.ts).
    expect(secrets.sort()).toEqual(["SST_Secret_value_ADMIN_EMAILS", "SST_Secret_value_TOKEN_SECRET"]);
    expect(JSON.stringify(environmentOf(api, "digest/lambda").PUBLIC_URL)).toBeTruthy();
  });
});

describe("the site's routing at the edge", () => {
  // CloudFront Functions run this JavaScript; evaluate it the same way.
  type Response = { statusCode?: number; headers: Record<string, { value: string }> };
  const route = new Function(`${siteFunctions.request}; return handler;`)() as (event: { request: { uri: string } }) => { uri: string };
  const respond = new Function(`${siteFunctions.response}; return handler;`)() as (event: {
    request: { uri: string };
    response: Response;
  }) => Response;
  const uriFor = (uri: string) => route({ request: { uri } }).uri;
  const answerFor = (uri: string) => respond({ request: { uri }, response: { statusCode: 200, headers: {} } });

  it("serves the prerendered pages as built", () => {
    expect(uriFor("/")).toBe("/index.html");
    expect(uriFor("/blog/model-context-protocol-mcp")).toBe("/blog/model-context-protocol-mcp/index.html");
    expect(uriFor("/blog/model-context-protocol-mcp/")).toBe("/blog/model-context-protocol-mcp/index.html");
    expect(answerFor("/blog/model-context-protocol-mcp")).toEqual({ statusCode: 200, headers: {} });
    expect(answerFor("/")).toEqual({ statusCode: 200, headers: {} });
  });

  it("serves the app behind the access code with its shell, never indexed", () => {
    for (const path of ["/level-2", "/level-2/tools", "/prompts/claude", "/level-3-market-decision", "/admin/audience"]) {
      expect(uriFor(path), path).toBe("/app.html");
      expect(answerFor(path), path).toEqual({ statusCode: 200, headers: { "x-robots-tag": { value: "noindex" } } });
    }
  });

  it("answers an unknown path with the 404 page and status, and an unknown post with the app's own page and a 404", () => {
    expect(uriFor("/no-such-page")).toBe("/404.html");
    expect(answerFor("/no-such-page")).toMatchObject({ statusCode: 404, headers: { "x-robots-tag": { value: "noindex" } } });
    expect(uriFor("/prompts/unknown-tool")).toBe("/404.html");
    expect(uriFor("/blog/no-such-post")).toBe("/app.html");
    expect(answerFor("/blog/no-such-post")).toMatchObject({ statusCode: 404 });
  });

  it("leaves files and hashed assets alone, so a missing one is never answered with HTML", () => {
    expect(uriFor("/assets/index-abc123.js")).toBe("/assets/index-abc123.js");
    expect(uriFor("/assets/chunk")).toBe("/assets/chunk");
    expect(uriFor("/favicon.svg")).toBe("/favicon.svg");
    expect(uriFor("/og/home.png")).toBe("/og/home.png");
    expect(answerFor("/robots.txt")).toEqual({ statusCode: 200, headers: {} });
  });

  it("runs on every request and every response of the site", () => {
    web.hasResourceProperties(
      "AWS::CloudFront::Distribution",
      Match.objectLike({
        DistributionConfig: Match.objectLike({
          DefaultCacheBehavior: Match.objectLike({
            FunctionAssociations: Match.arrayWith([
              Match.objectLike({ EventType: "viewer-request" }),
              Match.objectLike({ EventType: "viewer-response" }),
            ]),
          }),
        }),
      }),
    );
  });
});

describe("production", () => {
  let prod: Awaited<ReturnType<typeof synth>>;
  beforeAll(async () => {
    prod = await synth("prod");
  });

  it("retains its tables and protects them from deletion", () => {
    const tableResources = Object.values(prod.storage.findResources("AWS::DynamoDB::Table"));
    expect(tableResources).toHaveLength(Object.keys(tables).length);
    for (const table of tableResources) {
      expect(table.DeletionPolicy).toBe("Retain");
      expect(table.Properties.DeletionProtectionEnabled).toBe(true);
      expect(table.Properties.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
    }
  });

  it("keeps failed deliveries: the dead-letter queue is retained and holds messages 14 days", () => {
    const deadLetter = deadLetterQueueOf(prod.storage);
    expect(deadLetter.DeletionPolicy).toBe("Retain");
    expect(deadLetter.UpdateReplacePolicy).toBe("Retain");
    expect(deadLetter.Properties.MessageRetentionPeriod).toBe(14 * 86_400);
  });

  it("hides a relay message at least six times the consumer's timeout", () => {
    const timeout = functionOf(prod.api, "relay/lambda").Properties.Timeout;
    expect(relayQueueOf(prod.storage).Properties.VisibilityTimeout).toBeGreaterThanOrEqual(6 * timeout);
  });

  it("reserves no concurrency in any stack, so a new account (10 concurrent executions, none of them reservable) deploys it first time", () => {
    const stacks = { storage: prod.storage, realtime: prod.realtime, api: prod.api, operations: prod.operations };
    const functions = Object.entries(stacks).flatMap(([stack, template]) =>
      Object.entries(template.findResources("AWS::Lambda::Function")).map(([id, fn]) => [`${stack}/${id}`, fn] as const),
    );
    expect(functions.length).toBeGreaterThan(10);
    for (const [id, fn] of functions) expect(fn.Properties.ReservedConcurrentExecutions, id).toBeUndefined();
  });
});

describe("operations", () => {
  const alarmsOf = (template: Template) => Object.values(template.findResources("AWS::CloudWatch::Alarm")).map((alarm) => alarm.Properties);
  const fiveMinutesOverZero = {
    Period: 300,
    EvaluationPeriods: 1,
    Threshold: 0,
    ComparisonOperator: "GreaterThanThreshold",
    TreatMissingData: "notBreaching",
  };

  it("alarms as soon as the dead-letter queue holds a delivery that spent its retries", () => {
    const deadLetters = alarmsOf(operations).filter(
      (alarm) => alarm.Namespace === "AWS/SQS" && JSON.stringify(alarm.Dimensions).includes("RelayDeadLetter"),
    );
    expect(deadLetters).toHaveLength(1);
    expect(deadLetters[0]).toMatchObject({
      MetricName: "ApproximateNumberOfMessagesVisible",
      Statistic: "Maximum",
      ...fiveMinutesOverZero,
    });
    expect(deadLetters[0].AlarmDescription).toContain("Send again");
  });

  it("alarms when a roasted page waits more than 5 minutes for a browser, and when one crashed the browser three times", () => {
    const captures = alarmsOf(operations).filter(
      (alarm) => alarm.Namespace === "AWS/SQS" && JSON.stringify(alarm.Dimensions).includes("Capture"),
    );
    expect(
      captures.map((alarm) => [alarm.MetricName, alarm.Threshold, /CaptureDeadLetter/.test(JSON.stringify(alarm.Dimensions))]),
    ).toEqual(
      expect.arrayContaining([
        ["ApproximateAgeOfOldestMessage", 300, false],
        ["ApproximateNumberOfMessagesVisible", 0, true],
      ]),
    );
    expect(captures).toHaveLength(2);
    expect(captures.find((alarm) => alarm.MetricName === "ApproximateAgeOfOldestMessage")!.AlarmDescription).toContain(
      "CAPTURE_CONCURRENCY",
    );
  });

  it("alarms on the errors of each of our functions", () => {
    const errors = alarmsOf(operations).filter((alarm) => alarm.Namespace === "AWS/Lambda" && alarm.MetricName === "Errors");
    expect(errors.every((alarm) => alarm.Statistic === "Sum")).toBe(true);
    expect(errors.map((alarm) => alarm.Dimensions[0].Name)).toEqual(errors.map(() => "FunctionName"));
    for (const alarm of errors) expect(alarm).toMatchObject(fiveMinutesOverZero);
    // api, callback, relay, sweeper, the weekly digest, mail feedback, the three WebSocket routes,
    // and the page capture and the two edge authorizers (which read no table): one alarm each, on twelve functions.
    const watched = new Set(errors.map((alarm) => JSON.stringify(alarm.Dimensions[0].Value)));
    expect(watched.size).toBe(12);
    expect([...ourFunctions(api), ...ourFunctions(realtime)]).toHaveLength(9);
  });

  it("makes no topic and notifies no one when ALARM_EMAIL is unset", () => {
    operations.resourceCountIs("AWS::SNS::Topic", 0);
    operations.resourceCountIs("AWS::SNS::Subscription", 0);
    for (const alarm of alarmsOf(operations)) expect(alarm.AlarmActions).toBeUndefined();
  });

  it("subscribes ALARM_EMAIL to one topic that every alarm, and its recovery, notifies", async () => {
    const { operations: alerting } = await synth("alarms", { ALARM_EMAIL: "ops@aiforleaders.example", MAIL_FROM: mailSenderSetting });
    alerting.resourceCountIs("AWS::SNS::Topic", 1);
    alerting.hasResourceProperties("AWS::SNS::Subscription", { Protocol: "email", Endpoint: "ops@aiforleaders.example" });
    const topic = { Ref: idOf(alerting, "AWS::SNS::Topic") };
    const alarms = alarmsOf(alerting);
    expect(alarms.length).toBe(alarmsOf(operations).length);
    for (const alarm of alarms) {
      expect(alarm.AlarmActions).toEqual([topic]);
      expect(alarm.OKActions).toEqual([topic]);
    }
    // Only over TLS: the topic's policy refuses any request that is not.
    const [policy] = Object.values(alerting.findResources("AWS::SNS::TopicPolicy"));
    expect(policy!.Properties.Topics).toEqual([topic]);
    expect(policy!.Properties.PolicyDocument.Statement).toContainEqual(
      expect.objectContaining({ Effect: "Deny", Condition: { Bool: { "aws:SecureTransport": "false" } } }),
    );
  });

  it("checks ALARM_EMAIL before deploying", async () => {
    await withDeploySettings({ ALARM_EMAIL: "ops at example" }, () => expect(() => alarmEmail()).toThrow(/one email address/));
    await withDeploySettings({ ALARM_EMAIL: " ops@aiforleaders.example " }, () => expect(alarmEmail()).toBe("ops@aiforleaders.example"));
    await withDeploySettings({}, () => expect(alarmEmail()).toBeUndefined());
  });

  it("keeps every function's logs for 30 days, SST's and CDK's helper functions included", () => {
    // Lambda makes /aws/lambda/<name> on first call and keeps it forever, unless the function names
    // a log group in its LoggingConfig (AWS Lambda Developer Guide, "Configuring CloudWatch log groups").
    const templates = { storage, realtime, api, operations };
    let functionCount = 0;
    for (const [stack, template] of Object.entries(templates)) {
      for (const [id, fn] of Object.entries(template.findResources("AWS::Lambda::Function"))) {
        functionCount += 1;
        expect(retentionDaysOf(template, id, fn), `${stack}: ${id}`).toBe(30);
      }
    }
    // Ours, the upgrade script's, SST's per-stack custom resource handler and CDK's providers.
    expect(functionCount).toBeGreaterThan(ourFunctions(api).length + ourFunctions(realtime).length + 4);
  });

  it("keeps our functions' logs in /aws/lambda/<name>, where the README's commands and the alarms read them", () => {
    for (const template of [api, realtime]) {
      for (const [id, fn] of Object.entries(template.findResources("AWS::Lambda::Function")).filter(([, candidate]) =>
        ourFunctions(template).includes(candidate),
      )) {
        expect(fn.Properties.LoggingConfig, id).toBeUndefined();
        expect(retentionDaysOf(template, id, fn), id).toBe(30);
      }
    }
  });
});

describe("limits per visitor at the edge (AWS WAF)", () => {
  const webAcl = () => Object.values(web.findResources("AWS::WAFv2::WebACL"))[0]!.Properties;
  const distributionConfig = (template: Template) =>
    Object.values(template.findResources("AWS::CloudFront::Distribution"))[0]!.Properties.DistributionConfig;

  it("guards the distribution with a web ACL of scope CLOUDFRONT, declared in the stack of a stage in us-east-1", () => {
    expect(webAcl()).toMatchObject({ Scope: "CLOUDFRONT", DefaultAction: { Allow: {} } });
    expect(distributionConfig(web).WebACLId).toEqual({ "Fn::GetAtt": [idOf(web, "AWS::WAFv2::WebACL"), "Arn"] });
  });

  it("refuses an address over a rate rule with the site's own 429 and Retry-After", () => {
    const rules = webAcl().Rules as Array<Record<string, any>>;
    const rateRules = rules.filter((rule) => rule.Statement.RateBasedStatement);
    expect(rateRules.map((rule) => rule.Name)).toEqual(edgeRateRules.map((rule) => rule.name));
    for (const [index, rule] of rateRules.entries()) {
      const expected = edgeRateRules[index]!;
      expect(rule.Statement.RateBasedStatement).toMatchObject({
        Limit: expected.limit,
        EvaluationWindowSec: edgeRateWindowSeconds,
        AggregateKeyType: "IP",
      });
      expect(JSON.stringify(rule.Statement.RateBasedStatement.ScopeDownStatement)).toContain(`"SearchString":"${expected.pathPrefix}"`);
      expect(rule.Action.Block.CustomResponse).toEqual({
        ResponseCode: 429,
        CustomResponseBodyKey: "too-many-requests",
        ResponseHeaders: [{ Name: "retry-after", Value: String(edgeRefusal.retryAfterSeconds) }],
      });
    }
    expect(JSON.parse(webAcl().CustomResponseBodies["too-many-requests"].Content)).toEqual(edgeRefusal.body);
    // Comparing a page with its rivals starts up to three roasts: it counts as model jobs, like a workflow.
    const [modelJobPaths, modelJobMethod] = rateRules.find((rule) => rule.Name === "model-jobs")!.Statement.RateBasedStatement
      .ScopeDownStatement.AndStatement.Statements;
    expect(modelJobMethod.ByteMatchStatement).toMatchObject({ FieldToMatch: { Method: {} }, SearchString: "POST" });
    const rivals = modelJobPaths.OrStatement.Statements.find(
      (statement: Record<string, any>) => statement.RegexMatchStatement,
    ).RegexMatchStatement;
    expect(rivals.FieldToMatch).toEqual({ UriPath: {} });
    const counted = (path: string) => new RegExp(rivals.RegexString).test(path);
    expect(counted("/api/results/AAAAAAAAAAAAAAAAAAAAAA/rivals")).toBe(true);
    expect(counted("/api/results/AAAAAAAAAAAAAAAAAAAAAA")).toBe(false);
    expect(counted("/api/results/AAAAAAAAAAAAAAAAAAAAAA/rivals/more")).toBe(false);
    // What the automations post back is never limited by address: n8n posts every callback from one.
    expect(JSON.stringify(rateRules)).not.toContain("/callback");
  });

  it("runs AWS's common and known-bad-inputs rule groups, counting only, before the rate rules", () => {
    const rules = webAcl().Rules as Array<Record<string, any>>;
    const managed = rules.filter((rule) => rule.Statement.ManagedRuleGroupStatement);
    expect(managed.map((rule) => rule.Statement.ManagedRuleGroupStatement)).toEqual(
      managedRuleGroups.map((name) => ({ VendorName: "AWS", Name: name })),
    );
    for (const rule of managed) expect(rule.OverrideAction).toEqual({ Count: {} });
    expect(Math.max(...managed.map((rule) => rule.Priority))).toBeLessThan(
      Math.min(...rules.filter((rule) => rule.Statement.RateBasedStatement).map((rule) => rule.Priority)),
    );
  });

  it("is off with WAF=off, and checked before deploying", async () => {
    const { web: unguarded } = await synth("nowaf", { WAF: "off" });
    unguarded.resourceCountIs("AWS::WAFv2::WebACL", 0);
    expect(distributionConfig(unguarded).WebACLId).toBeUndefined();
    await withDeploySettings({ WAF: "maybe" }, () => expect(() => firewallEnabled()).toThrow(/on or off/));
    await withDeploySettings({}, () => expect(firewallEnabled()).toBe(true));
  });
});

describe("limits per visitor at the edge, from a stage outside us-east-1 (AWS WAF)", () => {
  let elsewhere: Awaited<ReturnType<typeof synth>>;
  beforeAll(async () => {
    elsewhere = await synth("test", { AWS_REGION: "eu-west-1", MAIL_FROM: mailSenderSetting });
  });
  const customResourceType = "Custom::CloudFrontWebAcl";
  const handlerRole = () => roleOf(elsewhere.api, "firewall/lambda");
  const handlerId = () =>
    Object.entries(elsewhere.api.findResources("AWS::Lambda::Function")).find(
      ([, fn]) => fn.Properties.Handler === "packages/functions/src/firewall/lambda.handler",
    )![0];

  it('makes the web ACL in us-east-1 through a custom resource (AWS WAF Developer Guide, "Resources that you can protect with AWS WAF": a web ACL for CloudFront must be created in US East (N. Virginia))', () => {
    expect(elsewhere.place.region).toBe("eu-west-1");
    elsewhere.api.resourceCountIs("AWS::WAFv2::WebACL", 0);
    elsewhere.api.resourceCountIs(customResourceType, 1);
    const { ServiceToken, WebACL } = Object.values(elsewhere.api.findResources(customResourceType))[0]!.Properties;
    // Every rule, the default action, the metrics and the 429 body: what a stage in us-east-1 declares.
    const { Tags, ...declared } = Object.values(web.findResources("AWS::WAFv2::WebACL"))[0]!.Properties;
    expect(Tags).toBeDefined();
    expect(JSON.parse(WebACL)).toEqual(declared);
    expect(declared).toEqual(edgeWebAcl(declared.Name));
    // Answered by CDK's provider framework, which hands each event to our handler.
    const framework = elsewhere.api.findResources("AWS::Lambda::Function")[ServiceToken["Fn::GetAtt"][0]]!;
    expect(framework.Properties.Environment.Variables.USER_ON_EVENT_FUNCTION_ARN).toEqual({ "Fn::GetAtt": [handlerId(), "Arn"] });
  });

  it("puts that web ACL, by its ARN, on the distribution", () => {
    const distribution = Object.values(elsewhere.web.findResources("AWS::CloudFront::Distribution"))[0]!.Properties.DistributionConfig;
    expect(distribution.WebACLId).toEqual({ "Fn::GetAtt": [idOf(elsewhere.api, customResourceType), "Arn"] });
  });

  it("lets its handler, alone, make, read, change and delete web ACLs in us-east-1 of this account (Service Authorization Reference, AWS WAF V2)", () => {
    const { account } = elsewhere.place;
    const grants = statementsOf(elsewhere.api, handlerRole())
      // SST's default tracing.
      .filter((statement) => ![statement.Action].flat().every((action) => action.startsWith("xray:")))
      .map((statement) => ({
        effect: statement.Effect,
        actions: [statement.Action].flat().sort(),
        resources: [statement.Resource].flat().map(arnText),
      }));
    expect(grants).toEqual([
      {
        effect: "Allow",
        actions: ["wafv2:CreateWebACL", "wafv2:DeleteWebACL", "wafv2:GetWebACL", "wafv2:UpdateWebACL"],
        resources: [`arn:\${AWS::Partition}:wafv2:us-east-1:${account}:global/webacl/*`],
      },
      // A web ACL that names AWS's managed rule groups is authorised against them too.
      {
        effect: "Allow",
        actions: ["wafv2:CreateWebACL", "wafv2:UpdateWebACL"],
        resources: [`arn:\${AWS::Partition}:wafv2:us-east-1:${account}:global/managedruleset/*`],
      },
    ]);
    const rolesWithWaf = policiesOf(elsewhere.api)
      .filter((policy) => JSON.stringify(policy.Properties.PolicyDocument).includes('"wafv2:'))
      .flatMap((policy) => (policy.Properties.Roles as Array<{ Ref: string }>).map((role) => role.Ref));
    expect(rolesWithWaf).toEqual([handlerRole()]);
  });

  it("keeps the logs of its handler and of CDK's provider framework 30 days", () => {
    const functions = Object.entries(elsewhere.api.findResources("AWS::Lambda::Function"));
    const framework = functions.filter(([, fn]) => JSON.stringify(fn.Properties.Description ?? "").includes("provider framework"));
    expect(framework.length).toBeGreaterThan(0);
    for (const [id, fn] of [...framework, ...functions.filter(([candidate]) => candidate === handlerId())]) {
      expect(retentionDaysOf(elsewhere.api, id, fn), id).toBe(30);
    }
  });

  it("has no alarm on WAF's blocks: their metrics stay in us-east-1, which no alarm of the stage's region can watch (AWS WAF Developer Guide, \"AWS WAF metrics and dimensions\")", () => {
    const alarms = Object.values(elsewhere.operations.findResources("AWS::CloudWatch::Alarm")).map((alarm) => alarm.Properties);
    expect(alarms.filter((alarm) => alarm.Namespace === "AWS/WAFV2" || JSON.stringify(alarm.AlarmName).includes("waf-blocks"))).toEqual([]);
    // Every other alarm is there.
    expect(alarms).toHaveLength(Object.keys(operations.findResources("AWS::CloudWatch::Alarm")).length - 1);
  });
});

describe("what operators are told", () => {
  const alarms = () => Object.values(operations.findResources("AWS::CloudWatch::Alarm")).map((alarm) => alarm.Properties);
  const named = (suffix: string) => {
    const found = alarms().find((alarm) => JSON.stringify(alarm.AlarmName).includes(suffix));
    if (!found) throw new Error(`No alarm named …${suffix}`);
    return found;
  };

  it("alarms on the API's 5xx and 429 shares of requests", () => {
    for (const [suffix, source] of [
      ["api-5xx-rate", "5xx"],
      ["api-429-rate", "TooManyRequests"],
    ] as const) {
      const alarm = named(suffix);
      expect(alarm.Metrics.find((metric: { ReturnData?: boolean; Expression?: string }) => metric.Expression)?.Expression).toBe(
        "100 * part / MAX([whole, 1])",
      );
      expect(JSON.stringify(alarm.Metrics)).toContain(`"MetricName":"${source}"`);
    }
    // 429s are counted from the HTTP API's access log, where each line has the answer's status.
    operations.hasResourceProperties("AWS::Logs::MetricFilter", {
      FilterPattern: '{ $.status = "429" }',
      MetricTransformations: [Match.objectLike({ MetricName: "TooManyRequests" })],
    });
  });

  it("alarms when Lambda throttles any of our functions, and when DynamoDB throttles any table", () => {
    const throttles = alarms().filter((alarm) => alarm.MetricName === "Throttles" && alarm.Namespace === "AWS/Lambda");
    expect(throttles).toHaveLength(12);
    for (const table of Object.keys(tables)) {
      const alarm = named(`${table}-table-throttles`);
      expect(JSON.stringify(alarm.Metrics)).toMatch(/ReadThrottleEvents.*WriteThrottleEvents/);
    }
  });

  it("alarms on WAF blocks and when the day's model budget is spent", () => {
    expect(JSON.stringify(named("waf-blocks"))).toContain('"MetricName":"BlockedRequests"');
    expect(named("waf-blocks").Namespace).toBe("AWS/WAFV2");
    operations.hasResourceProperties("AWS::Logs::MetricFilter", { FilterPattern: '{ $.event = "ai_budget_exhausted" }' });
    expect(named("ai-budget-exhausted").Threshold).toBe(0);
  });

  it("keeps every log group 30 days: functions' and the APIs' access logs", () => {
    for (const template of [api, realtime]) {
      const groups = Object.values(template.findResources("AWS::Logs::LogGroup"));
      expect(groups.length).toBeGreaterThan(0);
      for (const group of groups) expect(group.Properties.RetentionInDays).toBe(30);
    }
  });
});

describe("the site's files", () => {
  const distributionConfig = () => Object.values(web.findResources("AWS::CloudFront::Distribution"))[0]!.Properties.DistributionConfig;

  it("are read by the distribution through origin access control, not the legacy identity", () => {
    web.resourceCountIs("AWS::CloudFront::CloudFrontOriginAccessIdentity", 0);
    web.resourceCountIs("AWS::CloudFront::OriginAccessControl", 1);
    const s3Origin = distributionConfig().Origins.find((origin: Record<string, unknown>) => origin.S3OriginConfig);
    expect(s3Origin.OriginAccessControlId).toEqual({ "Fn::GetAtt": [idOf(web, "AWS::CloudFront::OriginAccessControl"), "Id"] });
  });

  it("and the queues refuse any request not made over TLS", () => {
    const deniesPlainHttp = (policy: Record<string, any>) =>
      policy.Properties.PolicyDocument.Statement.some(
        (statement: Record<string, any>) => statement.Effect === "Deny" && statement.Condition?.Bool?.["aws:SecureTransport"] === "false",
      );
    const bucketPolicies = Object.values(web.findResources("AWS::S3::BucketPolicy"));
    expect(bucketPolicies.length).toBeGreaterThan(0);
    expect(bucketPolicies.every(deniesPlainHttp)).toBe(true);
    const queuePolicies = Object.values(storage.findResources("AWS::SQS::QueuePolicy"));
    expect(queuePolicies).toHaveLength(2);
    expect(queuePolicies.every(deniesPlainHttp)).toBe(true);
  });

  it("are cached as locally: public files 5 minutes, hashed assets forever, pages revalidated", () => {
    const uploader = Object.values(web.findResources("Custom::S3Uploader"))[0]!.Properties;
    // SST's uploader gives each file the cache-control of the last option whose glob matches it.
    expect(uploader.fileOptions.slice(-3)).toEqual([
      { files: "**", cacheControl: cacheControl.other },
      { files: "assets/**", cacheControl: cacheControl.asset },
      { files: "**/*.html", cacheControl: cacheControl.index },
    ]);
    expect(cacheControl.other).toBe("public, max-age=300");
  });

  it("publish no build manifest", () => {
    const built = new URL("../../packages/web/dist-cloud/", import.meta.url).pathname;
    const files = readdirSync(built, { recursive: true }).map(String);
    expect(files.filter((file) => file.includes(".vite") || file.endsWith("manifest.json"))).toEqual([]);
  });
});

describe("mail through Amazon SES", () => {
  const sender = mailSenderSetting;
  const sending = {
    get api() {
      return api;
    },
    get place() {
      return stagePlace;
    },
  };
  let silent: Template;
  beforeAll(async () => {
    ({ api: silent } = await synth("test"));
  });

  /** Every statement that allows an SES action, with the role it is on. */
  const sesGrants = (template: Template) =>
    policiesOf(template).flatMap((policy) =>
      (policy.Properties.PolicyDocument.Statement as Array<Statement & { Condition?: unknown }>)
        .filter((statement) => [statement.Action].flat().some((action) => action.startsWith("ses:")))
        .map((statement) => ({
          roles: (policy.Properties.Roles as Array<{ Ref: string }>).map((role) => role.Ref),
          effect: statement.Effect,
          actions: [statement.Action].flat(),
          resources: [statement.Resource].flat().map(arnText),
          condition: statement.Condition,
        })),
    );

  it("keeps every email in an outbox table, found by its delivery status and removed after its TTL", () => {
    const outbox = Object.entries(storage.findResources("AWS::DynamoDB::Table")).filter(([id]) => id.startsWith("mailOutbox"));
    expect(outbox).toHaveLength(1);
    expect(outbox[0]![1].Properties).toMatchObject({
      KeySchema: [{ AttributeName: "id", KeyType: "HASH" }],
      TimeToLiveSpecification: { AttributeName: "expires_at", Enabled: true },
      GlobalSecondaryIndexes: [expect.objectContaining({ IndexName: "byRelayStatus" })],
    });
  });

  // https://docs.aws.amazon.com/AWSCloudFormation/latest/UserGuide/aws-resource-ses-configurationset.html
  it("gives the stage a configuration set that keeps bounced and complaining addresses off the list", () => {
    const id = idOf(api, "AWS::SES::ConfigurationSet");
    expect(api.findResources("AWS::SES::ConfigurationSet")[id]!.Properties).toMatchObject({
      Name: expect.stringMatching(/^test-.+-mail$/),
      SendingOptions: { SendingEnabled: true },
      SuppressionOptions: { SuppressedReasons: ["BOUNCE", "COMPLAINT"] },
    });
    expect(environmentOf(api, "relay/lambda")).toMatchObject({ MAIL_TRANSPORT: "ses", SES_CONFIGURATION_SET: { Ref: id } });
  });

  it("without MAIL_FROM, makes no SES resource and no mail-feedback function, and lets nothing send mail", () => {
    expect(sesGrants(silent)).toEqual([]);
    expect(Object.keys(silent.toJSON().Resources).filter((id) => /^Mail(ConfigurationSet|Feedback)/.test(id))).toEqual([]);
    expect(Object.values(silent.findResources("AWS::SES::ConfigurationSet"))).toEqual([]);
    expect(
      Object.values(silent.findResources("AWS::Lambda::Function")).filter((fn) => fn.Properties.Handler?.includes("mail-feedback")),
    ).toEqual([]);
    expect(environmentOf(silent, "relay/lambda")).not.toHaveProperty("MAIL_FROM");
    expect(environmentOf(silent, "relay/lambda")).not.toHaveProperty("MAIL_TRANSPORT");
  });

  // https://docs.aws.amazon.com/service-authorization/latest/reference/list_amazonsimpleemailservicev2.html
  it("with MAIL_FROM, lets the relay ses:SendEmail from that address only, and nothing broader", () => {
    expect(environmentOf(sending.api, "relay/lambda")).toMatchObject({ MAIL_FROM: sender });
    const { region, account } = sending.place;
    const identities = `arn:\${AWS::Partition}:ses:${region}:${account}:identity/*`;
    const configurationSet = `arn:\${AWS::Partition}:ses:${region}:${account}:configuration-set/\${${idOf(sending.api, "AWS::SES::ConfigurationSet")}}`;
    expect(sesGrants(sending.api)).toEqual([
      {
        roles: [roleOf(sending.api, "relay/lambda")],
        effect: "Allow",
        actions: ["ses:SendEmail"],
        resources: [identities, configurationSet],
        condition: { StringEquals: { "ses:FromAddress": "hello@aiforleaders.example" } },
      },
    ]);
  });

  it("refuses to deploy with a MAIL_FROM that is not one address", async () => {
    await expect(synth("test", { MAIL_FROM: "hello at aiforleaders" })).rejects.toThrow("Set MAIL_FROM to one address");
  });
});

describe("bounces and complaints fed back to the audience", () => {
  const topicId = () => idOf(api, "AWS::SNS::Topic");

  // https://docs.aws.amazon.com/AWSCloudFormation/latest/UserGuide/aws-resource-ses-configurationseteventdestination.html
  it("has the configuration set publish its bounces and complaints, and only those, to the stage's topic", () => {
    api.resourceCountIs("AWS::SES::ConfigurationSetEventDestination", 1);
    api.hasResourceProperties("AWS::SES::ConfigurationSetEventDestination", {
      ConfigurationSetName: { Ref: idOf(api, "AWS::SES::ConfigurationSet") },
      EventDestination: {
        Enabled: true,
        MatchingEventTypes: ["bounce", "complaint"],
        SnsDestination: { TopicARN: { Ref: topicId() } },
      },
    });
  });

  it("subscribes the mail-feedback function to that topic", () => {
    const feedbackId = Object.entries(api.findResources("AWS::Lambda::Function")).find(([, fn]) =>
      fn.Properties.Handler?.includes("mail-feedback/lambda"),
    )![0];
    api.hasResourceProperties("AWS::SNS::Subscription", {
      Protocol: "lambda",
      TopicArn: { Ref: topicId() },
      Endpoint: { "Fn::GetAtt": [feedbackId, "Arn"] },
    });
    api.hasResourceProperties("AWS::Lambda::Permission", {
      Action: "lambda:InvokeFunction",
      Principal: "sns.amazonaws.com",
      SourceArn: { Ref: topicId() },
    });
  });

  it("lets the function only update newsletter signups", () => {
    expect(dataGrants(api, functionOf(api, "mail-feedback/lambda"))).toEqual(["dynamodb:UpdateItem newsletterSignups"]);
    const role = roleOf(api, "mail-feedback/lambda");
    const otherActions = statementsOf(api, role)
      .flatMap((statement) => [statement.Action].flat())
      .filter((action) => !/^(dynamodb|xray|logs):/.test(action));
    expect(otherActions).toEqual([]);
  });

  it("has the topic refuse any request not made over TLS", () => {
    const policies = Object.values(api.findResources("AWS::SNS::TopicPolicy"));
    expect(policies).toHaveLength(1);
    expect(policies[0]!.Properties.Topics).toEqual([{ Ref: topicId() }]);
    expect(policies[0]!.Properties.PolicyDocument.Statement).toContainEqual(
      expect.objectContaining({ Effect: "Deny", Condition: { Bool: { "aws:SecureTransport": "false" } } }),
    );
  });
});
