import { describe, expect, it } from "vitest";
import { measuredChecks } from "../checks/measure-checks.ts";
import { contrastRatio, isLargeText, parseColour, readContrast } from "./measure-contrast.ts";
import type { PageMeasurements } from "./types.ts";

const text = (colour: string, backgrounds: string[], fontSizePx = 16, fontWeight = 400, behindImage = false) => ({
  text: "Close your books in two days",
  colour,
  backgrounds,
  behindImage,
  fontSizePx,
  fontWeight,
});

describe("WCAG contrast, from the colours the browser computed", () => {
  it("gives 21:1 for black on white and 1:1 for a colour on itself", () => {
    expect(contrastRatio(parseColour("rgb(0, 0, 0)")!, parseColour("rgb(255, 255, 255)")!)).toBe(21);
    expect(contrastRatio(parseColour("rgb(119, 119, 119)")!, parseColour("rgb(119, 119, 119)")!)).toBe(1);
  });

  it("passes grey #777 on white only as large text: 24 px, or 18.66 px bold", () => {
    const grey = (size: number, weight: number) => readContrast(text("rgb(119, 119, 119)", ["rgb(255, 255, 255)"], size, weight));
    expect(grey(16, 400)).toMatchObject({ ratio: 4.48, large: false, foreground: "#777777", background: "#ffffff" });
    expect(isLargeText(24, 400)).toBe(true);
    expect(isLargeText(23.9, 400)).toBe(false);
    expect(isLargeText(18.66, 700)).toBe(true);
    expect(isLargeText(18.66, 600)).toBe(false);
    const status = (size: number, weight: number) =>
      measuredChecks({ ...sample, headline: grey(size, weight) }).find((check) => check.id === "headline-contrast")!.status;
    expect(status(16, 400)).toBe("fail");
    expect(status(24, 400)).toBe("pass");
    expect(status(19, 700)).toBe("pass");
    expect(status(19, 400)).toBe("fail");
  });

  it("blends see-through text and backgrounds down to the first opaque colour, over a white page", () => {
    // Black at half opacity on white is mid grey; a half-black layer over white is the same grey.
    expect(readContrast(text("rgba(0, 0, 0, 0.5)", []))).toMatchObject({ foreground: "#808080", background: "#ffffff" });
    expect(readContrast(text("rgb(255, 255, 255)", ["rgba(0, 0, 0, 0.5)", "rgb(255, 255, 255)"]))).toMatchObject({ background: "#808080" });
    expect(readContrast(text("rgb(255, 255, 255)", ["rgb(194, 65, 12)"])).ratio).toBeCloseTo(5.18, 2);
  });

  it("says text on an image or in a colour format it does not read is not measurable", () => {
    expect(readContrast(text("rgb(0, 0, 0)", [], 16, 400, true))).toMatchObject({
      ratio: null,
      why: "the text sits on an image or a gradient",
    });
    expect(readContrast(text("oklch(0.5 0.1 200)", ["rgb(255, 255, 255)"])).ratio).toBeNull();
    const [headline] = measuredChecks({ ...sample, headline: readContrast(text("rgb(0, 0, 0)", [], 16, 400, true)) });
    expect(headline).toMatchObject({ status: "not-measured", value: "Not measured" });
    expect(headline!.detail).toContain("not measurable, the text sits on an image or a gradient");
  });
});

const sample: PageMeasurements = {
  headline: null,
  callToAction: null,
  images: { bytes: 300 * 1024, count: 3, largest: { url: "https://example.com/hero.jpg", bytes: 200 * 1024 } },
  page: { bytes: 600 * 1024, requests: 9 },
  timings: { domContentLoadedMs: 300, loadMs: 700, largestPaintMs: 900 },
};

describe("the checks' statuses, from the numbers", () => {
  const check = (measured: Partial<PageMeasurements>, id: string) =>
    measuredChecks({ ...sample, ...measured }).find((each) => each.id === id)!;

  it("says there is nothing to measure when the page has no H1 or no button above the fold", () => {
    expect(check({}, "headline-contrast")).toMatchObject({ status: "not-measured", detail: "There is no visible H1 to measure." });
    expect(check({}, "cta-contrast").status).toBe("not-measured");
  });

  it("passes images within 2 MB with none over 500 KB, warns on one over 500 KB, fails over 2 MB in all", () => {
    expect(check({}, "image-weight")).toMatchObject({ status: "pass", value: "300 KB" });
    expect(check({}, "image-weight").detail).toContain("The largest: https://example.com/hero.jpg (200 KB)");
    expect(check({}, "image-weight").detail).toContain("of the 600 KB the page loaded in 9 requests");
    const oneHeavy = { bytes: 900 * 1024, count: 2, largest: { url: "https://example.com/big.png", bytes: 700 * 1024 } };
    expect(check({ images: oneHeavy }, "image-weight")).toMatchObject({ status: "warn", value: "900 KB" });
    const heavy = { bytes: 2.5 * 1024 * 1024, count: 8, largest: { url: "https://example.com/big.png", bytes: 400 * 1024 } };
    expect(check({ images: heavy }, "image-weight")).toMatchObject({ status: "fail", value: "2.5 MB" });
    expect(check({ images: { bytes: 0, count: 0, largest: null } }, "image-weight")).toMatchObject({ status: "pass", value: "No images" });
  });

  it("times the largest paint: up to 2.5 s passes, up to 4 s warns, later fails; the load event stands in when there is none", () => {
    expect(check({}, "load-time")).toMatchObject({ status: "pass", value: "900 ms" });
    expect(check({ timings: { domContentLoadedMs: 1000, loadMs: 3000, largestPaintMs: 3200 } }, "load-time").status).toBe("warn");
    expect(check({ timings: { domContentLoadedMs: 1000, loadMs: 5000, largestPaintMs: 4100 } }, "load-time").status).toBe("fail");
    const noPaint = check({ timings: { domContentLoadedMs: 100, loadMs: 5000, largestPaintMs: null } }, "load-time");
    expect(noPaint).toMatchObject({ status: "fail", value: "5.0 s" });
    expect(check({}, "load-time").detail).toContain("a relative measure, not your visitors' network");
  });
});
