// Who hears that What's new answered a suggestion: its signed-in author and voters, each once for
// the entry however many of its suggestions they made or voted for, and only an account whose
// address is confirmed and that has not said no. A suggestion made, or a vote cast, without an
// account has no address behind it: nothing goes to anyone for it.
import { accountOfVoter } from "../voting/voter-id.ts";

/** An answered suggestion and the people in it. */
export interface AnsweredSuggestionPeople {
  title: string;
  /** The account that made it; absent when it was made anonymously. */
  author_id?: string;
  /** Its voters, as vote rows name them: an account ("account:{id}") or a device. */
  voter_ids: readonly string[];
}

/** What the rule reads of an account (users table). */
export interface AnswerAccount {
  id: string;
  email: string;
  /** When the owner proved the address; unset, no product mail goes to it. */
  email_verified_at?: string;
  /** False once the owner said no (the one-click link in these mails). */
  answers_mail?: boolean;
}

export interface AnswerRecipient {
  email: string;
  /** The titles of their suggestions that the entry answers, in the entry's order. */
  suggestions: string[];
}

const accountsIn = (suggestion: AnsweredSuggestionPeople) =>
  new Set([suggestion.author_id, ...suggestion.voter_ids.map(accountOfVoter)].filter((id): id is string => Boolean(id)));

/** The ids of every account in the suggestions: the accounts to read. */
export function accountIdsIn(suggestions: readonly AnsweredSuggestionPeople[]): Set<string> {
  return new Set(suggestions.flatMap((suggestion) => [...accountsIn(suggestion)]));
}

const mayHear = (account: AnswerAccount) => Boolean(account.email_verified_at) && account.answers_mail !== false;

/** One recipient per address that may hear, with the suggestions of theirs the entry answers. */
export function answerRecipients(suggestions: readonly AnsweredSuggestionPeople[], accounts: readonly AnswerAccount[]): AnswerRecipient[] {
  const accountOf = new Map(accounts.map((account) => [account.id, account]));
  const recipients = new Map<string, AnswerRecipient>();
  for (const suggestion of suggestions) {
    for (const id of accountsIn(suggestion)) {
      const account = accountOf.get(id);
      if (!account || !mayHear(account)) continue;
      const email = account.email.toLowerCase();
      const recipient = recipients.get(email) ?? { email, suggestions: [] };
      recipient.suggestions.push(suggestion.title);
      recipients.set(email, recipient);
    }
  }
  return [...recipients.values()];
}

/** The key of an entry's one mail to one person, whichever way they came to hear of it (followed, made, voted). */
export const entryMailKey = (entryId: string, email: string) => `whats-new:${entryId}:${email.toLowerCase()}`;
