// Who a vote row is from: a device (the UUID in its signed `voter` cookie) or a signed-in account.

/** A signed-in account votes as itself on every device; a device's id is a UUID, so the two never meet. */
export const accountVoterId = (userId: string) => `account:${userId}`;

/** What every account's voter id begins with: a signed-in account's vote rows sort together. */
export const accountVoterPrefix = accountVoterId("");

/** The account a voter id names, or null for a device (an anonymous voter, who has no address). */
export const accountOfVoter = (voterId: string): string | null =>
  voterId.startsWith(accountVoterPrefix) ? voterId.slice(accountVoterPrefix.length) : null;
