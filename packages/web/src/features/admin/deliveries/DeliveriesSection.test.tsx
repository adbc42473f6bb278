// The console's Deliveries section: what failed or waits, "Send again" and "Send now" from the keyboard, "Send all again…" after a confirmation, and a test email.
import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import type { FailedDelivery } from "@ai-leaders/core/relay";
import { json, renderPage } from "../../../test/render.tsx";
import { accessToken, adminEmail, answerConsole, callsTo } from "../test/console-api.ts";
import { DeliveriesSection } from "./DeliveriesSection.tsx";

const nothingToResend = "Nothing to resend: no delivery has failed after its retries.";
const failedSignup = (email: string): FailedDelivery => ({
  kind: "newsletter",
  id: email,
  summary: email,
  created_at: "2026-05-01T09:00:00.000Z",
  attempts: 5,
  last_error: "Webhook answered 500",
  failed_at: "2026-05-01T09:01:00.000Z",
});
const waitingMessage: FailedDelivery = {
  kind: "contact",
  id: "message-1",
  summary: "early.writer@company.example: Workshop",
  created_at: "2026-05-01T09:00:00.000Z",
  attempts: 0,
  last_error: "CONTACT_WEBHOOK_URL is not set",
  failed_at: null,
};

/** The relay's lists as the stand-in holds them: a record sent again leaves its list. */
function relay(failed: FailedDelivery[], waiting: FailedDelivery[] = []) {
  const page = (rows: FailedDelivery[]) => () => json({ deliveries: rows, next_cursor: null });
  const take =
    (rows: FailedDelivery[]) =>
    ({ body }: { body: unknown }) => {
      rows.splice(
        rows.findIndex((row) => row.id === (body as { id: string }).id),
        1,
      );
      return json({ outcome: "queued" }, 202);
    };
  return answerConsole({
    "GET /api/admin/deliveries": page(failed),
    "GET /api/admin/deliveries/waiting": page(waiting),
    "POST /api/admin/deliveries/send-again": take(failed),
    "POST /api/admin/deliveries/send-now": take(waiting),
    "POST /api/admin/deliveries/send-all-again": () => json({ queued: failed.splice(0).length, skipped: 0 }, 202),
    "POST /api/admin/mail/test": () => json({ id: "mail-1", message: `Test email queued to ${adminEmail}` }, 202),
  });
}

describe("the console's Deliveries section", () => {
  const openSection = () => renderPage(<DeliveriesSection accessToken={accessToken} />, { route: "/admin/deliveries" });

  it("says there is nothing to resend while every delivery has arrived, and offers no Send all", async () => {
    relay([]);
    openSection();
    await screen.findByText(nothingToResend);
    expect(screen.queryByRole("button", { name: "Send all again…" })).toBeNull();
  });

  it("lists a refused signup with its kind, attempts and last error, and sends it again from the keyboard, focus staying on its button", async () => {
    const calls = relay([failedSignup("late.reader@company.example")]);
    const { user } = openSection();
    const row = await within(await screen.findByRole("list", { name: "Failed deliveries" })).findByRole("listitem");
    for (const fact of ["late.reader@company.example", "Newsletter signup", "after 5 attempts", "Webhook answered 500"])
      expect(row.textContent).toContain(fact);

    const button = screen.getByRole("button", { name: "Send again: late.reader@company.example" });
    button.focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.getAllByRole("status")[0]!.textContent).toBe("Queued late.reader@company.example for delivery."));
    expect(document.activeElement).toBe(button);
    expect(document.activeElement?.textContent).toContain("Queued");
    expect(callsTo(calls, "POST /api/admin/deliveries/send-again").map((call) => call.body)).toEqual([
      { kind: "newsletter", id: "late.reader@company.example" },
    ]);

    await user.click(screen.getByRole("button", { name: "Refresh" }));
    await screen.findByText(nothingToResend);
  });

  it("sends every failed delivery again after a confirmation that takes focus, then gives focus to what it did", async () => {
    const calls = relay([failedSignup("second.failed@company.example"), failedSignup("first.failed@company.example")]);
    const { user } = openSection();
    await screen.findByRole("button", { name: "Send again: second.failed@company.example" });
    await user.click(screen.getByRole("button", { name: "Send all again…" }));
    const confirm = within(screen.getByRole("group", { name: "Send all again" }));
    expect(document.activeElement?.textContent).toBe("Send all again");
    await user.click(confirm.getByRole("button", { name: "Send all again" }));
    const notice = await screen.findByText("Queued 2 deliveries again.");
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(document.activeElement?.getAttribute("role")).toBe("status");
    await screen.findByText(nothingToResend);
    expect(callsTo(calls, "POST /api/admin/deliveries/send-all-again")).toHaveLength(1);
  });

  it("lists a message stored while its webhook was not set as waiting, saying why, and sends it now from the keyboard", async () => {
    const calls = relay([], [waitingMessage]);
    const { user } = openSection();
    const row = await within(await screen.findByRole("list", { name: "Records waiting for a webhook" })).findByRole("listitem");
    expect(row.textContent).toContain("early.writer@company.example: Workshop");
    expect(row.textContent).toContain("Contact message, stored");
    expect(row.textContent).toContain("CONTACT_WEBHOOK_URL is not set");
    await screen.findByText(nothingToResend);

    screen.getByRole("button", { name: "Send now: early.writer@company.example: Workshop" }).focus();
    await user.keyboard("{Enter}");
    await screen.findByText("Queued early.writer@company.example: Workshop for delivery.");
    expect(document.activeElement?.textContent).toBe("Queued");
    expect(callsTo(calls, "POST /api/admin/deliveries/send-now").map((call) => call.body)).toEqual([{ kind: "contact", id: "message-1" }]);
  });

  it("queues a test email to the signed-in admin and says where", async () => {
    const calls = relay([]);
    const { user } = openSection();
    await user.click(screen.getByRole("button", { name: "Send a test email" }));
    await screen.findByText(`Test email queued to ${adminEmail}. If it cannot be sent, it shows in this list after its retries.`);
    expect(callsTo(calls, "POST /api/admin/mail/test")).toHaveLength(1);
  });
});
