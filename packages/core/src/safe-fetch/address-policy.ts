// Which resolved addresses a user-supplied URL may reach. Only public unicast addresses pass;
// everything that leads back into our own network (or nowhere) is refused.
import ipaddr from "ipaddr.js";

export type AddressVerdict = { allowed: true } | { allowed: false; range: string };

export interface AddressPolicy {
  /** Local testing only (ANALYZER_ALLOW_PRIVATE_HOSTS): loopback passes; other private ranges still don't. */
  allowLoopback: boolean;
}

const blockedIPv4Ranges = new Set([
  "unspecified",
  "broadcast",
  "multicast",
  "linkLocal",
  "loopback",
  "carrierGradeNat",
  "private",
  "reserved",
]);

// IPv6 forms that carry an IPv4 address: judged by the IPv4 address inside.
const nat64WellKnownPrefix = ipaddr.IPv6.parse("64:ff9b::");
const ipv4CompatiblePrefix = ipaddr.IPv6.parse("::");

export function checkAddress(address: string, policy: AddressPolicy): AddressVerdict {
  const bare = address.startsWith("[") && address.endsWith("]") ? address.slice(1, -1) : address;
  // Four-part decimal only: the shorthand forms (127.1, 0x7f.1, 2130706433) are normalised by the
  // URL parser before we get here, and DNS answers are always four-part.
  if (ipaddr.IPv4.isValidFourPartDecimal(bare)) return checkIPv4(ipaddr.IPv4.parse(bare), policy);
  if (ipaddr.IPv6.isValid(bare) && !bare.includes("%")) return checkIPv6(ipaddr.IPv6.parse(bare), policy);
  return { allowed: false, range: "not an IP address" };
}

function checkIPv4(address: ipaddr.IPv4, policy: AddressPolicy): AddressVerdict {
  const range = address.range();
  if (range === "loopback" && policy.allowLoopback) return { allowed: true };
  return blockedIPv4Ranges.has(range) ? { allowed: false, range: `IPv4 ${range}` } : { allowed: true };
}

function checkIPv6(address: ipaddr.IPv6, policy: AddressPolicy): AddressVerdict {
  const embedded = embeddedIPv4(address);
  if (embedded) {
    const verdict = checkIPv4(embedded, policy);
    return verdict.allowed ? verdict : { allowed: false, range: `${verdict.range} inside IPv6` };
  }
  const range = address.range();
  if (range === "loopback" && policy.allowLoopback) return { allowed: true };
  // Global unicast only: unique-local, link-local, site-local, multicast, documentation,
  // Teredo, ORCHID, discard and the other special blocks are all refused.
  return range === "unicast" ? { allowed: true } : { allowed: false, range: `IPv6 ${range}` };
}

function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const range = address.range();
  const parts = address.parts;
  const lastTwo = (): ipaddr.IPv4 => fromWords(parts[6] ?? 0, parts[7] ?? 0);
  if (range === "ipv4Mapped" || range === "rfc6145") return lastTwo(); // ::ffff:a.b.c.d, ::ffff:0:a.b.c.d
  if (address.match(nat64WellKnownPrefix, 96)) return lastTwo(); // 64:ff9b::a.b.c.d
  if (range === "6to4") return fromWords(parts[1] ?? 0, parts[2] ?? 0); // 2002:AABB:CCDD::/48
  // Deprecated IPv4-compatible form ::a.b.c.d (but not :: and ::1, which have their own ranges).
  if (address.match(ipv4CompatiblePrefix, 96) && range === "unicast") return lastTwo();
  return null;
}

function fromWords(high: number, low: number): ipaddr.IPv4 {
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}
