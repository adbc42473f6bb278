// The console's Audience section: its lists and search, an export that says why it is withheld or joins every page into one file, and an erasure asked about once more.
import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { json, renderPage } from "../../../test/render.tsx";
import { accessToken, answerConsole, callsTo, type ConsoleCall } from "../test/console-api.ts";
import { AudienceSection } from "./AudienceSection.tsx";
import { nothingErased } from "../../../test/erasure.ts";

const signup = (email: string) => ({
  email,
  created_at: "2026-05-01T09:00:00.000Z",
  confirmed_at: null,
  unsubscribed_at: null,
  relay_status: "delivered",
  relay_error: null,
});
const csvHeader = "email,signed_up_at,confirmed_at,unsubscribed_at,delivery,delivery_error,mail_suppressed";

/** The signups the stand-in holds, searched as the API does (case-folded, by part of the address). */
function audience(signups: string[]) {
  const held = new Set(signups);
  const page = ({ query }: ConsoleCall) => {
    const search = (query.search ?? "").toLowerCase();
    return json({ rows: [...held].filter((email) => email.includes(search)).map(signup), next_cursor: null });
  };
  return {
    held,
    routes: {
      "GET /api/admin/digest": () => json({ weekly: false }),
      "GET /api/admin/audience/signups": page,
      "GET /api/admin/audience/contacts": () => json({ rows: [], next_cursor: null }),
    },
  };
}

