export const productName = "AI for Leaders";

/** "Workflows — Level 2 — AI for Leaders" */
export const pageTitle = (...parts: string[]) => [...parts, productName].join(" — ");
