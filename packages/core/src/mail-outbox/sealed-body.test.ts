import { describe, expect, it } from "vitest";
import { openBody, sealBody } from "./sealed-body.ts";

const secret = "a-token-secret-of-at-least-thirty-two-characters";
const body = {
  html: '<a href="https://aiforleaders.test/link/reset-password#token=abc123">Reset</a>',
  text: "Reset: https://aiforleaders.test/link/reset-password#token=abc123",
};

describe("a waiting mail's sealed body", () => {
  it("holds nothing of the mail in clear, and opens to the same body", () => {
    const sealed = sealBody(secret, body);
    expect(sealed).not.toContain("token");
    expect(Buffer.from(sealed, "base64url").toString("latin1")).not.toContain("abc123");
    expect(openBody(secret, sealed)).toEqual(body);
  });

  it("seals the same body differently each time", () => {
    expect(sealBody(secret, body)).not.toBe(sealBody(secret, body));
  });

  it("does not open with another secret, nor once altered", () => {
    const sealed = sealBody(secret, body);
    expect(() => openBody(`${secret}-rotated`, sealed)).toThrow();
    const bytes = Buffer.from(sealed, "base64url");
    bytes[bytes.length - 1]! ^= 1;
    expect(() => openBody(secret, bytes.toString("base64url"))).toThrow();
  });
});
