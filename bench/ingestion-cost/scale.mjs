// The day bench/ingestion-cost.mjs measures (issue 22 item 5): TED's working day of notices
// against a thousand companies with a year of history, at a fixed date.

export const COMPANIES = 1_000;
export const NEW_NOTICES = 3_000;
export const CHANGE_SHARE = 0.1;
export const PAGE_SIZE = 100;
/** The year behind each company: 100 matches, one vote in ten (what a run reads of its past). */
export const HISTORY_MATCHES_PER_COMPANY = 100;
export const VOTE_SHARE = 0.1;
/**
 * Tenders of the past year kept in the store. Firestore bills a query by what it returns, not by
 * what the collection holds, so a sample of the year costs the same reads as the whole year; the
 * sample keeps the in-memory store (which does scan) fast enough for CI.
 */
export const HISTORY_TENDERS = 6_000;

export const DAY = 86_400_000;
export const NOW = Date.UTC(2026, 10, 23, 6);
