import type { ErasureReport } from "@ai-leaders/core/erasure";

/** An erasure that found nothing: tests spread their own counts over it. */
export const nothingErased: ErasureReport = {
  signups: 0,
  contact_messages: 0,
  access_requests: 0,
  accounts: 0,
  sessions: 0,
  passkeys: 0,
  one_time_links: 0,
  founder_jobs: 0,
  results: 0,
  watches: 0,
  board_suggestions_anonymised: 0,
  mails: 0,
  rate_limit_keys: 0,
  audit_entries_redacted: 0,
};
