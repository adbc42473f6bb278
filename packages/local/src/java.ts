import { spawnSync } from "node:child_process";

export const javaInstallHint = [
  "DynamoDB Local needs Java 17 or newer, and none was found on this machine.",
  "Install it, then run `npm start` again:",
  "  Debian/Ubuntu: sudo apt-get install -y openjdk-17-jre-headless",
  "  macOS (Homebrew): brew install openjdk@17",
  "  Windows: winget install Microsoft.OpenJDK.17",
].join("\n");

/** The major version of `java` on the PATH, or null when there is none. */
export function javaMajorVersion(command = "java"): number | null {
  const result = spawnSync(command, ["-version"], { encoding: "utf8" });
  if (result.error || result.status !== 0) return null;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return null;
  const major = Number(match[1]);
  // Java 8 and older report "1.8.0_…".
  return major === 1 ? Number(match[2]) : major;
}

export class MissingJavaError extends Error {
  constructor(found: number | null) {
    super(found === null ? javaInstallHint : javaInstallHint.replace("none was found", `Java ${found} was found`));
  }
}

export function ensureJava17(command = "java"): void {
  const major = javaMajorVersion(command);
  if (major === null || major < 17) throw new MissingJavaError(major);
}
