// "What's new": what the operator shipped, in entries that link to the new guides, prompts or
// articles and name the board suggestions they answer.

/** Where a link may point: a Level 3 guide, a prompt library, one prompt, or an article. */
export const changelogLinkKinds = ["guide", "library", "prompt", "article"] as const;
export type ChangelogLinkKind = (typeof changelogLinkKinds)[number];

export interface ChangelogLink {
  kind: ChangelogLinkKind;
  /** A path of this site: "/level-3-market-decision", "/prompts/claude#board-memo-prep", "/blog/…". */
  path: string;
  title: string;
}

export type ChangelogState = "draft" | "published";

export interface ChangelogEntry {
  id: string;
  title: string;
  summary: string;
  /** The day the entry says it shipped, YYYY-MM-DD. */
  date: string;
  links: ChangelogLink[];
  suggestion_ids: string[];
  state: ChangelogState;
  created_at: string;
  updated_at: string;
  published_at?: string;
  /** How many people who asked to hear were mailed when it was published. */
  notified?: number;
}

/** An entry as a visitor reads it: its answered suggestions by title. */
export interface PublishedEntry {
  id: string;
  title: string;
  summary: string;
  date: string;
  links: ChangelogLink[];
  suggestions: Array<{ id: string; title: string }>;
}

/** "What's new", behind the access code, linked from the hub and from the mail a follower gets. */
export const whatsNewPath = "/level-2/whats-new";
