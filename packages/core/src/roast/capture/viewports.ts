import type { ViewName } from "../report/types.ts";

export interface Viewport {
  name: ViewName;
  width: number;
  height: number;
  mobile: boolean;
  userAgent: string;
}

// Widths of a common laptop and a current phone (CSS px). The user agents are a current Chrome's,
// so a site serves what its visitors get, with our name added so an owner can tell us apart.
const chromeVersion = "142.0.0.0";
const suffix = "AIForLeadersCapture/1.0";

export const viewports: readonly Viewport[] = [
  {
    name: "desktop",
    width: 1440,
    height: 900,
    mobile: false,
    userAgent: `Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${chromeVersion} Safari/537.36 ${suffix}`,
  },
  {
    name: "mobile",
    width: 390,
    height: 844,
    mobile: true,
    userAgent: `Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${chromeVersion} Mobile Safari/537.36 ${suffix}`,
  },
];

/** The full-height shot stops here: a page longer than this is shown to this depth. */
export const maxShotHeight = 6000;
