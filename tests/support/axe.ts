// Runs axe-core in the page and returns its violations (WCAG 2 A and AA, best practices).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // No transitions while scanning (the site honours reduced motion): contrast is judged on the
  // settled page, never on a button halfway through fading in.
  await page.emulateMedia({ reducedMotion: "reduce" });
  // Evaluated through the DevTools protocol, so the site's CSP (script-src 'self') still applies to the site.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<any> } }).axe;
    const results = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
    });
    return results.violations.map((violation: any) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node: any) => node.target.join(" ")),
    }));
  });
}
