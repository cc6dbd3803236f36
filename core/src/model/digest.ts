/**
 * Tender digest bookkeeping (issue 9 item 7). Written by functions only; clients have no access
 * (firestore.rules). One ledger entry per (company, recipient, period) makes a digest go out once
 * even when the scheduler fires twice or SMTP fails half-way (docs/decisions.md, "Issue 9: tender
 * digests").
 */
import type { Timestamp } from '../ports/values';

/**
 * sending: claimed by a run until leaseUntil; sent: delivered to the SMTP server; failed: the send
 * failed and a later run of the same period may retry; empty: nothing to tell this period;
 * unknown: a run claimed it and never reported back (crash between send and mark) — not resent.
 */
export const DIGEST_LEDGER_STATES = ['sending', 'sent', 'failed', 'empty', 'unknown'] as const;
export type DigestLedgerState = (typeof DIGEST_LEDGER_STATES)[number];

export type DigestLedgerEntry = {
  uid: string;
  /** The period the digest is for, e.g. 'daily-2026-11-23' (local date in Europe/Amsterdam). */
  periodKey: string;
  state: DigestLedgerState;
  /** Matches created after windowStart and up to windowEnd are in this digest. */
  windowStart: Timestamp;
  windowEnd: Timestamp;
  attempts: number;
  /** A 'sending' entry older than this is no longer owned by the run that claimed it. */
  leaseUntil: Timestamp;
  matchCount: number;
  lastError: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

/** Per recipient: where the next digest's window starts (the end of the last one sent). */
export type DigestCursor = {
  lastSentWindowEnd: Timestamp;
  updatedAt: Timestamp;
};
