// The roast's page capture in the cloud, as the stacks would deploy it: builds the real
// sst.config.ts offline and asserts on the API stack's template (where the capture lives).
import { beforeAll, describe, expect, it } from "vitest";
import { Template } from "aws-cdk-lib/assertions";
import { App, getStack } from "sst/constructs";
import { useProject } from "sst/project.js";
import { captureQueue, pageCapture } from "@ai-leaders/infra";
import { captureConcurrency } from "../../stacks/environment.ts";
import { ApiStack } from "../../stacks/api.ts";
import config from "../../sst.config.ts";
import { useOfflineSynth } from "./synth-outdir.ts";
import { useBuiltArtifacts } from "./artifacts.ts";

const offline = useOfflineSynth();

/** A retention other than the default, so the lifecycle rule is seen to follow the setting. */
const retentionDays = "30";
/** Browsers at once other than the default, so the queue's event source is seen to follow the setting. */
const concurrency = "7";

let template: Template;

beforeAll(async () => {
  const saved = {
    RESULT_RETENTION_DAYS: process.env.RESULT_RETENTION_DAYS,
    MAIL_FROM: process.env.MAIL_FROM,
    CAPTURE_CONCURRENCY: process.env.CAPTURE_CONCURRENCY,
  };
  process.env.RESULT_RETENTION_DAYS = retentionDays;
  process.env.CAPTURE_CONCURRENCY = concurrency;
  // A stage that sends mail, so every function that may reach the capture is there to be looked at.
  process.env.MAIL_FROM = "AI for Leaders <hello@aiforleaders.example>";
  try {
    await offline.initProject("capture");
    await useBuiltArtifacts();
    const app = new App({ mode: "deploy", stage: "capture", region: useProject().config.region }, { outdir: offline.outdir() });
    await config.stacks(app);
    await app.finish();
    template = Template.fromStack(getStack(ApiStack));
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
});

type Resource = { Properties: Record<string, any> };
type Statement = { Effect: string; Action: string | string[]; Resource: unknown; Condition?: unknown };

function functionOf(handler: string): [string, Resource] {
  const found = Object.entries(template.findResources("AWS::Lambda::Function")).find(([, fn]) =>
    JSON.stringify(fn.Properties.Handler ?? "").includes(handler),
  );
  if (!found) throw new Error(`No function with handler ${handler}`);
  return found as [string, Resource];
}

function bucketId(): string {
  const [id] =
    Object.entries(template.findResources("AWS::S3::Bucket")).find(([, bucket]) => bucket.Properties.LifecycleConfiguration) ?? [];
  if (!id) throw new Error("No screenshots bucket");
  return id;
}

/**
 * Every statement of every policy on the function's role: its inline policy, and the managed
 * policies CDK moves statements to once the inline one would pass IAM's size limit.
 */
function statementsOf(handler: string): Statement[] {
  const role = functionOf(handler)[1].Properties.Role["Fn::GetAtt"][0];
  const policies = [
    ...Object.values(template.findResources("AWS::IAM::Policy")),
    ...Object.values(template.findResources("AWS::IAM::ManagedPolicy")),
  ];
  return policies
    .filter((policy) => (policy.Properties.Roles as Array<{ Ref: string }>).some((attached) => attached.Ref === role))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Statement[]);
}

/** "action resource" for each action of the given service the function may take, resources written out. */
function grants(handler: string, service: string): string[] {
  return statementsOf(handler)
    .flatMap((statement) =>
      [statement.Action]
        .flat()
        .filter((action) => action.startsWith(`${service}:`))
        .flatMap((action) => [statement.Resource].flat().map((resource) => `${action} ${resourceText(resource)}`)),
    )
    .sort();
}

/** The screenshots bucket's ARN as "bucket", its functions as "capture function". */
function resourceText(resource: unknown): string {
  const text = JSON.stringify(resource);
  const bucket = bucketId();
  const capture = functionOf("capture/lambda")[0];
  if (text === JSON.stringify({ "Fn::GetAtt": [bucket, "Arn"] })) return "bucket";
  if (text === JSON.stringify({ "Fn::Join": ["", [{ "Fn::GetAtt": [bucket, "Arn"] }, "/captures/*"]] })) return "bucket/captures/*";
  if (text === JSON.stringify({ "Fn::GetAtt": [capture, "Arn"] })) return "capture function";
  if (text === JSON.stringify({ "Fn::GetAtt": [queueId(), "Arn"] })) return "capture queue";
  return text;
}

