// Builds the SST stacks offline and asserts on their CloudFormation templates.
import { beforeAll, describe, expect, it } from "vitest";
import { Match, Template } from "aws-cdk-lib/assertions";
import { App, getStack } from "sst/constructs";
import { initProject } from "sst/project.js";
import { modelSettingNames, relayQueue, secretsByFunction, tables } from "@ai-leaders/infra";
import { Storage } from "../../stacks/storage.ts";
import { Realtime } from "../../stacks/realtime.ts";
import { ApiStack } from "../../stacks/api.ts";
import { Web, noindexCode, spaRoutingCode } from "../../stacks/web.ts";
import { modelSettings } from "../../stacks/environment.ts";
import config from "../../sst.config.ts";

type ModelSettings = Partial<Record<(typeof modelSettingNames)[number], string>>;

let storage: Template;
let realtime: Template;
let api: Template;
let web: Template;

/**
 * Runs the real sst.config.ts against an offline app, as `sst deploy` would, without AWS. The
 * model settings are the deploy environment's; none set means AI_PROVIDER defaults to none.
 */
async function synth(stage: string, settings: ModelSettings = {}) {
  process.env.PUBLIC_URL = "https://aiforleaders.test";
  return withModelSettings(settings, async () => {
    await initProject({ stage });
    const app = new App({ mode: "deploy", stage });
    await config.stacks(app);
    await app.finish();
    return {
      storage: Template.fromStack(getStack(Storage)),
      realtime: Template.fromStack(getStack(Realtime)),
      api: Template.fromStack(getStack(ApiStack)),
      web: Template.fromStack(getStack(Web)),
      /** Where the API stack deploys, as its ARNs name it. */
      place: { region: getStack(ApiStack).region, account: getStack(ApiStack).account },
    };
  });
}

