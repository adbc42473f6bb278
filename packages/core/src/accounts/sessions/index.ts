// What the sessions list shows of a client: a short device label from the User-Agent and the
// network it came from. We keep no geo database and never the full address: IPv4 to its /24,
// IPv6 to its /48.
import { isIPv4, isIPv6 } from "node:net";

const browsers: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\//, "Chrome"],
  [/Safari\//, "Safari"],
];
const systems: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, "iOS"],
  [/Android/, "Android"],
  [/CrOS/, "ChromeOS"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/Linux/, "Linux"],
];

const firstMatch = (table: [RegExp, string][], text: string) => table.find(([pattern]) => pattern.test(text))?.[1];

/** "Chrome on macOS", "Firefox", "Unknown device". */
export function describeDevice(userAgent: string | undefined): string {
  const text = userAgent ?? "";
  const browser = firstMatch(browsers, text);
  const system = firstMatch(systems, text);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? "Unknown device";
}

/** "203.0.113.0/24", "2001:db8:1::/48"; "Unknown" for anything not an IP address. */
export function approximateNetwork(address: string): string {
  if (isIPv4(address)) return `${address.split(".").slice(0, 3).join(".")}.0/24`;
  if (isIPv6(address)) {
    const [head = "", tail = ""] = address.split("::");
    const groups = [...head.split(":").filter(Boolean)];
    const tailGroups = tail.split(":").filter(Boolean);
    const full = [...groups, ...Array(Math.max(0, 8 - groups.length - tailGroups.length)).fill("0"), ...tailGroups];
    const prefix = full.slice(0, 3).map((group) => parseInt(group, 16).toString(16));
    return `${prefix.join(":")}::/48`;
  }
  return "Unknown";
}
