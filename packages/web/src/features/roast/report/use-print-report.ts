import { useEffect } from "react";

/** While a report is on the page, printing prints the report alone (see the print rules in report.css). */
export const printingReportClass = "report-printing";

// Two reports may be on screen at once; the class stays until the last one goes.
let reportsShown = 0;

export function usePrintReportOnly() {
  useEffect(() => {
    reportsShown += 1;
    document.body.classList.add(printingReportClass);
    return () => {
      reportsShown -= 1;
      if (reportsShown === 0) document.body.classList.remove(printingReportClass);
    };
  }, []);
}