/** The queue the capture function takes its pages from. */
function queueId(): string {
  const [mapping] = Object.values(template.findResources("AWS::Lambda::EventSourceMapping")).filter(
    (candidate) => candidate.Properties.FunctionName.Ref === functionOf("capture/lambda")[0],
  );
  if (!mapping) throw new Error("No event source for the capture function");
  return mapping.Properties.EventSourceArn["Fn::GetAtt"][0];
}

describe("the screenshots bucket", () => {
  it("is private, encrypted at rest, and refuses any request not made over TLS", () => {
    const bucket = template.findResources("AWS::S3::Bucket")[bucketId()]!;
    expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(bucket.Properties.BucketEncryption).toEqual({
      ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: "AES256" } }],
    });
    const policy = Object.values(template.findResources("AWS::S3::BucketPolicy")).find(
      (candidate) => candidate.Properties.Bucket.Ref === bucketId(),
    )!;
    expect(policy.Properties.PolicyDocument.Statement).toContainEqual(
      expect.objectContaining({
        Effect: "Deny",
        Action: "s3:*",
        Principal: { AWS: "*" },
        Condition: { Bool: { "aws:SecureTransport": "false" } },
      }),
    );
  });

  it("expires the captures a day after their result would have, with RESULT_RETENTION_DAYS as the functions read it", () => {
    const bucket = template.findResources("AWS::S3::Bucket")[bucketId()]!;
    expect(bucket.Properties.LifecycleConfiguration.Rules).toEqual([
      expect.objectContaining({ Status: "Enabled", Prefix: pageCapture.keyPrefix, ExpirationInDays: Number(retentionDays) + 1 }),
    ]);
    expect(functionOf("relay/lambda")[1].Properties.Environment.Variables.RESULT_RETENTION_DAYS).toBe(retentionDays);
  });
});

describe("the capture function", () => {
  it("runs Chromium's x64 build on nodejs24.x with 2 GB of memory, a minute, and room in /tmp to unpack it", () => {
    const fn = functionOf("capture/lambda")[1].Properties;
    expect(fn.Runtime).toBe("nodejs24.x");
    expect(fn.Architectures).toEqual(["x86_64"]);
    expect(fn.MemorySize).toBe(2048);
    expect(fn.Timeout).toBe(60);
    expect(fn.EphemeralStorage).toEqual({ Size: 1024 });
    expect(fn.Environment.Variables).toEqual(expect.objectContaining({ [pageCapture.bucketEnvVar]: { Ref: bucketId() } }));
  });

  it("reserves no concurrency, so a new account (10 concurrent executions, none of them reservable) deploys it", () => {
    for (const [id, fn] of Object.entries(template.findResources("AWS::Lambda::Function"))) {
      expect(fn.Properties.ReservedConcurrentExecutions, id).toBeUndefined();
    }
  });

  it("may write and read back screenshots and outcomes under captures/ and take pages from its queue, and nothing else: no table, no delete", () => {
    expect(grants("capture/lambda", "s3")).toEqual(["s3:GetObject bucket/captures/*", "s3:PutObject bucket/captures/*"]);
    expect(grants("capture/lambda", "dynamodb")).toEqual([]);
    expect(grants("capture/lambda", "sqs")).toEqual([
      "sqs:ChangeMessageVisibility capture queue",
      "sqs:DeleteMessage capture queue",
      "sqs:GetQueueAttributes capture queue",
      "sqs:GetQueueUrl capture queue",
      "sqs:ReceiveMessage capture queue",
    ]);
    expect(grants("capture/lambda", "lambda")).toEqual([]);
  });
});

