// For component tests of the AI workflow pages: a WebSocket the test pushes the job's messages
// through, a signed-in session kept as the app keeps it, and the API's answers a page waits on.
import type { ReportWriter, ReportWriters } from "@ai-leaders/core/config";
import { vi } from "vitest";
import type { BrowserSession } from "@ai-leaders/core/accounts";
import type { JobTicket, JobUpdate } from "@ai-leaders/core/jobs";
import { storeSession } from "../../../lib/session-store.ts";
import { json, type ApiCall } from "../../../test/render.tsx";

/** One socket the page opened: the test opens it, pushes to it and drops it. */
export class SocketStandIn {
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {}
  send(): void {}
  close(): void {
    this.closed = true;
  }
  open(): void {
    this.onopen?.();
  }
  push(message: unknown): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

/** Replaces WebSocket for the test (undone after it): returns the sockets the page opens, in order. */
export function standInSockets(): SocketStandIn[] {
  const opened: SocketStandIn[] = [];
  vi.stubGlobal(
    "WebSocket",
    class extends SocketStandIn {
      constructor(url: string) {
        super(url);
        opened.push(this);
      }
    },
  );
  return opened;
}

export const ticket: JobTicket = { session_id: "session-1", watch_token: "watch-1" };

/** A finished job as the socket pushes it (and polling returns it). */
export const finished = (fields: Omit<JobUpdate, "session_id" | "status">) => ({
  type: "analysis_result",
  session_id: ticket.session_id,
  status: "completed",
  ...fields,
});

/** A signed-in leader, as a reload finds them: the API is asked who they are (`answerSignedIn`). */
export const signedInUser = {
  id: "user-1",
  email: "whitney@company.example",
  created_at: "2026-01-01T00:00:00.000Z",
  email_confirmed_at: "2026-01-01T00:00:00.000Z",
  user_metadata: { full_name: "Whitney Wolfe" },
};
export function signIn(): BrowserSession {
  const session: BrowserSession = {
    access_token: "access-1",
    expires_at: Math.floor(Date.now() / 1000) + 3_600,
    expires_in: 3_600,
    token_type: "bearer",
    user: signedInUser,
  };
  storeSession(session);
  return session;
}

/**
 * The API as a waiting page meets it: a workflow starts with `ticket`, a poll finds the job still
 * pending, the signed-in user is who they are; anything else is not found.
 */
/** Every workflow written by `writer`, as GET /api/report-writers answers. */
export const reportWriters = (writer: ReportWriter): ReportWriters => ({
  "landing-roast": writer,
  "landing-improve": writer,
  "founder-profile": writer,
  "website-roast": writer,
});

export function workflowApi({ path, method }: ApiCall): Response {
  if (method === "POST" && path.startsWith("/api/workflows/")) return json(ticket);
  if (path === "/api/get-analysis-result") return json({ success: false }, 404);
  if (path === "/api/auth/user") return json({ user: signedInUser });
  // The results these stand-ins push are an automation's.
  if (path === "/api/report-writers") return json(reportWriters("automation"));
  return json({ error: { message: "Not found" } }, 404);
}
