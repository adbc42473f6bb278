// Who writes each workflow's report (an automation, the model, or the rule-based checks), so the
// pages promise AI only when an AI writes it. Asked once per visit; the last answer is kept on the
// device, so a page opened again says the right words from its first paint.
import { useEffect, useState } from "react";
import type { ReportWriter, ReportWriters } from "@ai-leaders/core/config";
import type { AnalysisKind } from "@ai-leaders/core/jobs";
import { api, settle } from "../../../lib/api-client.ts";

const storageKey = "ai-leaders:report-writers";

let asked: Promise<ReportWriters | undefined> | undefined;

function remembered(): ReportWriters | undefined {
  try {
    const stored = localStorage.getItem(storageKey);
    return stored ? (JSON.parse(stored) as ReportWriters) : undefined;
  } catch {
    return undefined;
  }
}

function ask(): Promise<ReportWriters | undefined> {
  asked ??= settle(api.api["report-writers"].$get(), (response) => response.json() as Promise<ReportWriters>).then((answer) => {
    if (!answer.ok) return undefined;
    try {
      localStorage.setItem(storageKey, JSON.stringify(answer.value));
    } catch {
      // A device that keeps nothing asks again on its next visit.
    }
    return answer.value;
  });
  return asked;
}

/** Who writes this workflow's reports; undefined until known (the words then claim neither). */
export function useReportWriter(kind: AnalysisKind): ReportWriter | undefined {
  const [writers, setWriters] = useState(remembered);
  useEffect(() => {
    let current = true;
    void ask().then((answer) => current && answer && setWriters(answer));
    return () => {
      current = false;
    };
  }, []);
  return writers?.[kind];
}

/** For tests: a new visit, on this device or (by default) on a new one. */
export function forgetReportWriters({ onDevice = true }: { onDevice?: boolean } = {}): void {
  asked = undefined;
  if (onDevice) localStorage.removeItem(storageKey);
}
