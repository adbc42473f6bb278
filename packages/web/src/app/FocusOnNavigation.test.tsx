// Where focus lands after a client-side navigation: on the new page's heading whenever it is drawn,
// never on the page body, and never taken back once the visitor has acted.
import { describe, expect, it } from "vitest";
import { useEffect, useState, type ReactElement } from "react";
import { act, screen, waitFor } from "@testing-library/react";
import { Link, Route, Routes } from "react-router-dom";
import { renderPage } from "../test/render.tsx";
import { FocusOnNavigation } from "./FocusOnNavigation.tsx";

/** A promise the test settles when it chooses: the page's code or data arriving late. */
function later() {
  let settle!: () => void;
  const arrived = new Promise<void>((resolve) => (settle = resolve));
  return { arrived, arrive: () => act(async () => settle()) };
}

function Workflows() {
  return (
    <main>
      <h1>Workflows</h1>
      <Link to="/whats-new">What&apos;s new</Link>
      <button type="button">Copy</button>
    </main>
  );
}

/** A page drawn in steps: its landmark at once, its heading once `content` arrives, drawn anew after `redraw`. */
function WhatsNew({ content, redraw }: { content: Promise<void>; redraw?: Promise<void> }) {
  const [shown, setShown] = useState(false);
  const [drawing, setDrawing] = useState(0);
  useEffect(() => void content.then(() => setShown(true)), [content]);
  useEffect(() => void redraw?.then(() => setDrawing(1)), [redraw]);
  return (
    <main>
      <p>Loading what&apos;s new</p>
      {shown && <h1 key={drawing}>What&apos;s new</h1>}
    </main>
  );
}

function site(whatsNew: ReactElement) {
  return (
    <>
      <Routes>
        <Route path="/workflows" element={<Workflows />} />
        <Route path="/whats-new" element={whatsNew} />
      </Routes>
      <FocusOnNavigation />
    </>
  );
}

describe("focus after a client-side navigation", () => {
  it("stays where it is on the first load", () => {
    renderPage(site(<WhatsNew content={Promise.resolve()} />), { route: "/workflows" });
    expect(document.activeElement).toBe(document.body);
  });

  it("rests on the new page's landmark, then on its heading once drawn, however late", async () => {
    const content = later();
    const { user } = renderPage(site(<WhatsNew content={content.arrived} />), { route: "/workflows" });
    await user.click(screen.getByRole("link", { name: "What's new" }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("main")));
    await content.arrive();
    expect(document.activeElement).toBe(screen.getByRole("heading", { level: 1, name: "What's new" }));
  });

  it("follows the heading when the page draws it again, rather than falling to the page body", async () => {
    const redraw = later();
    const { user } = renderPage(site(<WhatsNew content={Promise.resolve()} redraw={redraw.arrived} />), { route: "/workflows" });
    await user.click(screen.getByRole("link", { name: "What's new" }));
    const firstHeading = await screen.findByRole("heading", { level: 1 });
    await waitFor(() => expect(document.activeElement).toBe(firstHeading));
    await redraw.arrive();
    const secondHeading = screen.getByRole("heading", { level: 1 });
    expect(secondHeading).not.toBe(firstHeading);
    expect(document.activeElement).toBe(secondHeading);
  });

  it("is not taken back once the visitor has pressed a key", async () => {
    const content = later();
    const { user } = renderPage(
      <>
        {site(<WhatsNew content={content.arrived} />)}
        <input aria-label="Search" />
      </>,
      { route: "/workflows" },
    );
    await user.click(screen.getByRole("link", { name: "What's new" }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("main")));
    await user.keyboard("{Tab}");
    const reached = document.activeElement;
    expect(reached).toBe(screen.getByRole("textbox", { name: "Search" }));
    await content.arrive();
    expect(document.activeElement).toBe(reached);
  });
});
