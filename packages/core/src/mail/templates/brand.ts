// The site's brand for mail. Mail clients read no CSS variables and no web fonts worth relying on,
// so the colours are the site's (packages/web/src/styles.css, :root) written out.
export const brand = {
  name: "AI for Leaders",
  navy950: "#06122a",
  navy900: "#0b1b3a",
  navy700: "#1d3566",
  gold400: "#f5b942",
  gold300: "#f8cd72",
  ink: "#0f172a",
  inkMuted: "#475569",
  paper: "#ffffff",
  paperMuted: "#f1f5f9",
  line: "#cbd5e1",
  /** Light text on the navy of dark mode, at 4.5:1 or more. */
  inkOnNavy: "#e2e8f0",
  inkMutedOnNavy: "#a7b4c8",
  font: `Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif`,
} as const;
