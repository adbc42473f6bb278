/** Answers of the API that the spec does not word. */
export const apiMessages = {
  invalidJson: "The request body must be valid JSON.",
  payloadTooLarge: "The request is too large.",
  notFound: "Not found.",
  internal: "Something went wrong on our side. Please try again.",
  tooManyRequests: "Too many requests from your network. Please wait a few minutes and try again.",
  jsonRequired: "Send the request body as JSON (Content-Type: application/json).",
  malformedPath: "That address is malformed.",
  crossOrigin: "This site's API answers the site's own pages only.",
} as const;
