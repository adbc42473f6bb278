/** The published rubric (/roast-method) a page report was scored under; stamped on every built-in page report. */
export const rubricVersion = "roast-rubric-2026-12";
