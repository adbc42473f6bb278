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
  notThroughTheSite: "This API is reached through the site's own address only.",
  resultNotFound: "This result doesn't exist or was deleted.",
  briefUnavailable: "The PDF brief can't be made right now. Use Print / Save as PDF instead, or try again in a moment.",
  briefPageOnly: "A PDF brief is made for a page report only.",
} as const;
