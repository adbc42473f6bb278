import { describe, expect, it } from "vitest";
import { rateLimitSubject } from "./subject.ts";

describe("rateLimitSubject", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(rateLimitSubject("203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts an IPv4-mapped IPv6 address as its IPv4 address", () => {
    expect(rateLimitSubject("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitSubject("::FFFF:cb00:7107")).toBe("203.0.113.7");
    expect(rateLimitSubject("0:0:0:0:0:ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts every address of one IPv6 /64 as one subject", () => {
    const subject = rateLimitSubject("2001:db8:1:2::1");
    expect(subject).toBe("2001:db8:1:2::/64");
    for (const sibling of ["2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:0DB8:0001:0002:abcd::9", "2001:db8:1:2:0:0:0:1%eth0"]) {
      expect(rateLimitSubject(sibling)).toBe(subject);
    }
  });

  it("keeps neighbouring /64s apart", () => {
    expect(rateLimitSubject("2001:db8:1:3::1")).not.toBe(rateLimitSubject("2001:db8:1:2::1"));
    expect(rateLimitSubject("::1")).toBe("0:0:0:0::/64");
    expect(rateLimitSubject("fe80::1")).toBe("fe80:0:0:0::/64");
  });

  it("does not fold other IPv6 addresses that embed an IPv4 part into IPv4", () => {
    expect(rateLimitSubject("64:ff9b::203.0.113.7")).toBe("64:ff9b:0:0::/64");
  });

  it("keeps what is not an address as it came", () => {
    expect(rateLimitSubject("unknown")).toBe("unknown");
  });
});
