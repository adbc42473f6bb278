import { useEffect, useId, useRef, type ReactNode } from "react";
import { enterModalLayer } from "./modal-layer.ts";

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  children: ReactNode;
  size?: "small" | "medium";
}

/** A modal on the native <dialog>: focus is trapped, Escape closes, focus returns on close. */
export function Dialog({ open, onClose, title, description, children, size = "medium" }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // ×, the backdrop and Escape all close the native way: the browser puts focus back on the opener.
  const close = () => ref.current?.close();

  // Declared before showModal() below, so the opener is still the focused element. The browser
  // restores focus on close() but not when the owner unmounts an open dialog (e.g. after sending).
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement;
    return () => {
      const focusLost = document.activeElement === null || document.activeElement === document.body;
      if (focusLost && opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // While it is open, toasts render inside it: anything outside a modal dialog is inert.
  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog?.open) return;
    const leave = enterModalLayer(dialog);
    dialog.addEventListener("close", leave);
    return () => {
      dialog.removeEventListener("close", leave);
      leave();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`dialog dialog-${size}`}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === ref.current) close();
      }}
    >
      <div className="dialog-content">
        {/* A div, not a header: a dialog opened from inside a page's header would nest one in the other. */}
        <div className="dialog-header">
          <h2 id={titleId}>{title}</h2>
          {description && <p id={descriptionId}>{description}</p>}
        </div>
        {children}
        <button type="button" className="dialog-close" aria-label="Close" onClick={close}>
          ×
        </button>
      </div>
    </dialog>
  );
}
