/**
 * The hourly digest run (issue 9 item 7): for every company with digests on whose period is due
 * (./schedule.ts), each recipient gets at most one e-mail per period with the company's new
 * matches, in the recipient's language.
 *
 * Exactly once: before sending, a transaction creates the ledger entry
 * companies/{cid}/digestLedger/{period}_{uid} in state 'sending' with a lease; a concurrent run
 * finds it and skips. After the send the entry becomes 'sent' (or 'failed', which a later run of
 * the same period retries). A run that dies between the SMTP server's acceptance and the mark
 * leaves 'sending'; once its lease is over the entry becomes 'unknown' and is NOT resent: at most
 * once in that narrow window (docs/decisions.md, "Issue 9: tender digests").
 */
import { readNotificationSettings } from '../../model/company';
import type { DigestLedgerEntry } from '../../model/digest';
import { isLocale, type Locale } from '../../model/locales';
import { refs } from '../../model/paths';
import type { DocStore } from '../../ports/docStore';
import type { Mailer } from '../../ports/external';
import { query, where } from '../../ports/query';
import type { Clock } from '../../ports/runtime';
import { Timestamp } from '../../ports/values';
import { collectDigestItems } from './collect';
import type { DigestMessages } from './messages';
import { renderDigest } from './render';
import { type DigestPeriod, duePeriod } from './schedule';
import { signUnsubscribeToken } from './unsubscribeToken';

/** Longer than the scheduled function's timeout (540 s), so a live run never loses its claim. */
export const DIGEST_LEASE_MS = 15 * 60 * 1000;

export interface DigestDeps {
  readonly docs: DocStore;
  readonly mailer: Mailer;
  readonly clock: Clock;
  readonly messages: DigestMessages;
  /** The web app's origin (links to the Signaling page). */
  readonly appUrl: string;
  /** The unsubscribe endpoint's URL; the token is added as ?token=. */
  readonly unsubscribeEndpoint: string;
  readonly unsubscribeSecret: string;
  readonly log?: (message: string, data?: Record<string, unknown>) => void;
}

export interface DigestRunResult {
  sent: number;
  failed: number;
  /** Nothing new above the threshold: no e-mail. */
  empty: number;
  /** Recipients who are deleted, disabled, elsewhere or without an address. */
  skippedRecipients: number;
}

export const ledgerEntryId = (periodKey: string, uid: string) => `${periodKey}_${uid}`;

export function unsubscribeUrl(endpoint: string, token: string): string {
  const url = new URL(endpoint);
  url.searchParams.set('token', token);
  return url.toString();
}

export async function sendDueDigests(deps: DigestDeps): Promise<DigestRunResult> {
  const result: DigestRunResult = { sent: 0, failed: 0, empty: 0, skippedRecipients: 0 };
  const now = deps.clock.now();
  const companies = await deps.docs.getDocs(
    query(refs.companies(), where('notificationSettings.enabled', '==', true)),
  );
  for (const company of companies.docs) {
    const settings = readNotificationSettings(company.data.notificationSettings);
    const period = duePeriod(settings, now);
    if (!period) continue;
    for (const uid of settings.recipientUids) {
      await digestForRecipient(deps, result, {
        companyId: company.id,
        companyName: company.data.name,
        uid,
        period,
        minScore: settings.minScore,
        frequency: settings.frequency,
        now,
      });
    }
  }
  deps.log?.('tender digests', { ...result });
  return result;
}

interface RecipientRun {
  readonly companyId: string;
  readonly companyName: string;
  readonly uid: string;
  readonly period: DigestPeriod;
  readonly minScore: number;
  readonly frequency: 'daily' | 'weekly';
  readonly now: number;
}

