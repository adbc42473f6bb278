import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from "react";
import { Link, useLocation } from "react-router-dom";
import { maxRivals, rivalMessages, rivalUrlsProblem } from "@ai-leaders/core/jobs/schema";
import type { PageReport } from "@ai-leaders/core/roast/report";
import { urlSchema } from "@ai-leaders/core/validation";
import { compareSectionId, paths } from "../../../config/paths.ts";
import { readAccessToken } from "../../../lib/access-token.ts";
import { SpinnerIcon } from "../../../ui/icons.tsx";
import { useAuth } from "../../../account/auth-context.ts";
import { withScheme } from "../../../lib/with-scheme.ts";
import { ComparisonView } from "./ComparisonView.tsx";
import { roastLabel, useRivalComparison, type RivalRoast } from "./use-rival-comparison.ts";
import "./compare.css";

interface CompareWithRivalsProps {
  resultId: string;
  report: PageReport;
  /** The address the leader's roast was given (the report's may be where it landed). */
  subject: string;
}

/** "Compare with competitors" on a kept page report: up to three rival pages, on the same rubric. */
export function CompareWithRivals({ resultId, report, subject }: CompareWithRivalsProps) {
  const { session } = useAuth();
  const leader = useMemo(() => ({ resultId, report }), [resultId, report]);
  const rivals = useRivalComparison(leader, session?.access_token);
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  // Come from a live report's "Compare with competitors": the section is drawn after the result loads.
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === `#${compareSectionId}`) section.current?.scrollIntoView({ block: "start" });
  }, [hash]);

  return (
    <section id={compareSectionId} ref={section} className="compare report-no-print" aria-labelledby={headingId}>
      <h2 id={headingId} className="compare-title">
        Compare with competitors
      </h2>
      <p className="compare-intro">
        Add up to {maxRivals} competitors' pages: each is roasted on the same rubric, and one table shows where you are ahead and behind.
      </p>
      <RivalsForm leaderUrls={[report.url, subject]} busy={rivals.roasting} onStart={rivals.start} />
      <p role="status" className="compare-status">
        {rivals.roasting ? roastingStatus(rivals.roasts) : rivals.loading ? "Loading the comparison..." : ""}
      </p>
      <FailedRoasts roasts={rivals.roasts} />
      {rivals.missing.length > 0 && (
        <p className="compare-missing">
          {rivals.missing.length === 1
            ? "One page of this comparison no longer exists"
            : `${rivals.missing.length} pages of this comparison no longer exist`}{" "}
          (deleted, or past the time results are kept){rivals.comparison ? "; the table shows the others." : "."}
        </p>
      )}
      {rivals.unreachable.length > 0 && (
        <p className="compare-missing">
          {rivals.unreachable.length === 1 ? "One page of this comparison" : `${rivals.unreachable.length} pages of this comparison`} could
          not be loaded just now. Reload the page to try again.
        </p>
      )}
      {rivals.comparison && <ComparisonView comparison={rivals.comparison} pages={rivals.pages} takeFocus={rivals.announce} />}
    </section>
  );
}

function roastingStatus(roasts: RivalRoast[]): string {
  const done = roasts.filter((roast) => roast.status !== "pending").length;
  const names = roasts.map(roastLabel).join(", ");
  return `Roasting ${roasts.length === 1 ? "1 competitor page" : `${roasts.length} competitor pages`} (${names}): ${done} of ${roasts.length} done.`;
}

function FailedRoasts({ roasts }: { roasts: RivalRoast[] }) {
  const failed = roasts.filter((roast) => roast.status === "failed");
  if (failed.length === 0) return null;
  return (
    <ul className="compare-failed">
      {failed.map((roast) => (
        <li key={roast.sessionId}>
          {roastLabel(roast)} could not be roasted: {roast.error}
        </li>
      ))}
    </ul>
  );
}

interface RivalsFormProps {
  leaderUrls: string[];
  busy: boolean;
  onStart: (urls: string[]) => Promise<{ ok: true } | { ok: false; status: number; message?: string }>;
}

type FormProblem = {
  field: number | null;
  message: string;
  needsCode?: boolean;
};

function RivalsForm({ leaderUrls, busy, onStart }: RivalsFormProps) {
  const [typed, setTyped] = useState<string[]>(() => Array.from({ length: maxRivals }, () => ""));
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const location = useLocation();
  const formId = useId();
  const hasCode = readAccessToken() !== null;
  const codeLink = `${paths.home}?next=${encodeURIComponent(`${location.pathname}${location.search}`)}`;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkedUrls(typed, leaderUrls);
    if ("message" in checked) return setProblem(checked);
    setProblem(null);
    setSubmitting(true);
    const started = await onStart(checked.urls);
    setSubmitting(false);
    if (started.ok) return;
    if (started.status === 401)
      return setProblem({
        field: null,
        message: "Comparing needs the access code.",
        needsCode: true,
      });
    setProblem({
      field: null,
      message: started.message ?? "The comparison could not be started. Please check your connection and try again.",
    });
  }

  if (!hasCode) {
    return (
      <p className="compare-needs-code">
        Comparing runs a roast of each page, so it needs the access code. <Link to={codeLink}>Enter the access code</Link> to compare.
      </p>
    );
  }
  const disabled = busy || submitting;
  return (
    <form className="compare-form" onSubmit={handleSubmit} noValidate>
      <div className="compare-fields">
        {typed.map((value, index) => {
          const invalid = problem?.field === index;
          return (
            <div key={index} className="compare-field">
              <label htmlFor={`${formId}-${index}`}>Competitor page {index + 1}</label>
              <input
                className="text-field"
                id={`${formId}-${index}`}
                type="text"
                inputMode="url"
                autoComplete="url"
                spellCheck={false}
                placeholder="competitor.com"
                value={value}
                aria-invalid={invalid || undefined}
                aria-describedby={invalid ? `${formId}-hint ${formId}-problem` : `${formId}-hint`}
                onChange={(event) => setTyped((all) => all.map((each, at) => (at === index ? event.target.value : each)))}
                disabled={disabled}
              />
            </div>
          );
        })}
      </div>
      <p id={`${formId}-hint`} className="compare-hint">
        https:// is added for you.
      </p>
      {problem && (
        <p id={`${formId}-problem`} className="compare-problem" role="alert">
          {problem.message} {problem.needsCode && <Link to={codeLink}>Enter the access code</Link>}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={disabled}>
        {disabled && <SpinnerIcon />}
        {submitting ? "Starting..." : busy ? "Roasting..." : "Compare"}
      </button>
    </form>
  );
}

/** The typed addresses as the API takes them (the roast form's rules), or the first problem, by field. */
function checkedUrls(typed: string[], leaderUrls: string[]): { urls: string[] } | FormProblem {
  const filled = typed.map((text, field) => ({ text: text.trim(), field })).filter(({ text }) => text !== "");
  if (filled.length === 0) return { field: 0, message: rivalMessages.count };
  const urls: string[] = [];
  for (const { text, field } of filled) {
    const parsed = urlSchema.safeParse(withScheme(text));
    if (!parsed.success) return { field, message: parsed.error.issues[0]!.message };
    urls.push(parsed.data);
  }
  const problem = rivalUrlsProblem(urls, leaderUrls);
  return problem ? { field: null, message: problem } : { urls };
}
