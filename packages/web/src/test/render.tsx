// Component tests: a component rendered in a DOM (happy-dom) with what the app gives every page
// (a router, toasts), and the API answered by a stand-in the test writes (answerApi).
import type { ReactElement } from "react";
import { render, type RenderResult } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { vi } from "vitest";
import { ToastProvider } from "../ui/toast.tsx";

/** Renders inside a router and the toast provider; `user` types and clicks as a person would. */
export function renderPage(
  ui: ReactElement,
  { route = "/" }: { route?: string } = {},
): RenderResult & { user: ReturnType<typeof userEvent.setup> } {
  // With the fake clock, user-event's own pauses move it on; with the real one they simply pass.
  const user = userEvent.setup({ advanceTimers: (ms) => void (vi.isFakeTimers() && vi.advanceTimersByTime(ms)) });
  const result = render(
    <MemoryRouter initialEntries={[route]}>
      <ToastProvider route={route}>{ui}</ToastProvider>
    </MemoryRouter>,
  );
  return { ...result, user };
}

/** What a person does to change a field's answer: selects what it holds, and types `text` over it. */
export async function retype(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string): Promise<void> {
  await user.clear(field);
  await user.type(field, text);
}

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Answers the page's API calls (its fetch) with `answer`, and records each call. `answer` may
 * throw a TypeError, as fetch does when the network fails; it also gets the request itself, for
 * what a call carries beyond its path and JSON body (a query). Undone after each test (unstubGlobals).
 */
export function answerApi(answer: (call: ApiCall, request: Request) => Response | Promise<Response>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    const call = { method: request.method, path: new URL(request.url).pathname, body };
    calls.push(call);
    return answer(call, request);
  });
  return calls;
}

/** A call's query string, as the stand-ins that page or filter read it. */
export const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
