// The field every public form carries and people never see (hidden from view and from screen
// readers). Bots fill every field; a filled one is refused without saying so. Its own module, so
// the landing page's forms draw it without loading the validators.

export const honeypotField = "homepage";

export const isBot = (body: Record<string, unknown>) => typeof body[honeypotField] === "string" && body[honeypotField] !== "";
