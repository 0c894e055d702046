/**
 * How long stored requests are kept, a leaf module: the function's settings (../config.ts) and the
 * privacy notice's `{{requestRetentionDays}}` (src/legal/pages.ts, at build time) read the same numbers.
 */
export const DEFAULT_RETENTION_DAYS = 30;
export const DEFAULT_DEAD_AFTER_HOURS = 48;

/** REQUEST_RETENTION_DAYS as the function reads it: a whole number of days, 1 to 3650. */
export function retentionDays(raw: string | undefined): number | undefined {
  const days = raw !== undefined && /^\d{1,4}$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
  return days >= 1 && days <= 3650 ? days : undefined;
}
