// The frame every mailed link's page shares: the brand home link and one card. The token rides in
// the fragment (#token=…), so it never reaches a server log; opening the page spends nothing.
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router-dom";
import { paths } from "../../config/paths.ts";
import { productName } from "../../config/site.ts";
import { BrandMark } from "../../ui/BrandMark.tsx";
import "./mailed-link.css";

/** The link's token, read from its fragment ("" when the link was cut short). */
export function useFragmentToken(): string {
  const { hash } = useLocation();
  return new URLSearchParams(hash.replace(/^#/, "")).get("token") ?? "";
}

export function MailedLinkFrame({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <div className="page-shell">
      <main className="page-column mailed-link">
        <Link to={paths.home} className="brand brand-dark mailed-link-brand">
          <BrandMark />
          {productName}
        </Link>
        <section className="mailed-link-card" aria-busy={busy}>
          {children}
        </section>
      </main>
    </div>
  );
}
