/**
 * How long the booking's links work, a leaf module: the links (./links.ts) expire by it, the booking records
 * are purged by it (./bookingStore.ts), and the Privacy Policy states it ({{statusLinkDuration}},
 * src/legal/values.ts, whose importers include the admin's browser bundle: hence no Node import here).
 * A link works until the end of this many days after the service's day, in Geneva.
 */
export const LINK_DAYS_AFTER_SERVICE = { office: 1, guest: 30 } as const;
