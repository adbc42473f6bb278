// Who a vote row is from: a device (the UUID in its signed `voter` cookie) or a signed-in account.

/** A signed-in account votes as itself on every device; a device's id is a UUID, so the two never meet. */
export const accountVoterId = (userId: string) => `account:${userId}`;
