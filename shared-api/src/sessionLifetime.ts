/**
 * How long a session lives at most, whatever its use: the server refuses the token after it, and
 * the browser drops the session cookies at the same time, so neither outlives the other.
 */
export const SESSION_ABSOLUTE_MS = 24 * 60 * 60 * 1000;
