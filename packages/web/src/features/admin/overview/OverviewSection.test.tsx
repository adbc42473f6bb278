// The console's Overview: what it says before anyone has come, the funnel's sentence, chart, table and CSV file from the numbers the API gives, and the range kept in the address.
import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { useLocation } from "react-router-dom";
import { funnelStepLabels, funnelSteps, settingsCodeLabel, type ConsoleOverview, type OverviewRange } from "@ai-leaders/core/analytics";
import { emptyOverview } from "./overview-fixture.ts";
import { json, renderPage } from "../../../test/render.tsx";
import { accessToken, answerConsole, callsTo } from "../test/console-api.ts";
import { OverviewSection } from "./OverviewSection.tsx";

const overview = emptyOverview;

/** One visitor's day: landing, subscribed, access, a prompt copied and a guide step done, no roast. */
const oneVisit = (days: OverviewRange) =>
  overview(days, {
    funnel: funnelSteps.map((step) => ({ step, label: funnelStepLabels[step], count: step === "roast" ? 0 : 1 })),
    topPrompts: [{ id: "ai-strategy-tutor", title: "AI Strategy Tutor", library: "claude", copies: 1, openIn: 0 }],
    topGuides: [{ slug: "build-website", title: "Build a Website in Minutes", stepsDone: 1 }],
    topRoutes: [{ route: "/prompts/claude", views: 1 }],
    accessCodes: [{ label: settingsCodeLabel, granted: 1 }],
  });

function overviewApi(numbers: (days: OverviewRange) => ConsoleOverview) {
  return answerConsole({ "GET /api/admin/analytics": (call) => json(numbers(Number(call.query.days) as OverviewRange)) });
}

