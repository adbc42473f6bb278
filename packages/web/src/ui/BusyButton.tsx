import type { ButtonHTMLAttributes, ReactNode } from "react";

/** What a button says while its request is out. */
export const pleaseWait = "Please wait...";

interface BusyButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "aria-disabled"> {
  busy: boolean;
  children: ReactNode;
}

/** A form's button: a submit unless told otherwise; while busy it says so and refuses another press (aria-disabled keeps its focus). */
export function BusyButton({ busy, children, type = "submit", ...button }: BusyButtonProps) {
  return (
    <button type={type} {...button} aria-disabled={busy || undefined}>
      {busy ? pleaseWait : children}
    </button>
  );
}
