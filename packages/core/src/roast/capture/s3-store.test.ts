// The S3 calls are mocked (no S3 stand-in runs in the tests); what is asserted is what S3 is asked.
import { describe, expect, it } from "vitest";
import { mockClient } from "aws-sdk-client-mock";
import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, NoSuchKey, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { sdkStreamMixin } from "@smithy/util-stream";
import { Readable } from "node:stream";
import { createS3ScreenshotStore } from "./s3-store.ts";

const captureId = "cap_0123456789abcdef";
const bucket = "screenshots-bucket";

function storeWith(setup: (mock: ReturnType<typeof mockClient>) => void = () => {}) {
  const client = new S3Client({ region: "us-east-1" });
  const mock = mockClient(client);
  setup(mock);
  return { mock, store: createS3ScreenshotStore({ client, bucket }) };
}

describe("screenshots in S3", () => {
  it("keeps a capture's outcome as JSON beside its shots and reads it back; none while the capture waits, a failed one when unreadable", async () => {
    const outcome = { ok: false as const, reason: "The page could not be opened in a browser", detail: "net::ERR_ABORTED" };
    const { mock, store } = storeWith((m) => {
      m.on(PutObjectCommand).resolves({});
      m.on(GetObjectCommand, { Key: `captures/${captureId}/outcome.json` })
        .resolvesOnce({ Body: sdkStreamMixin(Readable.from([Buffer.from(JSON.stringify(outcome))])) })
        .rejectsOnce(new NoSuchKey({ message: "The specified key does not exist.", $metadata: {} }))
        .resolvesOnce({ Body: sdkStreamMixin(Readable.from([Buffer.from("{not json")])) });
    });
    await store.putOutcome(captureId, outcome);
    expect(mock.commandCalls(PutObjectCommand).map((call) => call.args[0].input)).toEqual([
      { Bucket: bucket, Key: `captures/${captureId}/outcome.json`, Body: JSON.stringify(outcome), ContentType: "application/json" },
    ]);
    expect(await store.getOutcome(captureId)).toEqual(outcome);
    expect(await store.getOutcome(captureId)).toBeNull();
    expect(await store.getOutcome(captureId)).toMatchObject({ ok: false, detail: expect.stringContaining("kept outcome unreadable") });
  });

  it("keeps each screenshot as a JPEG under its capture's folder", async () => {
    const { mock, store } = storeWith((m) => m.on(PutObjectCommand).resolves({}));
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xd9]);
    await store.put(captureId, "mobile-full", jpeg);
    expect(mock.commandCalls(PutObjectCommand).map((call) => call.args[0].input)).toEqual([
      { Bucket: bucket, Key: `captures/${captureId}/mobile-full.jpg`, Body: jpeg, ContentType: "image/jpeg" },
    ]);
  });

  it("gives back the stored bytes, and nothing for a screenshot that is not there", async () => {
    const jpeg = new Uint8Array([0xff, 0xd8, 1, 2, 0xff, 0xd9]);
    const { mock, store } = storeWith((m) => {
      m.on(GetObjectCommand, { Key: `captures/${captureId}/desktop-fold.jpg` }).resolves({
        Body: sdkStreamMixin(Readable.from([Buffer.from(jpeg)])),
      });
      m.on(GetObjectCommand, { Key: `captures/${captureId}/desktop-full.jpg` }).rejects(
        new NoSuchKey({ message: "The specified key does not exist.", $metadata: {} }),
      );
    });
    expect(await store.get(captureId, "desktop-fold")).toEqual(jpeg);
    expect(await store.get(captureId, "desktop-full")).toBeNull();
    expect(mock.commandCalls(GetObjectCommand).map((call) => call.args[0].input.Bucket)).toEqual([bucket, bucket]);
  });

  it("does not hide any other failure to read", async () => {
    const { store } = storeWith((m) => m.on(GetObjectCommand).rejects(new Error("Access Denied")));
    await expect(store.get(captureId, "mobile-fold")).rejects.toThrow("Access Denied");
  });

  it("removes every object under the capture's folder, page by page", async () => {
    const prefix = `captures/${captureId}/`;
    const { mock, store } = storeWith((m) => {
      m.on(ListObjectsV2Command, { Prefix: prefix, ContinuationToken: undefined }).resolves({
        Contents: [{ Key: `${prefix}desktop-fold.jpg` }, { Key: `${prefix}desktop-full.jpg` }],
        IsTruncated: true,
        NextContinuationToken: "page-2",
      });
      m.on(ListObjectsV2Command, { Prefix: prefix, ContinuationToken: "page-2" }).resolves({
        Contents: [{ Key: `${prefix}mobile-fold.jpg` }],
        IsTruncated: false,
      });
      m.on(DeleteObjectsCommand).resolves({});
    });
    await store.remove(captureId);
    expect(mock.commandCalls(ListObjectsV2Command).every((call) => call.args[0].input.Bucket === bucket)).toBe(true);
    expect(mock.commandCalls(DeleteObjectsCommand).map((call) => call.args[0].input)).toEqual([
      { Bucket: bucket, Delete: { Objects: [{ Key: `${prefix}desktop-fold.jpg` }, { Key: `${prefix}desktop-full.jpg` }], Quiet: true } },
      { Bucket: bucket, Delete: { Objects: [{ Key: `${prefix}mobile-fold.jpg` }], Quiet: true } },
    ]);
  });

  it("asks for no delete when the capture has nothing stored", async () => {
    const { mock, store } = storeWith((m) => m.on(ListObjectsV2Command).resolves({ KeyCount: 0, IsTruncated: false }));
    await store.remove(captureId);
    expect(mock.commandCalls(DeleteObjectsCommand)).toHaveLength(0);
  });

  it("fails when S3 reports a key it could not delete, so the erasure is not taken as done", async () => {
    const { store } = storeWith((m) => {
      m.on(ListObjectsV2Command).resolves({ Contents: [{ Key: `captures/${captureId}/mobile-full.jpg` }] });
      m.on(DeleteObjectsCommand).resolves({ Errors: [{ Key: `captures/${captureId}/mobile-full.jpg`, Code: "AccessDenied" }] });
    });
    await expect(store.remove(captureId)).rejects.toThrow(`captures/${captureId}/mobile-full.jpg (AccessDenied)`);
  });

  it("refuses an id that is not a capture id rather than touch other captures", async () => {
    const { mock, store } = storeWith();
    await expect(store.remove("")).rejects.toThrow("not a capture id");
    await expect(store.get("../other", "desktop-fold")).rejects.toThrow("not a capture id");
    expect(mock.calls()).toHaveLength(0);
  });
});
