import type { ReactNode } from "react";

/** A tab's section of the hub: its heading and its grid of cards (each child an <li>). */
export function HubSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="hub-section-title">
        {title}
      </h2>
      <ul className="hub-grid" role="list">
        {children}
      </ul>
    </section>
  );
}