describe("the console's Audience section", () => {
  afterEach(() => vi.restoreAllMocks());

  const region = (name: string) => within(screen.getByRole("region", { name }));

  it("withholds an export while its list is empty, saying why beside the button and in its description", async () => {
    answerConsole(audience(["visitor.one@company.example"]).routes);
    renderPage(<AudienceSection accessToken={accessToken} />, { route: "/admin/audience" });
    const contacts = region("Contact messages");
    const reason = await contacts.findByText("No messages to export yet.");
    const button = contacts.getByRole("button", { name: "Export messages (CSV)" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(document.getElementById(button.getAttribute("aria-describedby")!)).toBe(reason);
    await region("Newsletter signups").findByText("visitor.one@company.example");
    expect((region("Newsletter signups").getByRole("button", { name: "Export signups (CSV)" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("finds a signup by part of its address, erases it after a confirmation that takes focus, says what went, and shows the list empty", async () => {
    const { held, routes } = audience(["visitor.one@company.example", "someone.else@company.example"]);
    const calls = answerConsole({
      ...routes,
      "POST /api/admin/audience/erase": ({ body }) => {
        held.delete((body as { email: string }).email);
        return json({ erased: { ...nothingErased, signups: 1, mails: 1, one_time_links: 1 } });
      },
    });
    const { user } = renderPage(<AudienceSection accessToken={accessToken} />, { route: "/admin/audience" });
    const signups = region("Newsletter signups");
    await signups.findByText("someone.else@company.example");
    await user.type(signups.getByLabelText("Search by email"), "VISITOR.ONE");
    await user.click(signups.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(signups.getAllByRole("listitem")).toHaveLength(1));
    expect(callsTo(calls, "GET /api/admin/audience/signups").at(-1)!.query).toEqual({ search: "VISITOR.ONE" });

    signups.getByRole("button", { name: "Erase visitor.one@company.example…" }).focus();
    await user.keyboard("{Enter}");
    expect(document.activeElement?.textContent).toBe("Erase");
    expect(signups.getByRole("group", { name: "Erase visitor.one@company.example" })).toBeTruthy();
    await user.keyboard("{Enter}");
    const notice = await screen.findByText("Erased visitor.one@company.example: 1 newsletter signup, 1 mail, 1 unused link.");
    expect(notice.getAttribute("role")).toBe("status");
    await waitFor(() => expect(document.activeElement).toBe(notice));
    await signups.findByText('No signups match "VISITOR.ONE".');
    expect(callsTo(calls, "POST /api/admin/audience/erase").map((call) => call.body)).toEqual([{ email: "visitor.one@company.example" }]);
  });

  it("says 'No signups to export yet.' once the unsearched list is empty", async () => {
    answerConsole(audience([]).routes);
    renderPage(<AudienceSection accessToken={accessToken} />, { route: "/admin/audience" });
    const signups = region("Newsletter signups");
    await signups.findByText("No signups to export yet.");
    expect((signups.getByRole("button", { name: "Export signups (CSV)" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("erases by address a person who is in neither list, and empties the box", async () => {
    const calls = answerConsole({
      ...audience([]).routes,
      "POST /api/admin/audience/erase": () => json({ erased: { ...nothingErased, accounts: 1, sessions: 1 } }),
    });
    const { user } = renderPage(<AudienceSection accessToken={accessToken} />, { route: "/admin/audience" });
    const box = screen.getByLabelText("Erase a person by email address") as HTMLInputElement;
    await user.type(box, "reader.only@company.example");
    await user.click(screen.getByRole("button", { name: "Erase reader.only@company.example…" }));
    await user.click(
      within(screen.getByRole("group", { name: "Erase reader.only@company.example" })).getByRole("button", { name: "Erase" }),
    );
    await screen.findByText("Erased reader.only@company.example: the account with 1 session.");
    expect(box.value).toBe("");
    expect(callsTo(calls, "POST /api/admin/audience/erase").map((call) => call.body)).toEqual([{ email: "reader.only@company.example" }]);
  });

  it("offers the export of a searched list, and says plainly there is nothing to export when it turns out empty", async () => {
    const calls = answerConsole({
      ...audience([]).routes,
      "GET /api/admin/audience/contacts": () => json({ rows: [], next_cursor: null }),
      "GET /api/admin/audience/contacts.csv": () =>
        new Response("\uFEFFemail,subject\r\n", {
          headers: { "x-export-rows": "0", "content-disposition": 'attachment; filename="contacts-2026-05-01.csv"' },
        }),
    });
    const createObjectURL = vi.spyOn(URL, "createObjectURL");
    const { user } = renderPage(<AudienceSection accessToken={accessToken} />, { route: "/admin/audience" });
    const contacts = region("Contact messages");
    await contacts.findByText("No messages to export yet.");
    await user.type(contacts.getByLabelText("Search by email or subject"), "pricing");
    await user.click(contacts.getByRole("button", { name: "Search" }));
    await contacts.findByText('No messages match "pricing".');
    await user.click(contacts.getByRole("button", { name: "Export messages (CSV)" }));
    await waitFor(() => expect(contacts.getByRole("status").textContent).toBe("Nothing to export: the list is empty."));
    expect(callsTo(calls, "GET /api/admin/audience/contacts.csv")).toHaveLength(1);
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it("exports a list longer than a page as one file: every page fetched in turn, the rows counted as they come", async () => {
    const pages = [
      { rows: ["a@scale.example", "b@scale.example"], next: "page-2" },
      { rows: ["c@scale.example", "d@scale.example"], next: "page-3" },
      { rows: ["e@scale.example"], next: null },
    ];
    let answerPage!: () => void;
    const calls = answerConsole({
      ...audience(["a@scale.example"]).routes,
      "GET /api/admin/audience/signups.csv": async ({ query }) => {
        const index = query.cursor ? Number(query.cursor.split("-")[1]) - 1 : 0;
        // The second page waits until the test has read the progress.
        if (index === 1) await new Promise<void>((resolve) => (answerPage = resolve));
        const { rows, next } = pages[index]!;
        const body = (index === 0 ? `\uFEFF${csvHeader}\r\n` : "") + rows.map((email) => `${email},2026-05-01,,,delivered,,\r\n`).join("");
        const headers: Record<string, string> = {
          "x-export-rows": String(rows.length),
          "content-disposition": 'attachment; filename="signups-2026-05-01.csv"',
        };
        if (next) headers["x-next-cursor"] = next;
        return new Response(body, { headers });
      },
    });
    const files: Blob[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((file) => (files.push(file as Blob), "blob:export"));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const { user } = renderPage(<AudienceSection accessToken={accessToken} />, { route: "/admin/audience" });
    const signups = region("Newsletter signups");
    await signups.findByText("a@scale.example");
    await user.click(signups.getByRole("button", { name: "Export signups (CSV)" }));
    await waitFor(() => expect(signups.getByRole("status").textContent).toBe("Exported 2 rows so far…"));
    expect(signups.getByRole("button", { name: "Exporting…" })).toBeTruthy();
    answerPage();
    await waitFor(() => expect(signups.getByRole("status").textContent).toBe("Exported 5 rows."));

    expect(callsTo(calls, "GET /api/admin/audience/signups.csv").map((call) => call.query)).toEqual([
      {},
      { cursor: "page-2" },
      { cursor: "page-3" },
    ]);
    expect(clicked).toEqual(["signups-2026-05-01.csv"]);
    const lines = (await files[0]!.text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe(csvHeader);
    expect(lines.slice(1, -1).map((line) => line.split(",")[0])).toEqual(pages.flatMap((page) => page.rows));
    expect(lines.at(-1)).toBe("");
  });
});
