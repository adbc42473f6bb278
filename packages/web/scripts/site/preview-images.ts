// Link-preview images (1200×630 PNG) for the landing page and each post, drawn at build time from
// the page's title in the product's colours: satori lays the card out as SVG (text as paths, in
// Inter), resvg rasterises it.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import satori from "satori";
import type { ServerEntry } from "./server-entry.ts";

const require = createRequire(import.meta.url);
const size = { width: 1200, height: 630 };
const margin = { x: 80, y: 72 };
const colours = { navy: "#0b1b3a", gold: "#f5b942", white: "#ffffff", muted: "#cbd5e1" };

interface PreviewCard {
  name: string;
  eyebrow: string;
  title: string;
  footnote: string;
}

let wasmReady: Promise<void> | undefined;

export async function writePreviewImages(server: ServerEntry, outDir: string): Promise<void> {
  wasmReady ??= readFile(require.resolve("@resvg/resvg-wasm/index_bg.wasm")).then((wasm) => initWasm(wasm));
  await wasmReady;
  const fonts = await Promise.all(
    ([400, 700] as const).map(async (weight) => ({
      name: "Inter",
      weight,
      style: "normal" as const,
      data: await readFile(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
    })),
  );
  const cards: PreviewCard[] = [
    {
      name: "home",
      eyebrow: "For executives, founders and builders",
      title: "Make Smarter Decisions, Faster",
      footnote: "Workflows · Prompt libraries · The Executive Briefing",
    },
    ...server.articleSummaries.map((summary) => ({
      name: summary.slug,
      eyebrow: "The Executive Briefing",
      title: summary.title,
      footnote: `${summary.readingMinutes} min read`,
    })),
  ];
  await mkdir(join(outDir, "og"), { recursive: true });
  for (const card of cards) {
    const svg = await satori(cardLayout(card, server.productName), { ...size, fonts });
    const png = new Resvg(svg, { fitTo: { mode: "width", value: size.width } }).render().asPng();
    await writeFile(join(outDir, server.previewImagePath(card.name).slice(1)), png);
  }
}

/** The card as satori's element tree (the shape React elements have), without React. */
function cardLayout(card: PreviewCard, productName: string) {
  const box = (style: Record<string, unknown>, children: unknown) => ({
    type: "div",
    props: { style: { display: "flex", ...style }, children },
  });
  return box(
    // Satori sizes boxes without their padding: the card's content box is the image less its margins.
    {
      width: size.width - 2 * margin.x,
      height: size.height - 2 * margin.y,
      flexDirection: "column",
      justifyContent: "space-between",
      padding: `${margin.y}px ${margin.x}px`,
      background: colours.navy,
      fontFamily: "Inter",
    },
    [
      box({ alignItems: "center", gap: 20 }, [
        box({ width: 44, height: 44, borderRadius: 10, background: colours.gold }, []),
        box({ color: colours.white, fontSize: 34, fontWeight: 700 }, productName),
      ]),
      box({ flexDirection: "column", gap: 24 }, [
        box({ color: colours.gold, fontSize: 28, fontWeight: 700, textTransform: "uppercase", letterSpacing: 2 }, card.eyebrow),
        box(
          {
            width: size.width - 2 * margin.x,
            color: colours.white,
            fontSize: card.title.length > 48 ? 60 : 68,
            fontWeight: 700,
            lineHeight: 1.1,
          },
          card.title,
        ),
      ]),
      box({ color: colours.muted, fontSize: 28 }, card.footnote),
    ],
  );
}
