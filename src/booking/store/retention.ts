import site from "../../../content/site.json";

/**
 * How long stored requests are kept, a leaf module. The retention is content (content/site.json,
 * `requestRetentionDays`, edited in the admin): the privacy notice (src/legal/pages.ts, at build time)
 * and the delivery worker (../config.ts, in the built function) read this one number, so the text and
 * the deletion cannot disagree. REQUEST_RETENTION_DAYS is no longer read: a server started with it
 * refuses to start and says where the number is now.
 */
export const RETENTION_DAYS: number = site.requestRetentionDays;
export const DEFAULT_DEAD_AFTER_HOURS = 48;
