// What the checks in code read inside the rendered page: the colours the headline and the main call
// to action are drawn in, and the navigation's timings. Plain JavaScript in a string, as in
// text-boxes.ts: it runs in the browser, where a bundler's helpers would not exist.

/** The colours one piece of text is drawn in, as the browser computed them. */
export interface TextColours {
  text: string;
  /** CSS colour of the text. */
  colour: string;
  /** Background colours from the element up to the first opaque one, nearest first. */
  backgrounds: string[];
  /** An image or gradient lies behind the text: its contrast can't be read from colours. */
  behindImage: boolean;
  fontSizePx: number;
  fontWeight: number;
}

export interface InPageReadings {
  headline: TextColours | null;
  callToAction: TextColours | null;
  /** Milliseconds from the start of the navigation. */
  domContentLoadedMs: number;
  loadMs: number;
  /** Null when the browser reported no largest paint. */
  largestPaintMs: number | null;
}

/** An expression for page.evaluate whose value is a Promise of InPageReadings. */
export const readInPage = `(async () => {
  function visible(element) {
    const style = getComputedStyle(element);
    const rect = element.getBoundingClientRect();
    return style.display !== "none" && style.visibility !== "hidden" && Number(style.opacity) > 0 && rect.width >= 1 && rect.height >= 1;
  }
  function aboveFold(element) {
    const rect = element.getBoundingClientRect();
    return rect.top < innerHeight && rect.bottom > 0;
  }
  function transparent(colour) { return /^rgba\\(.*,\\s*0\\)$/.test(colour) || colour === "transparent"; }
  function colours(element) {
    const style = getComputedStyle(element);
    const backgrounds = [];
    let behindImage = false;
    for (let at = element; at; at = at.parentElement) {
      const own = getComputedStyle(at);
      if (own.backgroundImage && own.backgroundImage !== "none") { behindImage = true; break; }
      if (!transparent(own.backgroundColor)) {
        backgrounds.push(own.backgroundColor);
        if (!/^rgba\\(/.test(own.backgroundColor)) break;
      }
    }
    const text = (element.innerText || element.value || "").replace(/\\s+/g, " ").trim().slice(0, 120);
    return { text, colour: style.color, backgrounds, behindImage, fontSizePx: parseFloat(style.fontSize), fontWeight: Number(style.fontWeight) || 400 };
  }
  // Styled as a button: a button element, or a link with a fill or a border of its own.
  function buttonLike(element) {
    if (element.matches("button, input[type=submit], input[type=button], [role=button]")) return true;
    const style = getComputedStyle(element);
    const bordered = style.borderStyle !== "none" && parseFloat(style.borderTopWidth) > 0 && parseFloat(style.borderLeftWidth) > 0;
    return !transparent(style.backgroundColor) || style.backgroundImage !== "none" || bordered;
  }
  const headline = [...document.querySelectorAll("h1")].find(visible) || null;
  const action = [...document.querySelectorAll("a[href], button, input[type=submit], input[type=button], [role=button]")]
    .find((element) => visible(element) && aboveFold(element) && buttonLike(element) && (element.innerText || element.value || "").trim()) || null;
  const navigation = performance.getEntriesByType("navigation")[0];
  const largestPaintMs = await new Promise((done) => {
    if (!PerformanceObserver.supportedEntryTypes.includes("largest-contentful-paint")) return done(null);
    // Buffered entries are delivered in the observer's first callback, which runs in a task of its
    // own: a frame later, nothing came means there was none.
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      done(entries.length > 0 ? entries[entries.length - 1].startTime : null);
    }).observe({ type: "largest-contentful-paint", buffered: true });
    requestAnimationFrame(() => setTimeout(() => done(null), 50));
  });
  return {
    headline: headline && colours(headline),
    callToAction: action && colours(action),
    domContentLoadedMs: navigation ? navigation.domContentLoadedEventEnd : 0,
    loadMs: navigation ? navigation.loadEventEnd : 0,
    largestPaintMs,
  };
})()`;
