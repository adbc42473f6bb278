// Issue 15: what each gated library and guide costs on the wire, gzipped as the API sends it.
import { request } from "node:http";
import { guideIds, toolIds } from "@ai-leaders/core/content";

export interface ContentTransfer {
  path: string;
  /** The JSON's size before compression. */
  raw: number;
  /** The bytes the API sent with `accept-encoding: gzip`. */
  gzip: number;
}

export async function gatedContentTransfers(baseUrl: string, accessToken: string): Promise<ContentTransfer[]> {
  const paths = [
    ...toolIds.map((tool) => `/api/content/prompts/${tool}`),
    ...guideIds.map((guide) => `/api/content/guides/${guide}`),
    "/api/content/search",
  ];
  const transfers: ContentTransfer[] = [];
  for (const path of paths) {
    const gzip = await bytesOnTheWire(`${baseUrl}${path}`, { "x-access-token": accessToken, "accept-encoding": "gzip" });
    const raw = await bytesOnTheWire(`${baseUrl}${path}`, { "x-access-token": accessToken, "accept-encoding": "identity" });
    transfers.push({ path, raw, gzip });
  }
  return transfers;
}

/** The body's length as sent, without decoding (fetch would decompress it). */
function bytesOnTheWire(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => (bytes += chunk.length));
      response.on("end", () => (response.statusCode === 200 ? resolve(bytes) : reject(new Error(`${url}: ${response.statusCode}`))));
      response.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}