/** Sets exactly these model settings in process.env for `run`, then puts the old ones back. */
async function withModelSettings<T>(settings: ModelSettings, run: () => T | Promise<T>): Promise<T> {
  const saved = Object.fromEntries(modelSettingNames.map((name) => [name, process.env[name]]));
  const assign = (values: Record<string, string | undefined>) => {
    for (const name of modelSettingNames) {
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
  return Object.values(template.findResources("AWS::Lambda::Function")).filter((fn) => fn.Properties.Environment?.Variables?.NEWSLETTER_SIGNUPS_TABLE);
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
  return Object.values(template.findResources("AWS::IAM::Policy")).flatMap((policy) =>
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

beforeAll(async () => {
  ({ storage, realtime, api, web } = await synth("test"));
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
  });
});

describe("api", () => {
  it("routes /api to the API Lambda and /callback to the callback Lambda on the $default stage", () => {
    api.hasResourceProperties("AWS::ApiGatewayV2::Api", { ProtocolType: "HTTP" });
    api.hasResourceProperties("AWS::ApiGatewayV2::Stage", { StageName: "$default" });
    api.hasResourceProperties("AWS::ApiGatewayV2::Route", { RouteKey: "ANY /api/{proxy+}" });
    api.hasResourceProperties("AWS::ApiGatewayV2::Route", { RouteKey: "POST /callback/{sessionId}" });
  });

  it("runs every function on nodejs22.x and arm64", () => {
    const ours = ourFunctions(api);
    expect(ours.length).toBe(3);
    for (const fn of ours) {
      expect(fn.Properties.Runtime).toBe("nodejs22.x");
      expect(fn.Properties.Architectures).toEqual(["arm64"]);
    }
  });

  it("consumes the relay queue reporting partial batch failures", () => {
    api.hasResourceProperties("AWS::Lambda::EventSourceMapping", {
      BatchSize: relayQueue.batchSize,
      FunctionResponseTypes: ["ReportBatchItemFailures"],
    });
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
  });
});

describe("the relay consumer", () => {
  it("has time for a model call: 90 s per attempt, a message hidden 180 s", () => {
    expect(functionOf(api, "relay/lambda").Properties.Timeout).toBe(90);
    storage.hasResourceProperties("AWS::SQS::Queue", { VisibilityTimeout: 180, RedrivePolicy: Match.anyValue() });
  });
});

describe("the model settings", () => {
  const foundationModel = "anthropic.claude-3-5-haiku-20241022-v1:0";
  const inferenceProfile = "us.anthropic.claude-sonnet-4-5-20250929-v1:0";
  const invokeActions = ["bedrock:InvokeModel", "bedrock:InvokeModelWithResponseStream"];

  it("reach every function, AI_PROVIDER defaulting to none", () => {
    // api, callback and relay, and one per WebSocket route.
    const ours = [...ourFunctions(api), ...ourFunctions(realtime)];
    expect(ours.length).toBe(6);
    for (const fn of ours) {
      expect(fn.Properties.Environment.Variables.AI_PROVIDER).toBe("none");
      expect(fn.Properties.Environment.Variables.AI_MODEL).toBeUndefined();
    }
  });

  it("grant nothing on Bedrock when the provider is none", () => {
    for (const template of [storage, realtime, api, web]) {
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
    for (const template of [bedrock.storage, bedrock.realtime, bedrock.web]) expect(bedrockGrants(template)).toEqual([]);

    for (const fn of [...ourFunctions(bedrock.api), ...ourFunctions(bedrock.realtime)]) {
      expect(fn.Properties.Environment.Variables).toMatchObject({ AI_PROVIDER: "bedrock", AI_MODEL: foundationModel, AI_TIMEOUT_SECONDS: "60" });
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
    await withModelSettings({ AI_PROVIDER: "anthropic" }, () => expect(() => modelSettings()).toThrow(/AI_PROVIDER/));
    await withModelSettings({ AI_PROVIDER: "bedrock" }, () => expect(() => modelSettings()).toThrow(/AI_MODEL/));
    await withModelSettings({ AI_PROVIDER: "openai" }, () => expect(() => modelSettings()).toThrow(/AI_MODEL/));
    await withModelSettings({ AI_PROVIDER: "openai", AI_MODEL: "gpt-4.1-mini" }, () =>
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
    const policy = Object.values(web.findResources("AWS::CloudFront::ResponseHeadersPolicy"))[0]!;
    const csp = JSON.stringify(policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
  });
});

describe("the SPA routing function", () => {
  // CloudFront Functions run this JavaScript; evaluate it the same way.
  const route = new Function(`${spaRoutingCode}; return handler;`)() as (event: { request: { uri: string } }) => {
    uri: string;
  };
  const uriFor = (uri: string) => route({ request: { uri } }).uri;

  it("rewrites deep links to index.html", () => {
    expect(uriFor("/level-2/tools")).toBe("/index.html");
    expect(uriFor("/blog/model-context-protocol-mcp")).toBe("/index.html");
    expect(uriFor("/")).toBe("/index.html");
  });

  it("leaves files and hashed assets alone, so a missing one is never answered with HTML", () => {
    expect(uriFor("/assets/index-abc123.js")).toBe("/assets/index-abc123.js");
    expect(uriFor("/assets/chunk")).toBe("/assets/chunk");
    expect(uriFor("/favicon.svg")).toBe("/favicon.svg");
  });
});

describe("private pages", () => {
  type Response = { headers: Record<string, { value: string }> };
  const respond = new Function(`${noindexCode}; return handler;`)() as (event: { request: { uri: string }; response: Response }) => Response;
  const headersFor = (uri: string) => respond({ request: { uri }, response: { headers: {} } }).headers;

  it("sends noindex with a kept result's page, and only with it", () => {
    expect(headersFor("/r/AbCdEfGhIjKlMnOpQrStUv")["x-robots-tag"]).toEqual({ value: "noindex" });
    expect(headersFor("/blog/model-context-protocol-mcp")["x-robots-tag"]).toBeUndefined();
    expect(headersFor("/")["x-robots-tag"]).toBeUndefined();
  });

  it("runs on every response of the site", () => {
    web.hasResourceProperties(
      "AWS::CloudFront::Distribution",
      Match.objectLike({
        DistributionConfig: Match.objectLike({
          DefaultCacheBehavior: Match.objectLike({
            FunctionAssociations: Match.arrayWith([Match.objectLike({ EventType: "viewer-response" })]),
          }),
        }),
      }),
    );
  });
});

describe("production", () => {
  it("retains data", async () => {
    const prod = await synth("prod");
    const tableResources = Object.values(prod.storage.findResources("AWS::DynamoDB::Table"));
    expect(tableResources.every((table) => table.DeletionPolicy === "Retain")).toBe(true);
    prod.storage.hasResourceProperties("AWS::DynamoDB::Table", {
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
  });
});
