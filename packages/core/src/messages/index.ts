// Every user-facing text of spec §8, written once. Browser and API import from here; one module
// per part of the product, so a page's bundle carries only the texts it shows.
export * from "./toast.ts";
export * from "./newsletter.ts";
export * from "./newsletter-links.ts";
export * from "./email-change.ts";
export * from "./account-deletion.ts";
export * from "./contact.ts";
export * from "./access.ts";
export * from "./copy.ts";
export * from "./voting.ts";
export * from "./auth.ts";
export * from "./workflows.ts";
export * from "./validation.ts";
export * from "./api.ts";
export * from "./admin.ts";
export * from "./factors.ts";
export * from "./recovery.ts";
export * from "./confirmation.ts";
export * from "./sessions.ts";
export * from "./edge.ts";
export * from "./watches.ts";
export * from "./account-board.ts";
export * from "./changelog.ts";
export * from "./access-codes.ts";
export * from "./access-requests.ts";
export * from "./feedback.ts";
export * from "./teams.ts";
