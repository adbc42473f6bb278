// An HTTP/2 (TLS) front for a local HTTP/1.1 server, as CloudFront is for the cloud's origins: the
// bench opens both apps through one of these to see what multiplexing changes. Bodies pass through
// as they come (still compressed); only HTTP/1.1's connection headers are dropped.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { createSecureServer, type ServerHttp2Stream, type IncomingHttpHeaders } from "node:http2";
import { tmpdir } from "node:os";
import { join } from "node:path";

const hopByHop = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "host"]);

/** A throwaway self-signed certificate for 127.0.0.1 (Chromium is told to accept it). */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), "bench-h2-"));
  try {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=127.0.0.1",
        "-keyout",
        join(dir, "key.pem"),
        "-out",
        join(dir, "cert.pem"),
      ],
      { stdio: "ignore" },
    );
    return { key: readFileSync(join(dir, "key.pem")), cert: readFileSync(join(dir, "cert.pem")) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function http2Front(origin: string): Promise<{ url: string; close: () => void }> {
  const target = new URL(origin);
  const server = createSecureServer(selfSignedCertificate());
  server.on("stream", (stream: ServerHttp2Stream, headers: IncomingHttpHeaders) => {
    const forwarded: Record<string, string> = {};
    for (const [name, value] of Object.entries(headers)) {
      if (!name.startsWith(":") && !hopByHop.has(name) && value !== undefined) forwarded[name] = String(value);
    }
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: headers[":method"],
        path: headers[":path"],
        headers: { ...forwarded, host: target.host },
      },
      (response) => {
        // The browser may have given up on the stream (a cancelled preload) while the origin answered.
        if (stream.destroyed || stream.closed) return void response.resume();
        const answer: Record<string, string | string[]> = { ":status": String(response.statusCode ?? 502) };
        for (const [name, value] of Object.entries(response.headers)) {
          if (!hopByHop.has(name) && value !== undefined) answer[name] = value;
        }
        stream.respond(answer);
        response.pipe(stream);
      },
    );
    upstream.on("error", () => stream.close());
    stream.on("error", () => upstream.destroy());
    stream.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return { url: `https://127.0.0.1:${port}`, close: () => server.close() };
}
