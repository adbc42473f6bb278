// The site's primary button as mail can draw it: a padded link, gold on navy text in both modes.
import type { ReactNode } from "react";
import { brand } from "./brand.ts";

export function MailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      style={{
        display: "inline-block",
        padding: "12px 22px",
        borderRadius: 10,
        backgroundColor: brand.gold400,
        color: brand.navy950,
        fontWeight: 600,
        fontSize: 16,
        lineHeight: 1.2,
        textDecoration: "none",
      }}
    >
      {children}
    </a>
  );
}
