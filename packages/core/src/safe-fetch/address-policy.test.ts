import { describe, expect, it } from "vitest";
import { checkAddress } from "./address-policy.ts";

const strict = { allowLoopback: false };
const local = { allowLoopback: true };

describe("checkAddress", () => {
  it.each([
    ["127.0.0.1", "IPv4 loopback"],
    ["127.255.255.254", "IPv4 loopback"],
    ["10.20.30.40", "IPv4 private"],
    ["172.31.255.255", "IPv4 private"],
    ["192.168.0.1", "IPv4 private"],
    ["169.254.169.254", "IPv4 linkLocal"],
    ["100.64.0.1", "IPv4 carrierGradeNat"],
    ["100.127.255.255", "IPv4 carrierGradeNat"],
    ["224.0.0.251", "IPv4 multicast"],
    ["239.255.255.250", "IPv4 multicast"],
    ["0.0.0.0", "IPv4 unspecified"],
    ["0.1.2.3", "IPv4 unspecified"],
    ["255.255.255.255", "IPv4 broadcast"],
    ["240.0.0.1", "IPv4 reserved"],
    ["192.0.2.10", "IPv4 reserved"],
    ["198.18.0.1", "IPv4 reserved"],
    ["::1", "IPv6 loopback"],
    ["::", "IPv6 unspecified"],
    ["fe80::1", "IPv6 linkLocal"],
    ["fc00::1", "IPv6 uniqueLocal"],
    ["fd12:3456::1", "IPv6 uniqueLocal"],
    ["ff02::1", "IPv6 multicast"],
    ["2001:db8::1", "IPv6 reserved"],
    ["2001::1", "IPv6 teredo"],
    ["::ffff:127.0.0.1", "IPv4 loopback inside IPv6"],
    ["::ffff:a9fe:a9fe", "IPv4 linkLocal inside IPv6"],
    ["::ffff:10.0.0.1", "IPv4 private inside IPv6"],
    ["64:ff9b::10.0.0.1", "IPv4 private inside IPv6"],
    ["2002:c0a8:0101::1", "IPv4 private inside IPv6"],
    ["::127.0.0.1", "IPv4 loopback inside IPv6"],
    ["fe80::1%eth0", "not an IP address"],
    ["example.com", "not an IP address"],
  ])("refuses %s (%s)", (address, range) => {
    expect(checkAddress(address, strict)).toEqual({ allowed: false, range });
  });

  it.each([
    "93.184.216.34",
    "8.8.8.8",
    "1.1.1.1",
    "2606:4700:4700::1111",
    "::ffff:93.184.216.34",
    "64:ff9b::808:808",
    "[2a00:1450:4001::1]",
  ])("allows public %s", (address) => {
    expect(checkAddress(address, strict)).toEqual({ allowed: true });
  });

  it("lets loopback through only when private hosts are allowed, and nothing else private", () => {
    expect(checkAddress("127.0.0.1", local)).toEqual({ allowed: true });
    expect(checkAddress("::1", local)).toEqual({ allowed: true });
    expect(checkAddress("::ffff:127.0.0.1", local)).toEqual({ allowed: true });
    expect(checkAddress("10.0.0.1", local).allowed).toBe(false);
    expect(checkAddress("169.254.169.254", local).allowed).toBe(false);
    expect(checkAddress("0.0.0.0", local).allowed).toBe(false);
    expect(checkAddress("fd00::1", local).allowed).toBe(false);
  });
});
