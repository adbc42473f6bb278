// Node runs no code after SIGKILL, so a tiny process outside it stops DynamoDB Local when the
// stack's process dies: no Java left holding the data folder and a port.
import { spawn, type ChildProcess } from "node:child_process";

// It stays in the terminal's process group (Ctrl-C and a closed terminal still reach Java and the
// stack), but ignores those signals itself, so it outlives the stack and finishes its one job.
const watchdogScript = `
const [stackPid, emulatorPid] = process.argv.slice(1).map(Number);
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => {});
const alive = (pid) => { try { process.kill(pid, 0); return true; } catch (error) { return error.code === "EPERM"; } };
const watch = setInterval(() => {
  if (!alive(emulatorPid)) process.exit(0);
  // Orphans are adopted by another process: a new parent means the stack is gone.
  if (process.ppid === stackPid) return;
  clearInterval(watch);
  try { process.kill(emulatorPid, "SIGTERM"); } catch {}
  const deadline = Date.now() + 3000;
  setInterval(() => {
    if (!alive(emulatorPid)) process.exit(0);
    if (Date.now() < deadline) return;
    try { process.kill(emulatorPid, "SIGKILL"); } catch {}
    process.exit(0);
  }, 100);
}, 250);
`;

/** Stops the emulator (`emulatorPid`) within about a second of this process dying. */
export function startWatchdog(emulatorPid: number): ChildProcess {
  const watchdog = spawn(process.execPath, ["-e", watchdogScript, String(process.pid), String(emulatorPid)], {
    stdio: "ignore",
  });
  watchdog.unref();
  return watchdog;
}
