// How long a session's tokens live: the access token a quarter of an hour, the refresh token a month.
export const authAccessTokenTtlSeconds = 15 * 60;
export const refreshTokenTtlSeconds = 30 * 24 * 60 * 60;
