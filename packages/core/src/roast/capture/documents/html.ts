// Text into HTML: every word a page or a model wrote is escaped before the browser sees it.
import { scoreBand, type ScoreBand } from "../../report/score-band.ts";

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

export function jpegDataUrl(jpeg: Uint8Array): string {
  return `data:image/jpeg;base64,${Buffer.from(jpeg).toString("base64")}`;
}

/** Cut at a word, with an ellipsis, so a long verdict never pushes the layout. */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const atWord = cut.lastIndexOf(" ");
  return `${(atWord > max * 0.6 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:–-]+$/, "")}…`;
}

/** The site's colours, and each score band's as the report shows them. */
export const palette = {
  navy: "#0b1b3a",
  navyLight: "#1d3566",
  gold: "#f5b942",
  white: "#ffffff",
  muted: "#cbd5e1",
  ink: "#0f172a",
  inkMuted: "#475569",
  line: "#cbd5e1",
};

const bandColours: Record<ScoreBand, { text: string; background: string; border: string }> = {
  good: { text: "#166534", background: "#dcfce7", border: "#86efac" },
  fair: { text: "#92400e", background: "#fef3c7", border: "#fcd34d" },
  poor: { text: "#991b1b", background: "#fee2e2", border: "#fca5a5" },
};

export function scoreColours(score: number, max: 10 | 100) {
  return bandColours[scoreBand(score, max)];
}

export const fontStack = `Inter, "Open Sans", "Helvetica Neue", Arial, sans-serif`;
