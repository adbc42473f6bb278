// The weekly digest (issue 30, Deliver 7): an opt-in mail to each admin with the week's numbers
// and the board's new suggestions. The table code is imported on its own ("@ai-leaders/core/digest/repository").
export * from "./schema.ts";
export * from "./week.ts";
export * from "./numbers.ts";
