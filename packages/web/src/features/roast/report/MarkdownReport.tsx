import Markdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";
import { findScore, remarkReportText, safeHref, scoreElement } from "./markdown-text.ts";
import type { HeadingLevel } from "./ReportSection.tsx";
import { ScoreBadge } from "./ScoreBadge.tsx";

// The text comes from an automation we don't control: react-markdown never renders raw HTML
// (skipHtml drops it entirely), and every URL goes through safeHref before it reaches an element.
const components: Components = {
  a: ({ href, children }) =>
    href ? (
      <a href={href} target="_blank" rel="noopener noreferrer nofollow">
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
  // An image could be a tracking pixel: offer it as a link instead.
  img: ({ src, alt }) =>
    typeof src === "string" && src ? (
      <a href={src} target="_blank" rel="noopener noreferrer nofollow">
        {alt || "Image"}
      </a>
    ) : (
      <span>{alt}</span>
    ),
  table: ({ children }) => (
    <div className="report-table">
      <table>{children}</table>
    </div>
  ),
  [scoreElement]: ({ value }: { value?: string | number | readonly string[] }) => {
    const found = findScore(String(value));
    return found ? <ScoreBadge value={found.score.value} max={found.score.max} /> : null;
  },
};

export function MarkdownReport({ text, level }: { text: string; level: HeadingLevel }) {
  return (
    <div className="report-markdown">
      <Markdown
        remarkPlugins={[remarkGfm, [remarkReportText, { headingLevel: level }]]}
        skipHtml
        urlTransform={(url) => safeHref(url) ?? ""}
        components={components}
      >
        {text}
      </Markdown>
    </div>
  );
}
