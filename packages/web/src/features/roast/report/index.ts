export { ReportView, type ReportResult, type ReportViewProps } from "./ReportView.tsx";
export { printingReportClass } from "./use-print-report.ts";
