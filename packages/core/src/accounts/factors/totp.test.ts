import { describe, expect, it } from "vitest";
import { matchTotp, totpCodeAt, totpStepAt } from "./totp.ts";
import { hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCodes } from "./recovery-codes.ts";
import { openSecret, sealSecret } from "./secret-box.ts";

// RFC 6238 Appendix B: the SHA-1 key "12345678901234567890", in base 32.
const rfcSecret = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
const at = (seconds: number) => new Date(seconds * 1000);

describe("time-based one-time codes (RFC 6238)", () => {
  it.each([
    [59, "94287082"],
    [1111111109, "07081804"],
    [1111111111, "14050471"],
    [1234567890, "89005924"],
    [2000000000, "69279037"],
    [20000000000, "65353130"],
  ])("gives the RFC's 8-digit SHA-1 code at T=%i", (seconds, code) => {
    expect(totpCodeAt(rfcSecret, at(seconds), 8)).toBe(code);
    // The 6 digits an app shows are the same code's last six.
    expect(totpCodeAt(rfcSecret, at(seconds))).toBe(code.slice(-6));
  });

  it("accepts the step before and after (a clock a little off), nothing further", () => {
    const now = at(1111111111);
    const step = totpStepAt(now);
    expect(matchTotp(rfcSecret, totpCodeAt(rfcSecret, now), now)).toBe(step);
    expect(matchTotp(rfcSecret, totpCodeAt(rfcSecret, at(1111111111 - 30)), now)).toBe(step - 1);
    expect(matchTotp(rfcSecret, totpCodeAt(rfcSecret, at(1111111111 + 30)), now)).toBe(step + 1);
    expect(matchTotp(rfcSecret, totpCodeAt(rfcSecret, at(1111111111 - 60)), now)).toBeNull();
    expect(matchTotp(rfcSecret, totpCodeAt(rfcSecret, at(1111111111 + 60)), now)).toBeNull();
  });

  it("refuses a code of a step already used (a replay), and anything but six digits", () => {
    const now = at(1234567890);
    const code = totpCodeAt(rfcSecret, now);
    const step = matchTotp(rfcSecret, code, now)!;
    expect(matchTotp(rfcSecret, code, now, step)).toBeNull();
    expect(matchTotp(rfcSecret, totpCodeAt(rfcSecret, at(1234567890 - 30)), now, step)).toBeNull();
    expect(matchTotp(rfcSecret, totpCodeAt(rfcSecret, at(1234567890 + 30)), now, step)).toBe(step + 1);
    expect(matchTotp(rfcSecret, `${code.slice(0, 3)} ${code.slice(3)}`, now)).toBe(step);
    for (const wrong of ["", "12345", "1234567", "abcdef"]) expect(matchTotp(rfcSecret, wrong, now)).toBeNull();
  });
});

describe("recovery codes", () => {
  it("are ten different codes, each told apart from a 6-digit code and hashed forgiving case and dashes", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      expect(looksLikeRecoveryCode(code)).toBe(true);
      expect(hashRecoveryCode(code.toUpperCase().replace("-", " "))).toBe(hashRecoveryCode(code));
      expect(hashRecoveryCode(code)).not.toContain(code.replace("-", ""));
    }
    expect(looksLikeRecoveryCode("123456")).toBe(false);
  });
});

describe("the sealed authenticator secret", () => {
  it("opens only under the TOKEN_SECRET that sealed it, and not once altered", () => {
    const sealed = sealSecret(rfcSecret, "a".repeat(40));
    expect(sealed).not.toContain(rfcSecret);
    expect(openSecret(sealed, "a".repeat(40))).toBe(rfcSecret);
    expect(openSecret(sealed, "b".repeat(40))).toBeNull();
    const parts = sealed.split(".");
    parts[3] = parts[3]!.replace(/^./, (c) => (c === "A" ? "B" : "A"));
    expect(openSecret(parts.join("."), "a".repeat(40))).toBeNull();
  });
});
