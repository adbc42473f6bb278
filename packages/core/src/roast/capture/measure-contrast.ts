// WCAG 2.x contrast of text against what is behind it, from the colours the browser computed.
// https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio and #dfn-large-scale (18 pt, or 14 pt bold).
import type { TextColours } from "./measure-in-page.ts";
import type { ContrastReading } from "./types.ts";

type Rgba = [number, number, number, number];

/** "rgb(27, 36, 48)" or "rgba(0, 0, 0, 0.5)" as the browser computes them; null for any other form. */
export function parseColour(css: string): Rgba | null {
  const match = /^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(css.trim());
  if (!match) return null;
  const alpha = match[4] === undefined ? 1 : match[4].endsWith("%") ? parseFloat(match[4]) / 100 : parseFloat(match[4]);
  return [Number(match[1]), Number(match[2]), Number(match[3]), alpha];
}

function over([r, g, b, a]: Rgba, [br, bg, bb]: Rgba): Rgba {
  return [r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a), 1];
}

function luminance([r, g, b]: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrastRatio(foreground: Rgba, background: Rgba): number {
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** 24 px, or 18.66 px (14 pt) bold: large text needs 3:1 instead of 4.5:1. */
export function isLargeText(fontSizePx: number, fontWeight: number): boolean {
  return fontSizePx >= 24 || (fontSizePx >= 18.66 && fontWeight >= 700);
}

export function requiredRatio(large: boolean): number {
  return large ? 3 : 4.5;
}

const white: Rgba = [255, 255, 255, 1];

/** The text's contrast against its effective background (the page's canvas is white); null ratio when it can't be read. */
export function readContrast(colours: TextColours): ContrastReading {
  const large = isLargeText(colours.fontSizePx, colours.fontWeight);
  const common = { text: colours.text, fontSizePx: colours.fontSizePx, large };
  const text = parseColour(colours.colour);
  const layers = colours.backgrounds.map(parseColour);
  if (colours.behindImage) return { ...common, ratio: null, why: "the text sits on an image or a gradient" };
  if (!text || layers.some((layer) => layer === null))
    return { ...common, ratio: null, why: "the page uses a colour format this check does not read" };
  const background = (layers as Rgba[]).reduceRight((below, layer) => over(layer, below), white);
  const ratio = contrastRatio(over(text, background), background);
  return { ...common, ratio: Math.round(ratio * 100) / 100, foreground: hex(over(text, background)), background: hex(background) };
}

function hex([r, g, b]: Rgba): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, "0")).join("")}`;
}
