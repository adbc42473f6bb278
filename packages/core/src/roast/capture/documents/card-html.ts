// The share card (1200×630): what a link preview shows for /r/{id}. The product's preview look
// (navy, the gold mark), the page's host, its score and verdict, and the page as it was captured.
import { clip, escapeHtml, fontStack, palette, scoreColours } from "./html.ts";
import type { ShareCardFacts } from "./types.ts";

export const cardSize = { width: 1200, height: 630 } as const;

export function shareCardHtml(card: ShareCardFacts, thumbnail: string | null): string {
  const score = scoreColours(card.score, 100);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><style>
  * { box-sizing: border-box; margin: 0; }
  body { width: ${cardSize.width}px; height: ${cardSize.height}px; overflow: hidden; background: ${palette.navy}; color: ${palette.white}; font-family: ${fontStack}; }
  .card { display: flex; height: 100%; padding: 64px 64px 56px 72px; gap: 48px; }
  .text { flex: 1; display: flex; flex-direction: column; min-width: 0; }
  .brand { display: flex; align-items: center; gap: 16px; font-size: 28px; font-weight: 700; }
  .mark { width: 36px; height: 36px; border-radius: 9px; background: ${palette.gold}; }
  .eyebrow { margin-top: 44px; color: ${palette.gold}; font-size: 22px; font-weight: 700; letter-spacing: 2px; text-transform: uppercase; }
  .host { margin-top: 12px; font-size: ${card.host.length > 24 ? 44 : 54}px; font-weight: 700; line-height: 1.1; overflow-wrap: anywhere; }
  .verdict { margin-top: 22px; color: ${palette.muted}; font-size: 27px; line-height: 1.35; display: -webkit-box; -webkit-line-clamp: 4; -webkit-box-orient: vertical; overflow: hidden; }
  .score { margin-top: auto; display: inline-flex; align-items: baseline; gap: 6px; align-self: flex-start; padding: 10px 22px; border-radius: 14px; border: 3px solid ${score.border}; background: ${score.background}; color: ${score.text}; font-weight: 700; }
  .score b { font-size: 56px; line-height: 1; }
  .score span { font-size: 28px; }
  .shot { width: 470px; flex: none; align-self: center; border-radius: 14px; overflow: hidden; background: ${palette.white}; box-shadow: 0 18px 48px rgb(0 0 0 / 0.45); }
  .bar { height: 26px; background: #e2e8f0; display: flex; align-items: center; gap: 7px; padding-left: 12px; }
  .bar i { width: 10px; height: 10px; border-radius: 50%; background: #94a3b8; }
  .shot img { display: block; width: 100%; height: auto; }
</style></head>
<body><div class="card">
  <div class="text">
    <div class="brand"><div class="mark"></div>AI for Leaders</div>
    <p class="eyebrow">Landing page score</p>
    <p class="host">${escapeHtml(clip(card.host, 60))}</p>
    <p class="verdict">${escapeHtml(clip(card.verdict, 220))}</p>
    <p class="score"><b>${Math.round(card.score)}</b><span>/100</span></p>
  </div>
  ${thumbnail ? `<div class="shot"><div class="bar"><i></i><i></i><i></i></div><img src="${thumbnail}" alt=""></div>` : ""}
</div></body></html>`;
}
