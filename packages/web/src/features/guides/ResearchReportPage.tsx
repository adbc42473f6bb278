// Scaffold: the page lands with the content-pages work.
export function ResearchReportPage() {
  return null;
}
