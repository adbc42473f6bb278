// The AWS calls are mocked on the clients' classes (the builders make their own clients): what is
// asserted is which function and which bucket the names the stacks set lead to.
import { afterEach, describe, expect, it } from "vitest";
import { mockClient } from "aws-sdk-client-mock";
import { readCaptureConfig } from "@ai-leaders/core/config";
import { LambdaClient } from "@ai-leaders/core/roast/capture/lambda-capturer";
import { S3Client } from "@ai-leaders/core/roast/capture/s3-store";
import { cloudPageCapturer, cloudScreenshotStore } from "./page-capture.ts";

const lambda = mockClient(LambdaClient);
const s3 = mockClient(S3Client);
afterEach(() => {
  lambda.reset();
  s3.reset();
});

describe("the cloud's page capture, from the names the stacks set", () => {
  it("invokes the function CAPTURE_FUNCTION_NAME names and keeps screenshots in the bucket SCREENSHOT_BUCKET names", async () => {
    const config = readCaptureConfig({ CAPTURE_FUNCTION_NAME: " stage-capture ", SCREENSHOT_BUCKET: "stage-screenshots" });
    const failure = { ok: false, reason: "The page could not be opened in a browser", detail: "no settled page within 30000 ms" };
    lambda.onAnyCommand().resolves({ StatusCode: 200, Payload: new TextEncoder().encode(JSON.stringify(failure)) as never });
    s3.onAnyCommand().resolves({});

    expect(await cloudPageCapturer(config)!({ url: "https://example.com/", captureId: "cap_0123456789abcdef" })).toEqual(failure);
    await cloudScreenshotStore(config)!.put("cap_0123456789abcdef", "desktop-fold", new Uint8Array([0xff, 0xd8]));

    // calls(), not commandCalls(): this package's own copy of the SDK has other command classes.
    expect(lambda.calls().map((call) => (call.args[0].input as { FunctionName: string }).FunctionName)).toEqual(["stage-capture"]);
    expect(s3.calls().map((call) => (call.args[0].input as { Bucket: string }).Bucket)).toEqual(["stage-screenshots"]);
  });

  it("is off when they are unset, empty or none: reports from the HTML, no screenshots", () => {
    for (const values of [{}, { CAPTURE_FUNCTION_NAME: "", SCREENSHOT_BUCKET: "none" }]) {
      const config = readCaptureConfig(values);
      expect(config).toEqual({});
      expect(cloudPageCapturer(config)).toBeUndefined();
      expect(cloudScreenshotStore(config)).toBeUndefined();
    }
  });
});
