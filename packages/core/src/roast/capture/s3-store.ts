// Screenshots in S3, for the cloud: captures/{captureId}/{name}.jpg in the screenshots bucket, and
// the capture's outcome.json beside them,
// which expires them a day after their result would have (stacks/capture.ts).
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  type S3Client,
} from "@aws-sdk/client-s3";
import { pageCapture } from "@ai-leaders/infra";
import { captureIdPattern } from "./schema.ts";
import { readOutcome } from "./outcome-file.ts";
import type { ScreenshotStore } from "./types.ts";

// The client from the same copy of the SDK as the commands (the stacks' toolkit brings an older one).
export { S3Client } from "@aws-sdk/client-s3";

export interface S3ScreenshotStoreOptions {
  client: S3Client;
  bucket: string;
}

// Anything but a capture id never becomes a key: an empty one would make remove's prefix the
// whole captures/ folder.
function screenshotPrefix(captureId: string): string {
  if (!captureIdPattern.test(captureId)) throw new Error(`not a capture id: ${captureId}`);
  return `${pageCapture.keyPrefix}${captureId}/`;
}

export function createS3ScreenshotStore({ client, bucket }: S3ScreenshotStoreOptions): ScreenshotStore {
  const key = (captureId: string, file: string) => `${screenshotPrefix(captureId)}${file}`;
  async function getIfThere(Key: string): Promise<Uint8Array | null> {
    try {
      const { Body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key }));
      return Body ? await Body.transformToByteArray() : null;
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  }
  return {
    async put(captureId, name, jpeg) {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key(captureId, `${name}.jpg`), Body: jpeg, ContentType: "image/jpeg" }),
      );
    },
    get: async (captureId, name) => getIfThere(key(captureId, `${name}.jpg`)),
    async putOutcome(captureId, outcome) {
      const Body = JSON.stringify(outcome);
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key(captureId, "outcome.json"), Body, ContentType: "application/json" }),
      );
    },
    async getOutcome(captureId) {
      const json = await getIfThere(key(captureId, "outcome.json"));
      return json && readOutcome(new TextDecoder().decode(json));
    },
    async remove(captureId) {
      const prefix = screenshotPrefix(captureId);
      let ContinuationToken: string | undefined;
      do {
        const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken }));
        const keys = (listed.Contents ?? []).flatMap(({ Key }) => (Key ? [{ Key }] : []));
        if (keys.length > 0) await deleteAll(client, bucket, keys);
        ContinuationToken = listed.IsTruncated ? listed.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}

// DeleteObjects answers 200 even when some keys failed; those are listed in Errors.
// (Amazon S3 API Reference, DeleteObjects: https://docs.aws.amazon.com/AmazonS3/latest/API/API_DeleteObjects.html)
async function deleteAll(client: S3Client, bucket: string, keys: Array<{ Key: string }>): Promise<void> {
  const { Errors = [] } = await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys, Quiet: true } }));
  if (Errors.length > 0) throw new Error(`screenshots not deleted: ${Errors.map((error) => `${error.Key} (${error.Code})`).join(", ")}`);
}