async function digestForRecipient(
  deps: DigestDeps,
  result: DigestRunResult,
  run: RecipientRun,
): Promise<void> {
  const { docs } = deps;
  // Server-side check of the settings: only active users of this company receive anything.
  const user = (await docs.getDoc(refs.user(run.uid))).data;
  if (!user || user.status !== 'active' || user.companyId !== run.companyId || !user.email) {
    result.skippedRecipients++;
    return;
  }
  const entryRef = refs.digestLedgerEntry(run.companyId, ledgerEntryId(run.period.key, run.uid));
  const entry = await claim(docs, run);
  if (!entry) return;

  const locale: Locale = isLocale(user.preferredLanguage) ? user.preferredLanguage : 'en';
  let delivered = false;
  try {
    const items = await collectDigestItems(docs, {
      companyId: run.companyId,
      uid: run.uid,
      locale,
      minScore: run.minScore,
      now: deps.clock.now(),
      since: entry.windowStart.toMillis(),
      until: entry.windowEnd.toMillis(),
    });
    if (items.length === 0) {
      await docs.updateDoc(entryRef, {
        state: 'empty',
        matchCount: 0,
        updatedAt: Timestamp.fromMillis(deps.clock.now()),
      });
      result.empty++;
      return;
    }
    const token = await signUnsubscribeToken(deps.unsubscribeSecret, {
      companyId: run.companyId,
      uid: run.uid,
    });
    const unsubscribe = unsubscribeUrl(deps.unsubscribeEndpoint, token);
    const mail = renderDigest(deps.messages, {
      locale,
      companyName: run.companyName,
      recipientName: user.name,
      frequency: run.frequency,
      items,
      appUrl: deps.appUrl,
      unsubscribeUrl: unsubscribe,
    });
    await deps.mailer.send({ to: [user.email], ...mail, listUnsubscribe: unsubscribe });
    delivered = true;
    const at = Timestamp.fromMillis(deps.clock.now());
    const batch = docs.batch();
    batch.update(entryRef, {
      state: 'sent',
      matchCount: items.length,
      lastError: null,
      updatedAt: at,
    });
    batch.set(refs.digestCursor(run.companyId, run.uid), {
      lastSentWindowEnd: entry.windowEnd,
      updatedAt: at,
    });
    await batch.commit();
    result.sent++;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (delivered) {
      // Sent, but not recorded: leave 'sending' so that it turns 'unknown' and is never resent.
      result.sent++;
      deps.log?.('tender digest sent but not recorded', {
        companyId: run.companyId,
        uid: run.uid,
        message,
      });
      return;
    }
    result.failed++;
    deps.log?.('tender digest failed', { companyId: run.companyId, uid: run.uid, message });
    await docs
      .updateDoc(entryRef, {
        state: 'failed',
        lastError: message.slice(0, 500),
        updatedAt: Timestamp.fromMillis(deps.clock.now()),
      })
      .catch(() => undefined); // left 'sending': it becomes 'unknown' after the lease
  }
}

/**
 * Takes the recipient's entry for this period: creates it, or re-takes a failed one. Null when
 * another run holds it, it was sent or empty, or its outcome is unknown.
 */
async function claim(docs: DocStore, run: RecipientRun): Promise<DigestLedgerEntry | null> {
  const entryRef = refs.digestLedgerEntry(run.companyId, ledgerEntryId(run.period.key, run.uid));
  const cursorRef = refs.digestCursor(run.companyId, run.uid);
  const now = Timestamp.fromMillis(run.now);
  const leaseUntil = Timestamp.fromMillis(run.now + DIGEST_LEASE_MS);
  return docs.runTransaction(async (tx) => {
    const existing = await tx.get(entryRef);
    const cursor = await tx.get(cursorRef);
    if (!existing.exists || !existing.data) {
      const entry: DigestLedgerEntry = {
        uid: run.uid,
        periodKey: run.period.key,
        state: 'sending',
        windowStart:
          cursor.data?.lastSentWindowEnd ?? Timestamp.fromMillis(run.now - run.period.lengthMs),
        windowEnd: now,
        attempts: 1,
        leaseUntil,
        matchCount: 0,
        lastError: null,
        createdAt: now,
        updatedAt: now,
      };
      tx.set(entryRef, entry);
      return entry;
    }
    const entry = existing.data;
    if (entry.state === 'failed') {
      const retry = {
        ...entry,
        state: 'sending' as const,
        attempts: entry.attempts + 1,
        leaseUntil,
      };
      tx.update(entryRef, {
        state: 'sending',
        attempts: retry.attempts,
        leaseUntil,
        updatedAt: now,
      });
      return retry;
    }
    if (entry.state === 'sending' && entry.leaseUntil.toMillis() < run.now) {
      tx.update(entryRef, { state: 'unknown', updatedAt: now });
    }
    return null;
  });
}
