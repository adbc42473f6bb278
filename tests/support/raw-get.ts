// A GET over plain node:http that leaves the body as sent: fetch would decompress it and hide the encoding.
import { request } from "node:http";

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

/** The headers that ask for these encodings; none at all when the client names none. */
export const acceptingEncoding = (acceptEncoding?: string): Record<string, string> =>
  acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding };
