// Spec §8 "Invalid URL", and the improve page's messages of spec §5.
// These belong with the other texts in @ai-leaders/core/messages; kept here until they move there.
export const invalidUrlTitle = "Invalid URL";

export const improveUrlMessages = {
  empty: { title: "Please enter a URL to analyze" },
  invalid: { title: invalidUrlTitle, description: "Please enter a valid URL (e.g., yourcompany.com)" },
} as const;
