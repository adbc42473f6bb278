// The "Roast Landing Page" box: its field and read-only result area, the URL checks, sign-in first,
// the roast's toasts and result, and Cancel while it waits.
import { beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { authMessages, workflowMessages } from "@ai-leaders/core/messages";
import { LandingRoast } from "./LandingRoast.tsx";
import { renderWithAuth, standInWorkflow, toast, workflowCalls } from "../../../test/workflow-page.tsx";
import { finished, signIn } from "../progress/workflow-stand-ins.ts";

describe("the landing-page roast box", () => {
  beforeEach(() => localStorage.clear());

  const urlField = () => screen.getByLabelText("Landing page URL") as HTMLInputElement;
  const results = () => screen.getByRole("region", { name: "Roast results" });
  const renderBox = () => renderWithAuth(<LandingRoast />);

  /** Puts `address` in the field and asks for its roast. */
  async function roast(user: ReturnType<typeof renderBox>["user"], address: string) {
    await user.clear(urlField());
    await user.type(urlField(), address);
    await user.click(screen.getByRole("button", { name: "Roast It" }));
  }

  it("starts at https:// with a labelled, read-only result area, and refuses an address that is not a web page", async () => {
    const { calls } = standInWorkflow();
    const { user } = renderBox();
    expect(urlField().value).toBe("https://");
    // A text field with the keyboard for addresses: "https://" alone would be an invalid type=url value.
    expect([urlField().type, urlField().inputMode]).toEqual(["text", "url"]);
    expect(results().textContent).toBe("Your roast will appear here.");
    expect(results().querySelectorAll("input, textarea, [contenteditable]")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Roast It" }));
    expect(toast().textContent).toContain(workflowMessages.invalidUrlTitle);
    expect(toast().textContent).toContain("Please enter a valid URL");
    expect(toast().getAttribute("role")).toBe("alert");
    await user.click(screen.getByRole("button", { name: "Dismiss notification" }));

    await roast(user, "ftp://files.company.test");
    expect(toast().textContent).toContain("URL must use http or https protocol");

    await roast(user, "not a url");
    expect(toast().textContent).toContain(workflowMessages.invalidUrlTitle);
    expect(workflowCalls(calls)).toEqual([]);
  });

  it("asks a visitor who is not signed in to sign in first, and sends nothing", async () => {
    const { calls } = standInWorkflow();
    const { user } = renderBox();
    await roast(user, "https://acme.example");
    expect(toast().textContent).toContain(authMessages.signInRequired.title);
    expect(toast().textContent).toContain("Please sign in to analyze landing pages");
    expect(await screen.findByRole("dialog", { name: "Log in" })).toBeTruthy();
    expect(workflowCalls(calls)).toEqual([]);
  });

  it("says the request was sent, then 'Roast Complete' with the automation's text, never its placeholder or ROAST: prefix", async () => {
    const { sockets, calls } = standInWorkflow();
    signIn();
    const { user } = renderBox();
    await roast(user, "https://acme.example");

    await waitFor(() => expect(toast().textContent).toContain(workflowMessages.roastSent.title));
    expect(calls.find((call) => call.path === "/api/workflows/landing-roast")?.body).toEqual({ url: "https://acme.example" });
    expect(results().getAttribute("aria-busy")).toBe("true");

    sockets[0]!.push(finished({ content: workflowMessages.placeholderResult, roast: workflowMessages.placeholderResult }));
    expect(results().textContent).not.toContain(workflowMessages.placeholderResult);
    sockets[0]!.push(finished({ content: "ROAST: Automation result for landing-roast", roast: "Automation result for landing-roast" }));

    await waitFor(() => expect(toast().textContent).toContain(workflowMessages.roastComplete.title));
    await within(results()).findByText(/Automation result for landing-roast/);
    expect(results().textContent).not.toContain("ROAST:");
    expect(results().getAttribute("aria-busy")).toBe("false");
  });

  it("says 'Roasting...' while it waits, and Cancel stops the wait and says so", async () => {
    const { sockets } = standInWorkflow();
    signIn();
    const { user } = renderBox();
    await roast(user, "https://slow.example");

    const roasting = await screen.findByRole("button", { name: "Roasting..." });
    expect(roasting.getAttribute("aria-disabled")).toBe("true");
    expect(urlField().readOnly).toBe(true);
    await user.click(screen.getByRole("button", { name: "Cancel" }));

    await waitFor(() => expect(toast().textContent).toContain(workflowMessages.roastCancelled.title));
    expect(toast().textContent).toContain("The roast analysis has been stopped.");
    expect(results().textContent).toBe(workflowMessages.roastCancelledText);
    expect(screen.getByRole("button", { name: "Roast It" }).hasAttribute("aria-disabled")).toBe(false);
    expect(screen.queryByRole("button", { name: "Cancel" })).toBeNull();
    expect(sockets[0]!.closed).toBe(true);
  });
});
