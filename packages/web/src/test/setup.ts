// After every component test: the rendered tree unmounted, the real clock back, and the device's
// storage empty (a session or access token one test stored must not sign the next one in: files
// share a worker's DOM).
import { afterEach, vi } from "vitest";
import { cleanup } from "@testing-library/react";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
});
