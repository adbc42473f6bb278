// The frame of every message: the brand bar, one fluid column of at most 600 px, a footer.
// Tables, because Outlook lays out nothing else; inline styles, because some clients drop the
// <style>. The <style> adds only what inline styles cannot say: dark mode and narrow screens.
import type { ReactNode } from "react";
import { brand } from "./brand.ts";

const adaptiveStyles = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .mail-page { background-color: ${brand.navy950} !important; }
  .mail-card { background-color: ${brand.navy900} !important; border-color: ${brand.navy700} !important; }
  .mail-text { color: ${brand.inkOnNavy} !important; }
  .mail-muted { color: ${brand.inkMutedOnNavy} !important; }
  .mail-link { color: ${brand.gold300} !important; }
}
@media (max-width: 480px) {
  .mail-bar { padding: 16px 20px !important; }
  .mail-content { padding: 24px 20px !important; }
}
`;

export interface BrandLayoutProps {
  /** The title of the document, and what a client shows in its list before the message is opened. */
  title: string;
  preview: string;
  siteUrl: string;
  /** Why the reader got this message, in a sentence. */
  footer: ReactNode;
  children: ReactNode;
}

export function BrandLayout({ title, preview, siteUrl, footer, children }: BrandLayoutProps) {
  return (
    <html lang="en" dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{title}</title>
        <style dangerouslySetInnerHTML={{ __html: adaptiveStyles }} />
      </head>
      <body
        className="mail-page"
        style={{ margin: 0, padding: 0, width: "100%", backgroundColor: brand.paperMuted, fontFamily: brand.font }}
      >
        <div data-skip-in-text="true" style={{ display: "none", maxHeight: 0, overflow: "hidden", opacity: 0 }}>
          {preview}
        </div>
        <table
          role="presentation"
          width="100%"
          cellPadding={0}
          cellSpacing={0}
          className="mail-page"
          style={{ backgroundColor: brand.paperMuted }}
        >
          <tbody>
            <tr>
              <td align="center" style={{ padding: "24px 12px" }}>
                <table
                  role="presentation"
                  width="100%"
                  cellPadding={0}
                  cellSpacing={0}
                  className="mail-card"
                  style={{
                    width: "100%",
                    maxWidth: 600,
                    backgroundColor: brand.paper,
                    border: `1px solid ${brand.line}`,
                    borderRadius: 12,
                    borderCollapse: "separate",
                    overflow: "hidden",
                  }}
                >
                  <tbody>
                    <tr>
                      <td
                        className="mail-bar"
                        style={{ backgroundColor: brand.navy900, padding: "18px 32px", borderBottom: `3px solid ${brand.gold400}` }}
                      >
                        <a
                          href={siteUrl}
                          style={{ color: "#ffffff", fontSize: 18, fontWeight: 800, letterSpacing: "-0.01em", textDecoration: "none" }}
                        >
                          {brand.name}
                        </a>
                      </td>
                    </tr>
                    <tr>
                      <td
                        className="mail-content mail-text"
                        style={{ padding: 32, color: brand.ink, fontSize: 16, lineHeight: 1.55, overflowWrap: "anywhere" }}
                      >
                        {children}
                      </td>
                    </tr>
                  </tbody>
                </table>
                <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ width: "100%", maxWidth: 600 }}>
                  <tbody>
                    <tr>
                      <td
                        className="mail-muted"
                        style={{ padding: "16px 8px", color: brand.inkMuted, fontSize: 13, lineHeight: 1.5, overflowWrap: "anywhere" }}
                      >
                        {footer}
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}
