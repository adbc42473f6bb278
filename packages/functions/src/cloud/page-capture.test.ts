// The AWS calls are mocked on the clients' classes (the builders make their own clients): what is
// asserted is which function and which bucket the names the stacks set lead to.
import { afterEach, describe, expect, it } from "vitest";
import { mockClient } from "aws-sdk-client-mock";
import { readCaptureConfig } from "@ai-leaders/core/config";
import { LambdaClient } from "@ai-leaders/core/roast/capture/lambda-documents";
import { S3Client } from "@ai-leaders/core/roast/capture/s3-store";
import { SQSClient } from "@ai-leaders/core/roast/capture/sqs-queue";
import { cloudDocumentRenderer, cloudPageCapturer, cloudScreenshotStore } from "./page-capture.ts";

const lambda = mockClient(LambdaClient);
const s3 = mockClient(S3Client);
const sqs = mockClient(SQSClient);
afterEach(() => {
  lambda.reset();
  s3.reset();
  sqs.reset();
});

describe("the cloud's page capture, from the names the stacks set", () => {
  it("puts the page in the queue CAPTURE_QUEUE_URL names and reads what the browser saw from the bucket SCREENSHOT_BUCKET names", async () => {
    const config = readCaptureConfig({ CAPTURE_QUEUE_URL: " https://sqs.example/capture ", SCREENSHOT_BUCKET: "stage-screenshots" });
    const failure = { ok: false, reason: "The page could not be opened in a browser", detail: "no settled page within 30000 ms" };
    sqs.onAnyCommand().resolves({ MessageId: "m-1" });
    s3.onAnyCommand().resolves({ Body: { transformToByteArray: async () => new TextEncoder().encode(JSON.stringify(failure)) } } as never);
    const request = { url: "https://example.com/", captureId: "cap_0123456789abcdef" };

    expect(await cloudPageCapturer(config)!(request)).toEqual(failure);

    // calls(), not commandCalls(): this package's own copy of the SDK has other command classes.
    expect(sqs.calls().map((call) => call.args[0].input)).toEqual([
      { QueueUrl: "https://sqs.example/capture", MessageBody: JSON.stringify(request) },
    ]);
    expect(s3.calls().map((call) => call.args[0].input)).toEqual([
      { Bucket: "stage-screenshots", Key: "captures/cap_0123456789abcdef/outcome.json" },
    ]);
  });

  it("asks the function CAPTURE_FUNCTION_NAME names for a document, and keeps screenshots in the bucket", async () => {
    const config = readCaptureConfig({ CAPTURE_FUNCTION_NAME: " stage-capture ", SCREENSHOT_BUCKET: "stage-screenshots" });
    lambda
      .onAnyCommand()
      .resolves({ StatusCode: 200, Payload: new TextEncoder().encode(JSON.stringify({ ok: true, document: "card" })) as never });
    s3.onAnyCommand().resolves({});

    const card = {
      document: "card" as const,
      captureId: "cap_0123456789abcdef",
      card: { host: "example.com", score: 62, verdict: "Clear." },
    };
    expect(await cloudDocumentRenderer(config)!(card)).toEqual({ ok: true, document: "card" });
    await cloudScreenshotStore(config)!.put("cap_0123456789abcdef", "desktop-fold", new Uint8Array([0xff, 0xd8]));

    expect(lambda.calls().map((call) => (call.args[0].input as { FunctionName: string }).FunctionName)).toEqual(["stage-capture"]);
    expect(s3.calls().map((call) => (call.args[0].input as { Bucket: string }).Bucket)).toEqual(["stage-screenshots"]);
  });

  it("is off when they are unset, empty or none: reports from the HTML, no screenshots", () => {
    for (const values of [{}, { CAPTURE_FUNCTION_NAME: "", CAPTURE_QUEUE_URL: "none", SCREENSHOT_BUCKET: "none" }]) {
      const config = readCaptureConfig(values);
      expect(config).toEqual({});
      expect(cloudPageCapturer(config)).toBeUndefined();
      expect(cloudDocumentRenderer(config)).toBeUndefined();
      expect(cloudScreenshotStore(config)).toBeUndefined();
    }
  });
});
