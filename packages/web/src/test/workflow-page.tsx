// For component tests of the AI workflow pages (and the boxes that start a workflow): the page
// rendered as the app renders it, signed in or not (AuthProvider), the API a waiting page meets and
// the sockets it opens, and what the tests read back (the toast, the workflow calls).
import type { ReactElement } from "react";
import { screen } from "@testing-library/react";
import { AuthProvider } from "../account/AuthProvider.tsx";
import { answerApi, renderPage, type ApiCall } from "./render.tsx";
import { standInSockets, workflowApi } from "../features/roast/progress/workflow-stand-ins.ts";

/** Renders `page` inside the AuthProvider, as the app does, with the router and toasts of renderPage. */
export const renderWithAuth = (page: ReactElement, options?: Parameters<typeof renderPage>[1]) =>
  renderPage(<AuthProvider>{page}</AuthProvider>, options);

/** The toast on show. */
export const toast = () => screen.getByTestId("toast");

/** The calls that started a workflow (none, when the page refused what it was given). */
export const workflowCalls = (calls: ApiCall[]) => calls.filter((call) => call.path.startsWith("/api/workflows/"));

/**
 * The API answered by `answer` (workflowApi unless given) and WebSocket replaced by stand-ins:
 * the calls the page makes and the sockets it opens, in order.
 */
export function standInWorkflow(answer: Parameters<typeof answerApi>[0] = workflowApi) {
  const sockets = standInSockets();
  const calls = answerApi(answer);
  return { sockets, calls };
}
