// "Compare with competitors": roast the rival pages, then show the comparison the address names.
// The address is the one source of what is compared: a finished roast writes its ids there, and a
// shared link is read from there, so what the visitor sees is what the link shows.
import { useEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { compareReports, pageLabel, type ComparedPage, type Comparison } from "@ai-leaders/core/roast/report";
import { fetchResult } from "../kept/results-api.ts";
import { comparisonParam, rivalIdsOf } from "./comparison-link.ts";
import { fetchRivalRoast, startRivals } from "./rivals-api.ts";

export interface RivalRoast {
  sessionId: string;
  url: string;
  status: "pending" | "completed" | "failed";
  resultId?: string;
  /** Why it failed, as the visitor is told. */
  error?: string;
}

/** The kept results a comparison link names: the pages found, and the ids that are gone. */
interface LoadedRivals {
  ids: string;
  pages: ComparedPage[];
  /** Deleted, expired, or not a page report. */
  missing: string[];
  /** Could not be loaded now (offline, refused): worth a reload. */
  unreachable: string[];
}

export type StartOutcome = { ok: true } | { ok: false; status: number; message?: string };

const pollIntervalMs = 3_000;
/** Several pages are roasted at once; the slowest sets the pace. */
const roastTimeoutMs = 180_000;
const timedOut = "The roast took too long; try this page again later.";

export function useRivalComparison(leader: ComparedPage, userToken?: string) {
  const [params, setParams] = useSearchParams();
  const ids = rivalIdsOf(params.get(comparisonParam));
  const idsKey = ids.join(",");
  const [loaded, setLoaded] = useState<LoadedRivals | null>(null);
  const [roasts, setRoasts] = useState<RivalRoast[]>([]);
  const startedAt = useRef(0);
  /** Set when the visitor's own roasts finish: their comparison takes the focus when it appears. */
  const [announce, setAnnounce] = useState(false);

  useEffect(() => {
    if (!idsKey) return setLoaded(null);
    let current = true;
    void loadRivals(idsKey.split(",")).then((rivals) => current && setLoaded({ ids: idsKey, ...rivals }));
    return () => {
      current = false;
    };
  }, [idsKey]);

  const roasting = roasts.some((roast) => roast.status === "pending");
  useEffect(() => {
    if (!roasting) return;
    let current = true;
    const timer = setTimeout(() => {
      void Promise.all(roasts.map((roast) => pollRoast(roast, Date.now() - startedAt.current > roastTimeoutMs))).then(
        (polled) => current && setRoasts(polled),
      );
    }, pollIntervalMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [roasts, roasting]);

  // All answered: the ones kept become the comparison's link.
  const finishedIds = roasting ? "" : roasts.flatMap((roast) => roast.resultId ?? []).join(",");
  useEffect(() => {
    if (!finishedIds) return;
    setAnnounce(true);
    setParams((shown) => {
      const next = new URLSearchParams(shown);
      next.set(comparisonParam, finishedIds);
      return next;
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- setParams is the router's and changes with the address: only finished rivals are news
  }, [finishedIds]);

  async function start(urls: string[]): Promise<StartOutcome> {
    const started = await startRivals(leader.resultId, urls, userToken);
    if (!started.ok) return started;
    startedAt.current = Date.now();
    setAnnounce(false);
    setRoasts(
      started.jobs.map((job) => ({
        sessionId: job.session_id,
        url: job.url,
        status: "pending",
      })),
    );
    return { ok: true };
  }

  const shown = loaded?.ids === idsKey ? loaded : null;
  const comparison: Comparison | null = useMemo(
    () => (shown && shown.pages.length > 0 ? compareReports(leader, shown.pages) : null),
    [leader, shown],
  );
  return {
    start,
    roasts,
    roasting,
    /** The address names a comparison whose reports are still loading. */
    loading: Boolean(idsKey) && !shown,
    comparison,
    pages: shown ? [leader, ...shown.pages] : [],
    missing: shown?.missing ?? [],
    unreachable: shown?.unreachable ?? [],
    announce,
  };
}

async function pollRoast(roast: RivalRoast, pastTimeout: boolean): Promise<RivalRoast> {
  if (roast.status !== "pending") return roast;
  const update = await fetchRivalRoast(roast.sessionId);
  if (update?.status === "completed" && update.result_id) return { ...roast, status: "completed", resultId: update.result_id };
  if (update?.status === "failed")
    return {
      ...roast,
      status: "failed",
      error: update.error ?? "The roast failed.",
    };
  return pastTimeout ? { ...roast, status: "failed", error: timedOut } : roast;
}

async function loadRivals(ids: string[]): Promise<Omit<LoadedRivals, "ids">> {
  const fetched = await Promise.all(ids.map(async (id) => ({ id, answer: await fetchResult(id) })));
  const rivals: Omit<LoadedRivals, "ids"> = {
    pages: [],
    missing: [],
    unreachable: [],
  };
  for (const { id, answer } of fetched) {
    if (answer.ok && answer.result.report?.kind === "page") rivals.pages.push({ resultId: id, report: answer.result.report });
    else if (answer.ok || answer.status === 404) rivals.missing.push(id);
    else rivals.unreachable.push(id);
  }
  return rivals;
}

/** "rival.com": how a roast's page is named while it runs. */
export const roastLabel = (roast: RivalRoast) => pageLabel(roast.url);
