// argon2id (RFC 9106) with the OWASP minimum: 19 MiB, 2 passes, 1 lane. hash-wasm runs the
// reference algorithm in WebAssembly, so the same code runs on x64 here and arm64 Lambda. Loaded
// on the first sign-in or sign-up, not on every cold start of the API.
const hashWasm = () => import("./argon2.ts");

const parameters = { parallelism: 1, iterations: 2, memorySize: 19_456, hashLength: 32 } as const;

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const { argon2id } = await hashWasm();
  return argon2id({ password, salt, ...parameters, outputType: "encoded" });
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  const { argon2Verify } = await hashWasm();
  return argon2Verify({ password, hash });
}

/** Verified against when the email is unknown, so both failures take the same time. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  return (decoyHash ??= hashPassword(crypto.randomUUID()));
}
