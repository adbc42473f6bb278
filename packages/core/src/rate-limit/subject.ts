// Who a per-address limit counts. One IPv6 subscriber line holds a whole /64 (2^64 addresses), so
// counting single IPv6 addresses would let one visitor take a fresh one per request.
import { isIP } from "node:net";

/**
 * The rate-limit subject of a client address: IPv4 as is, an IPv4-mapped IPv6 address as its
 * IPv4, any other IPv6 address as its /64 written one way ("2001:db8:1:2::/64"). Anything that
 * is not an address (a missing socket address) is kept as given.
 */
export function rateLimitSubject(address: string): string {
  const withoutZone = address.trim().replace(/%.*$/, "");
  if (isIP(withoutZone) === 4) return withoutZone;
  if (isIP(withoutZone) !== 6) return address;
  const groups = ipv6Groups(withoutZone);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, "::" and a trailing dotted IPv4 part expanded. */
function ipv6Groups(address: string): number[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const hex = dotted
    ? `${address.slice(0, dotted.index)}${((+dotted[1]! << 8) | +dotted[2]!).toString(16)}:${((+dotted[3]! << 8) | +dotted[4]!).toString(16)}`
    : address;
  const [head = "", tail] = hex.split("::");
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((group) => parseInt(group, 16)));
  const before = parse(head);
  const after = tail === undefined ? [] : parse(tail);
  return [...before, ...new Array<number>(8 - before.length - after.length).fill(0), ...after];
}
