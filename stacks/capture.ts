import { Duration, type Stack } from "aws-cdk-lib";
import { BlockPublicAccess, Bucket, BucketEncryption } from "aws-cdk-lib/aws-s3";
import { Function, Queue, type App } from "sst/constructs";
import { captureQueue, pageCapture } from "@ai-leaders/infra";
import { functionBundling } from "./bundling.ts";
import { screenshotStatements } from "./permissions.ts";
import { captureRuntimePackages, installCaptureRuntime } from "./capture-runtime.ts";
import { captureConcurrency } from "./environment.ts";

/**
 * The capture function's sizing. Chromium wants memory (Sparticuz/chromium's README: 512 MB at
 * least, 1600 MB or more recommended) and unpacks itself into /tmp on a cold start: 200 MB for
 * the browser alone (v153), its libraries and fonts beside it, then the browser's profile and its
 * disk cache (32 MB, its flags). Lambda's default 512 MB of /tmp would leave little room.
 */
export const captureFunctionSizing = {
  memoryMB: 2048,
  timeoutSeconds: captureQueue.timeoutSeconds,
  ephemeralStorageMB: 1024,
};

/**
 * The roast's page capture (design.md §3.16): a private bucket for the screenshots, kept a day
 * longer than the result they belong to, the function that shows a page in Chromium, and the
 * queue of pages waiting for it. The queue's event source caps the browsers at once; nothing is
 * reserved, so a new account (10 concurrent executions, all unreserved) deploys as it is.
 */
export function createPageCapture(stack: Stack, { resultRetentionDays }: { resultRetentionDays: number }) {
  const deploying = (stack.node.root as App).mode === "deploy";
  const bucket = new Bucket(stack, "Screenshots", {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    // A result's screenshots are deleted with it; these catch any a failed delete left behind. S3
    // counts the days from each object's creation, rounded up to the next midnight UTC (Amazon S3
    // User Guide, "Expiring objects": https://docs.aws.amazon.com/AmazonS3/latest/userguide/lifecycle-expire-general-considerations.html).
    lifecycleRules: [{ id: "expire-captures", prefix: pageCapture.keyPrefix, expiration: Duration.days(resultRetentionDays + 1) }],
  });

  const capture = new Function(stack, "PageCapture", {
    handler: "packages/functions/src/capture/lambda.handler",
    // @sparticuz/chromium's npm package carries the x64 build only (its README, "Can I use ARM or
    // Graviton instances?"); the arm64 one is a download from its releases, which no deploy here makes.
    architecture: "x86_64",
    runtime: "nodejs24.x",
    memorySize: captureFunctionSizing.memoryMB,
    timeout: captureFunctionSizing.timeoutSeconds,
    diskSize: `${captureFunctionSizing.ephemeralStorageMB} MB`,
    // The browser is a file, not code: the package is installed beside the bundle, and
    // playwright-core with it (its own files read at run time), each at its locked version.
    nodejs: { ...functionBundling, esbuild: { ...functionBundling.esbuild, external: captureRuntimePackages } },
    // Deploys only: `sst dev` links the repository's node_modules into the folder instead.
    ...(deploying && { hooks: { afterBuild: (_props, out) => installCaptureRuntime(out) } }),
    environment: { [pageCapture.bucketEnvVar]: bucket.bucketName },
    permissions: screenshotStatements(bucket, "capture"),
  });

  const deadLetters = new Queue(stack, "CaptureDeadLetter", {
    cdk: { queue: { retentionPeriod: Duration.days(4), enforceSSL: true } },
  });
  const queue = new Queue(stack, "CaptureQueue", {
    consumer: {
      function: capture,
      cdk: { eventSource: { batchSize: captureQueue.batchSize, reportBatchItemFailures: true, maxConcurrency: captureConcurrency() } },
    },
    cdk: {
      queue: {
        visibilityTimeout: Duration.seconds(captureQueue.visibilityTimeoutSeconds),
        retentionPeriod: Duration.minutes(captureQueue.retentionMinutes),
        enforceSSL: true,
        deadLetterQueue: { queue: deadLetters.cdk.queue, maxReceiveCount: captureQueue.maxReceiveCount },
      },
    },
  });

  return { bucket, capture, queue, deadLetters };
}
