/**
 * Lengths of time, named once for client and server: milliseconds for timers, windows and
 * dates; `*_SECONDS` where a format counts in seconds (Max-Age, Cache-Control, JWT times).
 */
export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export const MINUTE_SECONDS = MINUTE / SECOND;
export const HOUR_SECONDS = HOUR / SECOND;
export const DAY_SECONDS = DAY / SECOND;
