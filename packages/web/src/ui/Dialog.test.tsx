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
});
