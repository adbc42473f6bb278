// Builds the SST stacks offline and asserts on their CloudFormation templates.
import { beforeAll, describe, expect, it } from "vitest";
import { Match, Template } from "aws-cdk-lib/assertions";
import { App, getStack } from "sst/constructs";
import { initProject } from "sst/project.js";
import { relayQueue, secretsByFunction, tables } from "@ai-leaders/infra";
import { Storage } from "../../stacks/storage.ts";
import { Realtime } from "../../stacks/realtime.ts";
import { ApiStack } from "../../stacks/api.ts";
import { Web, spaRoutingCode } from "../../stacks/web.ts";
import config from "../../sst.config.ts";

let storage: Template;
let realtime: Template;
let api: Template;
let web: Template;

/** Runs the real sst.config.ts against an offline app, as `sst deploy` would, without AWS. */
async function synth(stage: string) {
  process.env.PUBLIC_URL = "https://aiforleaders.test";
  await initProject({ stage });
  const app = new App({ mode: "deploy", stage });
  await config.stacks(app);
  await app.finish();
  return {
    storage: Template.fromStack(getStack(Storage)),
    realtime: Template.fromStack(getStack(Realtime)),
    api: Template.fromStack(getStack(ApiStack)),
    web: Template.fromStack(getStack(Web)),
  };
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
    // SST adds helper functions of its own; ours are the ones that read our tables.
    const ours = Object.values(api.findResources("AWS::Lambda::Function")).filter(
      (fn) => fn.Properties.Environment?.Variables?.NEWSLETTER_SIGNUPS_TABLE,
    );
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
    expect(config.DefaultCacheBehavior.FunctionAssociations).toHaveLength(1);
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
