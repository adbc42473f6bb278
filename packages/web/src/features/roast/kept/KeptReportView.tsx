import { ReportView, type ReportViewProps } from "../report/index.ts";
import { useArrivingCapture } from "./use-arriving-capture.ts";

/** A finished, kept report: shown with its screenshots once they arrive, if it went out before them. */
export function KeptReportView({ result, resultId, ...props }: Omit<ReportViewProps, "streaming">) {
  return <ReportView {...props} result={useArrivingCapture(result, resultId)} resultId={resultId} />;
}