/** The address the console shows, for the range it keeps there. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

function renderOverview(route = "/admin/overview") {
  return renderPage(
    <>
      <OverviewSection accessToken={accessToken} />
      <Address />
    </>,
    { route },
  );
}

const panel = (title: string) => within(screen.getByRole("region", { name: title }));
const status = () => screen.getByText(/^Showing /, { selector: "[role=status]" });

describe("the console's Overview", () => {
  it("opens on the last 30 days and says what the funnel will show before anyone has come, with nothing to download", async () => {
    const calls = overviewApi((days) => overview(days));
    renderOverview();
    await screen.findByText("No visitor has reached a step in the last 30 days. Each step counts a visitor once a day, as they reach it.");
    expect((screen.getByRole("radio", { name: "Last 30 days" }) as HTMLInputElement).checked).toBe(true);
    expect(panel("The funnel").queryByRole("button", { name: "Download CSV" })).toBeNull();
    expect(callsTo(calls, "GET /api/admin/analytics").map((call) => call.query)).toEqual([{ days: "30" }]);
  });

  it("keeps the chosen range in the address and says which days it shows", async () => {
    const calls = overviewApi(oneVisit);
    const { user } = renderOverview();
    await waitFor(() => expect(status().textContent).toBe("Showing 29 Oct to 27 Nov."));
    await user.click(screen.getByRole("radio", { name: "Last 7 days" }));
    await waitFor(() => expect(screen.getByTestId("address").textContent).toBe("/admin/overview?days=7"));
    await waitFor(() => expect(status().textContent).toBe("Showing 21 Nov to 27 Nov."));
    expect(callsTo(calls, "GET /api/admin/analytics").map((call) => call.query.days)).toEqual(["30", "7"]);
  });

  it("opens the range the address names, and the default range for one it does not offer", async () => {
    overviewApi(oneVisit);
    const { unmount } = renderOverview("/admin/overview?days=12");
    await waitFor(() => expect(status().textContent).toBe("Showing 29 Oct to 27 Nov."));
    expect((screen.getByRole("radio", { name: "Last 30 days" }) as HTMLInputElement).checked).toBe(true);
    unmount();

    renderOverview("/admin/overview?days=90");
    await waitFor(() => expect(status().textContent).toBe("Showing 30 Aug to 27 Nov."));
    expect((screen.getByRole("radio", { name: "Last 90 days" }) as HTMLInputElement).checked).toBe(true);
    expect(panel("The funnel").getByText(/^1 visitor-day on the landing page;/)).toBeTruthy();
  });

  it("says the funnel in a sentence, draws its bars, and shows the same counts as a table and a CSV file", async () => {
    overviewApi(oneVisit);
    const { user } = renderOverview("/admin/overview?days=7");
    const funnel = within(await screen.findByRole("region", { name: "The funnel" }));
    await funnel.findByText(
      "1 visitor-day on the landing page; of them, subscribed: 1 (100%), got access: 1 (100%), used a prompt or guide: 1 (100%), ran a roast: 0 (0%).",
    );
    const region = screen.getByRole("region", { name: "The funnel" });
    expect(region.querySelector(".chart")?.getAttribute("data-bars")).toBe("1,1,1,1,0");

    const tableToggle = funnel.getByRole("button", { name: "Table" });
    expect(tableToggle.getAttribute("aria-pressed")).toBe("false");
    await user.click(tableToggle);
    expect(tableToggle.getAttribute("aria-pressed")).toBe("true");
    const rows = within(funnel.getByRole("table", { name: "The funnel" })).getAllByRole("row");
    expect(rows.map((row) => Array.from(row.querySelectorAll("th, td"), (cell) => cell.textContent))).toEqual([
      ["Step", "Visitor-days", "% of the first step"],
      ["Visited the landing page", "1", "100%"],
      ["Subscribed", "1", "100%"],
      ["Got access", "1", "100%"],
      ["Used a prompt or guide", "1", "100%"],
      ["Ran a roast", "0", "0%"],
    ]);
    expect(region.querySelector(".chart, canvas")).toBeNull();

    const files: Blob[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((file) => (files.push(file as Blob), "blob:funnel"));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    await user.click(funnel.getByRole("button", { name: "Download CSV" }));
    await waitFor(() => expect(clicked).toEqual(["overview-funnel-2026-11-21-to-2026-11-27.csv"]));
    expect(await files[0]!.text()).toBe(
      "\uFEFFStep,Visitor-days,% of the first step\r\n" +
        "Visited the landing page,1,100%\r\nSubscribed,1,100%\r\nGot access,1,100%\r\nUsed a prompt or guide,1,100%\r\nRan a roast,0,0%\r\n",
    );
  });

  it("names what was used most, and through which code", async () => {
    overviewApi(oneVisit);
    renderOverview("/admin/overview?days=7");
    await screen.findByRole("region", { name: "Top prompts" });
    await panel("Top prompts").findByText("AI Strategy Tutor leads, with 1 use in the last 7 days, the only one.");
    expect(panel("Top guides").getByText(/^Build a Website in Minutes leads, with 1 step done in the last 7 days/)).toBeTruthy();
    expect(
      panel("Access codes by use").getByText(`${settingsCodeLabel} leads, with 1 grant in the last 7 days, the only one.`),
    ).toBeTruthy();
  });

  it("counts the teams as they stand, whatever the range, and links to the Teams section", async () => {
    overviewApi((days) => overview(days, { teams: { teams: 3, active: 2, suspended: 1, members: 14, seats: 24 } }));
    renderOverview("/admin/overview?days=7");
    const teams = within(await screen.findByRole("region", { name: "Teams" }));
    const figures = within(teams.getByRole("group", { name: "Teams today" }));
    expect(figures.getAllByRole("term").map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`)).toEqual([
      "Teams 3",
      "Active 2",
      "Suspended 1",
      "Members 14",
      "Seats 24",
    ]);
    expect(teams.getByRole("link", { name: "Teams" }).getAttribute("href")).toBe("/admin/teams");
  });
});
