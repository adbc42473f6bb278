// The one-page executive brief (A4): the verdict and score, the category scores, the three fixes
// that matter most, and the page above the fold with each quoted finding's marker on it.
import { pageAddress } from "../../report/page-address.ts";
import { clip, escapeHtml, fontStack, palette, scoreColours } from "./html.ts";
import type { BriefFacts } from "./types.ts";

export function briefHtml(brief: BriefFacts, shot: string | null): string {
  const score = scoreColours(brief.score, 100);
  const host = pageAddress(brief.url)?.host ?? brief.url;
  const pins = shot ? brief.pins.filter((pin) => pin.box.y < brief.viewport.height) : [];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(`Brief: ${host}`)}</title><style>
  @page { size: A4; margin: 0; }
  * { box-sizing: border-box; margin: 0; padding: 0; }
  body { width: 210mm; height: 297mm; overflow: hidden; font-family: ${fontStack}; color: ${palette.ink}; font-size: 10.5pt; line-height: 1.4; }
  header { background: ${palette.navy}; color: ${palette.white}; padding: 9mm 14mm 8mm; }
  .brand { display: flex; align-items: center; gap: 3mm; font-weight: 700; font-size: 11pt; }
  .mark { width: 5mm; height: 5mm; border-radius: 1.3mm; background: ${palette.gold}; }
  .eyebrow { margin-top: 5mm; color: ${palette.gold}; font-weight: 700; font-size: 9pt; letter-spacing: 0.4mm; text-transform: uppercase; }
  .title { display: flex; align-items: center; gap: 6mm; margin-top: 1.5mm; }
  h1 { flex: 1; font-size: 21pt; line-height: 1.15; overflow-wrap: anywhere; }
  .score { flex: none; padding: 1.5mm 4mm; border-radius: 2.5mm; border: 0.6mm solid ${score.border}; background: ${score.background}; color: ${score.text}; font-weight: 700; }
  .score b { font-size: 22pt; }
  .verdict { margin-top: 3mm; color: ${palette.muted}; font-size: 11.5pt; }
  main { padding: 7mm 14mm 0; }
  h2 { font-size: 11pt; margin-bottom: 2.5mm; color: ${palette.navy}; }
  .categories { display: grid; grid-template-columns: repeat(4, 1fr); gap: 1.5mm 5mm; margin-bottom: 6mm; }
  .category { display: flex; justify-content: space-between; border-bottom: 0.3mm solid ${palette.line}; padding-bottom: 0.8mm; font-size: 9pt; }
  .category b { font-variant-numeric: tabular-nums; }
  ol.fixes { list-style: none; display: grid; gap: 3mm; margin-bottom: 6mm; }
  .fix { display: flex; gap: 3mm; }
  .fix-n { flex: none; width: 6mm; height: 6mm; border-radius: 50%; background: ${palette.navy}; color: ${palette.white}; font-weight: 700; font-size: 9pt; display: grid; place-items: center; }
  .fix strong { display: block; }
  .fix p { color: ${palette.inkMuted}; font-size: 9.5pt; }
  .seen { display: flex; gap: 6mm; align-items: flex-start; }
  .shot { position: relative; flex: none; width: 132mm; border: 0.3mm solid ${palette.line}; border-radius: 2mm; overflow: hidden; }
  .shot img { display: block; width: 100%; }
  .pin { position: absolute; transform: translate(-50%, -50%); width: 6mm; height: 6mm; border-radius: 50%; background: ${palette.gold}; border: 0.5mm solid ${palette.navy}; color: ${palette.navy}; font-weight: 700; font-size: 8.5pt; display: grid; place-items: center; }
  .legend { flex: 1; display: grid; gap: 2mm; font-size: 9pt; color: ${palette.inkMuted}; }
  .legend b { display: inline-grid; place-items: center; width: 5mm; height: 5mm; margin-right: 1.5mm; border-radius: 50%; background: ${palette.gold}; color: ${palette.navy}; font-size: 8pt; }
  footer { position: absolute; left: 14mm; right: 14mm; bottom: 8mm; display: grid; gap: 0.8mm; font-size: 8pt; color: ${palette.inkMuted}; border-top: 0.3mm solid ${palette.line}; padding-top: 2mm; }
</style></head>
<body>
<header>
  <div class="brand"><div class="mark"></div>AI for Leaders</div>
  <p class="eyebrow">Landing page brief</p>
  <div class="title"><h1>${escapeHtml(clip(host, 70))}</h1><p class="score"><b>${Math.round(brief.score)}</b>/100</p></div>
  <p class="verdict">${escapeHtml(clip(brief.verdict, 240))}</p>
</header>
<main>
  ${brief.categories.length > 0 ? `<section><h2>By category (out of 10)</h2><div class="categories">${brief.categories.map((category) => `<p class="category"><span>${escapeHtml(clip(category.name, 28))}</span><b>${Math.round(category.score)}</b></p>`).join("")}</div></section>` : ""}
  <section><h2>The three fixes that matter most</h2><ol class="fixes">${brief.fixes
    .slice(0, 3)
    .map(
      (fix, index) =>
        `<li class="fix"><span class="fix-n">${index + 1}</span><div><strong>${escapeHtml(clip(fix.title, 120))}</strong><p>${escapeHtml(clip(fix.detail, 230))}</p></div></li>`,
    )
    .join("")}</ol></section>
  ${shot ? shotSection(brief, shot, pins) : ""}
</main>
<footer><span>${escapeHtml(brief.madeBy)}</span><span>Full report: ${escapeHtml(brief.link)}</span></footer>
</body></html>`;
}

function shotSection(brief: BriefFacts, shot: string, pins: BriefFacts["pins"]): string {
  const { width, height } = brief.viewport;
  const markers = pins
    .map(({ n, box }) => {
      // On the quote's top-left corner, as the report's screenshots place it, kept inside the shot.
      const left = clamp((box.x / width) * 100);
      const top = clamp((box.y / height) * 100);
      return `<span class="pin" style="left:${left.toFixed(2)}%;top:${top.toFixed(2)}%">${n}</span>`;
    })
    .join("");
  const legend = pins.map(({ n, quote }) => `<p><b>${n}</b> “${escapeHtml(clip(quote, 70))}”</p>`).join("");
  return `<section><h2>What a visitor sees first (desktop, above the fold)</h2><div class="seen"><div class="shot"><img src="${shot}" alt="">${markers}</div>${legend ? `<div class="legend">${legend}</div>` : ""}</div></section>`;
}

const clamp = (percent: number) => Math.min(96, Math.max(3, percent));
