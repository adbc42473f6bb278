// What the operating system says about a process, for the lock and the launcher watch.
import { spawnSync } from "node:child_process";

export interface ProcessInfo {
  parentPid: number;
  /** Dead, waiting for its parent to read its exit status. */
  zombie: boolean;
  startedAt: number;
  command: string;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Null when the process is gone or `ps` is not there to ask (Windows). */
export function processInfo(pid: number): ProcessInfo | null {
  const result = spawnSync("ps", ["-ww", "-o", "ppid=,stat=,lstart=,args=", "-p", String(pid)], {
    encoding: "utf8",
    env: { ...process.env, LC_ALL: "C" },
  });
  if (result.error || result.status !== 0) return null;
  const match = /^\s*(\d+)\s+(\S+)\s+(\w{3} \w{3} [ \d]\d \d\d:\d\d:\d\d \d{4})\s+(.*)$/.exec(result.stdout.trim());
  if (!match) return null;
  const [, parentPid = "", state = "", startedAt = "", command = ""] = match;
  return { parentPid: Number(parentPid), zombie: state.startsWith("Z"), startedAt: Date.parse(startedAt), command };
}
