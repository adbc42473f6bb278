import type { ReactNode } from "react";

/** What went wrong with the form as a whole, announced as it appears; nothing while there is nothing. */
export function FormError({ id, children }: { id?: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="auth-form-error" role="alert">
      {children}
    </p>
  );
}
