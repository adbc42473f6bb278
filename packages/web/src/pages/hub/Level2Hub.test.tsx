// The hub's tabs: Workflows and Tools are routes; Vote and Blog switch in place (spec §2), and the
// Vote tab names itself in the query so its address can be kept, shared and reloaded.
import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { useLocation } from "react-router-dom";
import { paths } from "../../config/paths.ts";
import { answerBoardApi } from "../../features/voting/board-stand-in.ts";
import { renderPage } from "../../test/render.tsx";
import { Level2Hub } from "./Level2Hub.tsx";

function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{pathname + search}</output>;
}

const openHub = (route: string) =>
  renderPage(
    <>
      <Level2Hub />
      <Address />
    </>,
    { route },
  );
const address = () => screen.getByTestId("address").textContent;
const tab = (name: string) => screen.getByRole("tab", { name });

describe("the hub's Vote tab", () => {
  it("switches in place and names itself in the address; Blog drops the name", async () => {
    answerBoardApi([]);
    const { user } = openHub(paths.tools);
    await user.click(tab("Vote"));
    await screen.findByRole("heading", { name: "Vote for Next Tools" });
    expect(address()).toBe(`${paths.tools}?view=vote`);
    expect(tab("Vote").getAttribute("aria-selected")).toBe("true");

    await user.click(tab("Blog"));
    expect(tab("Blog").getAttribute("aria-selected")).toBe("true");
    expect(address()).toBe(paths.tools);
  });

  it("opens on the board from its own address", async () => {
    answerBoardApi([]);
    openHub(paths.vote);
    await screen.findByRole("heading", { name: "Vote for Next Tools" });
    expect(tab("Vote").getAttribute("aria-selected")).toBe("true");
    expect(address()).toBe("/level-2?view=vote");
  });
});