describe("the capture queue", () => {
  it("feeds the function one page at a time, at most CAPTURE_CONCURRENCY browsers at once, retrying only the page whose browser crashed", () => {
    const mappings = Object.values(template.findResources("AWS::Lambda::EventSourceMapping")).filter(
      (mapping) => mapping.Properties.FunctionName.Ref === functionOf("capture/lambda")[0],
    );
    expect(mappings).toHaveLength(1);
    expect(mappings[0]!.Properties).toMatchObject({
      BatchSize: 1,
      ScalingConfig: { MaximumConcurrency: Number(concurrency) },
      FunctionResponseTypes: ["ReportBatchItemFailures"],
    });
  });

  it("keeps a page in line for six function timeouts per attempt and an hour in all, then three failed attempts go to a dead-letter queue", () => {
    const queue = template.findResources("AWS::SQS::Queue")[queueId()]!.Properties;
    expect(queue.VisibilityTimeout).toBe(6 * 60);
    expect(queue.MessageRetentionPeriod).toBe(60 * 60);
    expect(queue.RedrivePolicy).toEqual({ deadLetterTargetArn: expect.anything(), maxReceiveCount: captureQueue.maxReceiveCount });
    const queuePolicies = Object.values(template.findResources("AWS::SQS::QueuePolicy")).filter((policy) =>
      JSON.stringify(policy.Properties.Queues).includes(queueId()),
    );
    expect(queuePolicies.flatMap((policy) => policy.Properties.PolicyDocument.Statement)).toContainEqual(
      expect.objectContaining({ Effect: "Deny", Condition: { Bool: { "aws:SecureTransport": "false" } } }),
    );
  });

  it("takes CAPTURE_CONCURRENCY from 2 to 1,000, the range SQS event sources accept, and refuses anything else before deploying", () => {
    const saved = process.env.CAPTURE_CONCURRENCY;
    try {
      for (const value of ["1", "1001", "five", "2.5"]) {
        process.env.CAPTURE_CONCURRENCY = value;
        expect(() => captureConcurrency(), value).toThrow(/from 2 to 1000/);
      }
      delete process.env.CAPTURE_CONCURRENCY;
      expect(captureConcurrency()).toBe(5);
    } finally {
      process.env.CAPTURE_CONCURRENCY = saved;
    }
  });
});

describe("who reaches the capture", () => {
  it("lets the relay, and no other function, put a page in the capture queue, by the address it is given", () => {
    expect(grants("relay/lambda", "sqs").filter((grant) => grant.includes("capture queue"))).toEqual(["sqs:SendMessage capture queue"]);
    expect(functionOf("relay/lambda")[1].Properties.Environment.Variables[pageCapture.queueEnvVar]).toEqual({ Ref: queueId() });
    for (const handler of ["api/lambda", "callback/lambda", "sweeper/lambda", "mail-feedback/lambda", "upgrade/lambda"]) {
      expect(
        grants(handler, "sqs").filter((grant) => grant.includes("capture queue")),
        handler,
      ).toEqual([]);
    }
  });

  it("lets the relay (a card) and the API (a brief), and no other, invoke the capture function, by the name it is given", () => {
    for (const handler of ["relay/lambda", "api/lambda"]) {
      expect(grants(handler, "lambda"), handler).toEqual(["lambda:InvokeFunction capture function"]);
      expect(functionOf(handler)[1].Properties.Environment.Variables, handler).toEqual(
        expect.objectContaining({
          [pageCapture.functionEnvVar]: { Ref: functionOf("capture/lambda")[0] },
          [pageCapture.bucketEnvVar]: { Ref: bucketId() },
        }),
      );
    }
    for (const handler of ["callback/lambda", "sweeper/lambda", "mail-feedback/lambda"]) {
      expect(grants(handler, "lambda"), handler).toEqual([]);
    }
    // The upgrade invokes itself only (stacks.test.ts, "the stage's data upgrade").
    expect(grants("upgrade/lambda", "lambda").filter((grant) => grant.includes("capture function"))).toEqual([]);
  });

  it("lets the relay read the outcome it waits for and the screenshots for a model that sees images, and write or delete none", () => {
    expect(grants("relay/lambda", "s3")).toEqual(["s3:GetObject bucket/captures/*"]);
  });

  it("lets the API serve and delete a result's screenshots (and an erasure's), listing only under captures/, never write one", () => {
    expect(grants("api/lambda", "s3")).toEqual([
      "s3:DeleteObject bucket/captures/*",
      "s3:GetObject bucket/captures/*",
      "s3:ListBucket bucket",
    ]);
    const listing = statementsOf("api/lambda").find((statement) => [statement.Action].flat().includes("s3:ListBucket"))!;
    expect(listing.Condition).toEqual({ StringLike: { "s3:prefix": "captures/*" } });
    expect(functionOf("api/lambda")[1].Properties.Environment.Variables).toEqual(
      expect.objectContaining({ [pageCapture.bucketEnvVar]: { Ref: bucketId() } }),
    );
  });

  it("gives no other function of ours the bucket", () => {
    for (const handler of ["callback/lambda", "sweeper/lambda", "mail-feedback/lambda", "upgrade/lambda"]) {
      expect(grants(handler, "s3"), handler).toEqual([]);
    }
  });
});
