import { describe, expect, it } from "vitest";
import { useState } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Dialog } from "./Dialog.tsx";

/** A page whose button opens a dialog that its owner removes while it is open, as a form does once sent. */
function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Contact
      </button>
      {open && (
        <Dialog open onClose={() => setOpen(false)} title="Contact us">
          <button type="button" onClick={() => setOpen(false)}>
            Send
          </button>
        </Dialog>
      )}
    </>
  );
}

/** A dialog kept mounted, opened and closed by its `open` prop; counts what its owner is told. */
function KeptDialog({ closes }: { closes: string[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Sign In
      </button>
      <Dialog
        open={open}
        onClose={() => {
          closes.push("closed");
          setOpen(false);
        }}
        title="Access Required"
      >
        <p>Enter your code</p>
      </Dialog>
    </>
  );
}

describe("a dialog", () => {
  it("is a modal named by its title", async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole("button", { name: "Contact" }));
    const dialog = screen.getByRole("dialog", { name: "Contact us" }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
  });

  it("gives focus back to what opened it when its owner removes it while open (after sending)", async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole("button", { name: "Contact" });
    await user.click(opener);
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("tells its owner once when × closes it, and opens again at once from its opener", async () => {
    const user = userEvent.setup();
    const closes: string[] = [];
    render(<KeptDialog closes={closes} />);
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(closes).toEqual(["closed"]);
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect((screen.getByRole("dialog", { name: "Access Required" }) as HTMLDialogElement).open).toBe(true);
  });

  // In a browser the close event comes a task after close(): by then the visitor may have opened it again.
  it("stays open when the close event of an earlier closing arrives after it opened again", async () => {
    const user = userEvent.setup();
    const closes: string[] = [];
    render(<KeptDialog closes={closes} />);
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    await user.click(screen.getByRole("button", { name: "Close" }));
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    const dialog = screen.getByRole("dialog", { name: "Access Required" }) as HTMLDialogElement;
    dialog.dispatchEvent(new Event("close"));
    expect(dialog.open).toBe(true);
    expect(closes).toEqual(["closed"]);
  });
});
