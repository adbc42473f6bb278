// `npm start` runs npm → sh → tsx → this process, and npm does not pass SIGTERM on (an IDE's
// stop button, `kill <npm pid>`): so the stack also stops when one of those launchers is gone.
import { isAlive, processInfo } from "./processes.ts";

const npm = /^(\S*\/)?np[mx] |np[mx]-cli\.js/;
const scriptShell = /^(\S*\/)?(sh|bash|dash|zsh) -c /;
const tsx = /(^|[/ ])tsx( |$)|tsx\/dist\/cli\.mjs/;

/** Calls `onGone` once, within about 250 ms of a launcher of this process exiting. */
export function watchLaunchers(onGone: () => void): void {
  const parentPid = process.ppid;
  const launchers = launcherPids(parentPid);
  // Started some other way (a shell, `nohup node …`): its lifetime is not ours to follow.
  if (launchers.length === 0) return;
  const watch = setInterval(() => {
    // A new parent means ours died, even if it lingers as a zombie.
    if (process.ppid === parentPid && launchers.every(isAlive)) return;
    clearInterval(watch);
    onGone();
  }, 250);
  watch.unref();
}

/** The parent, grandparent… while they are tsx, a `sh -c` or npm, up to npm itself. */
function launcherPids(parentPid: number): number[] {
  const launchers: number[] = [];
  let pid = parentPid;
  while (launchers.length < 5) {
    const info = processInfo(pid);
    if (!info || ![npm, scriptShell, tsx].some((launcher) => launcher.test(info.command))) break;
    launchers.push(pid);
    if (npm.test(info.command)) break;
    pid = info.parentPid;
  }
  return launchers;
}
