// After every component test: the rendered tree unmounted, the real clock back, and the device's
// storage empty (a session or access token one test stored must not sign the next one in: files
// share a worker's DOM). Waiting on the DOM (findBy…, waitFor) allows a busy machine ten seconds
// rather than testing-library's one: a lazily loaded chunk under CI's load took longer.
import { afterEach, vi } from "vitest";
import { cleanup, configure } from "@testing-library/react";

configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
});
