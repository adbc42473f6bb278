import { useEffect, useId, useRef } from "react";
import { Link } from "react-router-dom";
import type { ComparedPage, Comparison, Gap } from "@ai-leaders/core/roast/report";
import { paths } from "../../../config/paths.ts";
import { screenshotUrl } from "../report/screenshot-url.ts";
import { useCopyText } from "../report/copy-text.tsx";
import { CopyIcon } from "../../../ui/icons.tsx";

interface ComparisonViewProps {
  comparison: Comparison;
  /** The leader first, as in the comparison's rows. */
  pages: ComparedPage[];
  /** The visitor's own comparison just finished: move the focus to it. */
  takeFocus: boolean;
}

export function ComparisonView({ comparison, pages, takeFocus }: ComparisonViewProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const copy = useCopyText();
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);

  return (
    <div className="compare-result" role="region" aria-labelledby={headingId}>
      <div className="compare-result-head">
        <h3 id={headingId} ref={heading} tabIndex={-1} className="compare-result-title">
          How you compare
        </h3>
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={() => void copy(window.location.href, "The link to this comparison is on your clipboard.")}
        >
          <CopyIcon />
          Copy link to this comparison
        </button>
      </div>
      <SideBySide comparison={comparison} pages={pages} />
      <ScoreTable comparison={comparison} />
      <div className="compare-gaps">
        <GapList title="Where you are behind" gaps={comparison.behind} none="No competitor scores higher than you in any category." />
        <GapList title="Where you are ahead" gaps={comparison.ahead} none="You lead no category against every competitor." />
      </div>
      <Borrow comparison={comparison} />
    </div>
  );
}

/** Each page above the fold on a desktop, with its name and score under it. */
function SideBySide({ comparison, pages }: Omit<ComparisonViewProps, "takeFocus">) {
  return (
    <ul className="compare-shots" aria-label="The pages above the fold, on a desktop">
      {comparison.rows.map((row, index) => (
        <li key={row.resultId}>
          <figure className="compare-shot">
            {pages[index]?.report.capture ? (
              <img
                src={screenshotUrl(row.resultId, "desktop", "fold")}
                alt={`${row.page} above the fold`}
                width={1440}
                height={900}
                loading="lazy"
              />
            ) : (
              <div className="compare-shot-none">No screenshot of this page</div>
            )}
            <figcaption>
              <span className="compare-shot-page">{row.page}</span> <span className="compare-shot-score">{row.score}/100</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

function ScoreTable({ comparison }: { comparison: Comparison }) {
  const noteId = useId();
  // The table scrolls on its own on a narrow screen; the wrapper is focusable so a keyboard can scroll it.
  return (
    <div className="compare-table-block">
      <div className="compare-table-scroll" tabIndex={0} role="group" aria-label="Scores, scrollable">
        <table className="compare-table" aria-describedby={noteId}>
          {/* Short: it scrolls with the table, and must be read whole on a phone. */}
          <caption>Scores on the same rubric</caption>
          <thead>
            <tr>
              <th scope="col">Page</th>
              <th scope="col">Score</th>
              {comparison.categories.map((name) => (
                <th key={name} scope="col">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {comparison.rows.map((row, index) => (
              <tr key={row.resultId} className={index === 0 ? "compare-table-yours" : undefined}>
                <th scope="row">
                  {index === 0 ? (
                    <>
                      {row.page} <span className="compare-table-you">(this page)</span>
                    </>
                  ) : (
                    <Link to={paths.result(row.resultId)}>{row.page}</Link>
                  )}
                </th>
                <td>{row.score}</td>
                {row.categoryScores.map((score, at) => (
                  <td key={comparison.categories[at]}>{score ?? "–"}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p id={noteId} className="compare-table-note">
        Overall out of 100, each category out of 10. A dash: that page's report has no such category.
      </p>
    </div>
  );
}

function GapList({ title, gaps, none }: { title: string; gaps: Gap[]; none: string }) {
  return (
    <div>
      <h4>{title}</h4>
      {gaps.length === 0 ? (
        <p>{none}</p>
      ) : (
        <ul>
          {gaps.map((gap) => (
            <li key={gap.category}>{gap.text.charAt(0).toUpperCase() + gap.text.slice(1)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Borrow({ comparison }: { comparison: Comparison }) {
  return (
    <div className="compare-borrow">
      <h4>What to borrow</h4>
      {comparison.borrow.length === 0 ? (
        <p>No competitor leads you by 2 or more in any category.</p>
      ) : (
        <ul>
          {comparison.borrow.map((item) => (
            <li key={item.category}>
              <p className="compare-borrow-lead">
                <strong>{item.category}</strong>, from {item.rival} ({item.rivalScore}/10 against your {item.yourScore}/10):
              </p>
              <blockquote>{item.summary}</blockquote>
              {item.quotes.length > 0 && (
                <p className="compare-borrow-quotes">On their page: {item.quotes.map((quote) => `“${quote}”`).join(", ")}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
