import { useEffect, useRef, useState, type ReactNode } from "react";
import { Link, useParams } from "react-router-dom";
import type { KeptResult } from "@ai-leaders/core/roast/store";
import type { ReportResult } from "./report/index.ts";
import { KeptReportView, PermalinkBox, ResultDate, resultKindLabels } from "./kept/index.ts";
import { paths } from "../../config/paths.ts";
import { productName } from "../../config/site.ts";
import { usePageHead } from "../../lib/use-page-head.ts";
import { DeleteResult } from "./kept/DeleteResult.tsx";
import { ShareWithTeam } from "./kept/ShareWithTeam.tsx";
import { WatchControl } from "./kept/WatchControl.tsx";
import { CompareWithRivals } from "./compare/CompareWithRivals.tsx";
import { resultHead, resultPlaceholderHead } from "@ai-leaders/core/roast/store";
import { useKeptResult } from "./kept/use-kept-result.ts";
import "./result-page.css";

/** A kept result at its permanent link `/r/{id}`: public, for anyone the link was shared with. */
export function ResultPage() {
  const { id = "" } = useParams();
  const { state, retry } = useKeptResult(id);
  const [deletedId, setDeletedId] = useState<string | null>(null);

  return (
    <div className="page-shell">
      <main className="page-column result-page-main">
        <Link to={paths.home} className="brand brand-dark result-page-brand">
          {productName}
        </Link>
        {deletedId === id ? (
          <DeletedResult id={id} />
        ) : state.status === "found" ? (
          <KeptResultView result={state.result} onDeleted={() => setDeletedId(id)} />
        ) : state.status === "missing" ? (
          <MissingResult id={id} />
        ) : state.status === "failed" ? (
          <UnreachableResult id={id} message={state.message} onRetry={retry} />
        ) : (
          <LoadingResult id={id} />
        )}
      </main>
    </div>
  );
}

function KeptResultView({ result, onDeleted }: { result: KeptResult; onDeleted: () => void }) {
  usePageHead(resultHead(result));
  const shown: ReportResult = result.report
    ? { report: result.report, source: result.source }
    : { text: result.text, source: result.source };
  return (
    <article className="result-page-article">
      <header className="result-page-header">
        <h1 className="page-title result-page-title">Report for {result.subject}</h1>
        <p className="result-page-meta">
          {resultKindLabels[result.kind]} · <ResultDate at={result.created_at} />
        </p>
        <p className="result-page-meta">
          Kept until <ResultDate at={result.expires_at} />, then deleted automatically.
        </p>
      </header>
      <KeptReportView result={shown} headingLevel={2} resultId={result.result_id} madeAt={result.created_at} />
      {result.can_delete && result.report?.kind === "page" && (
        <WatchControl resultId={result.result_id} pageUrls={[result.report.url, result.subject]} />
      )}
      <PermalinkBox resultId={result.result_id} />
      {result.report?.kind === "page" && <CompareWithRivals resultId={result.result_id} report={result.report} subject={result.subject} />}
      {result.can_delete && <ShareWithTeam resultId={result.result_id} />}
      {result.can_delete && <DeleteResult resultId={result.result_id} onDeleted={onDeleted} />}
      {!result.can_delete && result.report?.kind === "page" && <RoastYourOwnPage />}
    </article>
  );
}

/** A reader of someone else's report: the same for their own page is one form away. */
function RoastYourOwnPage() {
  return (
    <aside className="result-page-invite" aria-labelledby="roast-your-own">
      <h2 id="roast-your-own">Roast your own page</h2>
      <p>Get the same report on your own landing page: a score on the published rubric and the fixes that matter most.</p>
      <Link to={paths.roastWebsite} className="button button-primary">
        Roast my page
      </Link>
    </aside>
  );
}

/** Holds the report's place while it loads, so the page doesn't jump when it lands. */
function LoadingResult({ id }: { id: string }) {
  usePageHead(resultPlaceholderHead(id, "Result", `A report from ${productName}.`));
  return (
    <div className="result-page-skeleton" aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading the result...
      </p>
      <div className="result-page-skeleton-title" />
      <div className="result-page-skeleton-meta" />
      <div className="result-page-skeleton-report" />
    </div>
  );
}

function MissingResult({ id }: { id: string }) {
  usePageHead(resultPlaceholderHead(id, "Result not found", "This result doesn't exist or was deleted."));
  return (
    <ResultNotice title="Result not found" text="This result doesn't exist or was deleted.">
      <Link to={paths.home} className="button button-primary">
        Go to the home page
      </Link>
    </ResultNotice>
  );
}

function DeletedResult({ id }: { id: string }) {
  usePageHead(resultPlaceholderHead(id, "Result deleted", "This result was deleted."));
  return (
    <ResultNotice title="Result deleted" text="This result was deleted." focus>
      <Link to={paths.home} className="button button-primary">
        Go to the home page
      </Link>
    </ResultNotice>
  );
}

/** `message`: what the refusal said (the edge's "too many requests", say); else the network is the likely cause. */
function UnreachableResult({ id, message, onRetry }: { id: string; message?: string; onRetry: () => void }) {
  usePageHead(resultPlaceholderHead(id, "Result", `A report from ${productName}.`));
  return (
    <ResultNotice title="The result could not be loaded" text={message ?? "Please check your connection and try again."}>
      <button type="button" className="button button-primary" onClick={onRetry}>
        Try again
      </button>
    </ResultNotice>
  );
}

interface ResultNoticeProps {
  title: string;
  text: string;
  /** Take the focus: the button that led here has gone. */
  focus?: boolean;
  children: ReactNode;
}

function ResultNotice({ title, text, focus = false, children }: ResultNoticeProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <section className="result-page-notice">
      <h1 ref={heading} tabIndex={focus ? -1 : undefined} className="page-title">
        {title}
      </h1>
      <p role={focus ? "status" : undefined}>{text}</p>
      {children}
    </section>
  );
}
