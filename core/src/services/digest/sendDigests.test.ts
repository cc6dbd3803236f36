import { describe, expect, it } from 'vitest';
import { refs } from '../../model/paths';
import { Timestamp } from '../../ports/values';
import { DIGEST_LEASE_MS, ledgerEntryId, sendDueDigests } from './sendDigests';
import {
  DAY,
  HOUR,
  MONDAY_8_AMSTERDAM,
  RECIPIENTS,
  TEST_SECRET,
  digestWorld,
} from './digestTestWorld';
import { verifyUnsubscribeToken } from './unsubscribeToken';

const ANNA = 'anna@vandijk.example';
const JOOST = 'joost@vandijk.example';

describe('sendDueDigests', () => {
  it('sends each active recipient one digest in their own language with links to the tenders', async () => {
    const w = await digestWorld();
    w.clock.set(MONDAY_8_AMSTERDAM - 3 * HOUR);
    await w.match('ted-1', 92);
    await w.match('ted-2', 65);
    await w.match('ted-low', 40);
    w.clock.set(MONDAY_8_AMSTERDAM + 5 * 60_000);

    const result = await sendDueDigests(w.deps());

    expect(result).toEqual({ sent: 2, failed: 0, empty: 0, skippedRecipients: 3 });
    expect(w.mailer.sent.map((m) => m.to)).toEqual([[ANNA], [JOOST]]);
    const [en] = w.mailer.to(ANNA);
    const [nl] = w.mailer.to(JOOST);
    expect(en!.subject).toBe('2 new tenders for Van Dijk Bouw B.V.');
    expect(nl!.subject).toBe('2 nieuwe aanbestedingen voor Van Dijk Bouw B.V.');
    expect(en!.text).toContain('Tender ted-1');
    expect(en!.text).toContain('Deadline: 15 December 2026');
    expect(nl!.text).toContain('Aanbesteding ted-1');
    expect(nl!.text).toContain('Sluitingsdatum: 15 december 2026');
    expect(en!.text).not.toContain('ted-low');
    // Best match first; links open the tender on the Signaling page in the reader's language.
    expect(en!.text.indexOf('ted-1')).toBeLessThan(en!.text.indexOf('ted-2'));
    expect(en!.html).toContain('href="https://app.example.nl/dashboard/signaling?tender=ted-1"');
    expect(nl!.html).toContain('href="https://app.example.nl/nl/dashboard/signaling?tender=ted-2"');
    expect(nl!.html).toContain('<html lang="nl-NL">');

    const link = /https:\/\/functions\.example\.nl\/unsubscribeDigest\?token=([\w.-]+)/.exec(
      nl!.text,
    );
    expect(await verifyUnsubscribeToken(TEST_SECRET, link![1]!)).toEqual({
      companyId: 'c-vandijk',
      uid: RECIPIENTS.nl,
    });
  });

  it('sends exactly one digest per recipient when two runs start at once and when it runs again', async () => {
    const w = await digestWorld();
    await w.match('ted-1', 80);
    w.clock.set(MONDAY_8_AMSTERDAM);
    const [a, b] = await Promise.all([sendDueDigests(w.deps()), sendDueDigests(w.deps())]);
    expect(a.sent + b.sent).toBe(2);
    w.clock.advance(HOUR);
    expect((await sendDueDigests(w.deps())).sent).toBe(0);
    expect(w.mailer.to(ANNA)).toHaveLength(1);
    expect(w.mailer.to(JOOST)).toHaveLength(1);
  });

  it('after an SMTP failure half-way, the next run sends only the digest that failed', async () => {
    const w = await digestWorld();
    await w.match('ted-1', 80);
    w.clock.set(MONDAY_8_AMSTERDAM);
    w.mailer.failFor.add(JOOST);
    expect(await sendDueDigests(w.deps())).toMatchObject({ sent: 1, failed: 1 });
    const entry = refs.digestLedgerEntry(
      'c-vandijk',
      ledgerEntryId('daily-2026-11-23', RECIPIENTS.nl),
    );
    expect((await w.docs.getDoc(entry)).data).toMatchObject({ state: 'failed', attempts: 1 });

    w.mailer.failFor.clear();
    w.clock.advance(HOUR);
    expect(await sendDueDigests(w.deps())).toMatchObject({ sent: 1, failed: 0 });
    expect(w.mailer.to(ANNA)).toHaveLength(1);
    expect(w.mailer.to(JOOST)).toHaveLength(1);
    expect((await w.docs.getDoc(entry)).data).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('never resends a digest whose run stopped between sending and recording it', async () => {
    const w = await digestWorld({ recipientUids: [RECIPIENTS.en] });
    await w.match('ted-1', 80);
    w.clock.set(MONDAY_8_AMSTERDAM);
    // The SMTP server accepted the mail, then the store failed to record it.
    const failingBatch = new Proxy(w.docs, {
      get: (target, key, receiver) =>
        key === 'batch'
          ? () =>
              Object.assign(target.batch(), {
                commit: () => Promise.reject(new Error('unavailable')),
              })
          : (Reflect.get(target, key, receiver) as unknown),
    });
    expect(await sendDueDigests(w.deps({ docs: failingBatch }))).toMatchObject({ sent: 1 });
    w.clock.advance(DIGEST_LEASE_MS + 1);
    expect(await sendDueDigests(w.deps())).toMatchObject({ sent: 0, failed: 0 });
    w.clock.advance(HOUR);
    expect(await sendDueDigests(w.deps())).toMatchObject({ sent: 0 });
    expect(w.mailer.to(ANNA)).toHaveLength(1);
    const entry = refs.digestLedgerEntry(
      'c-vandijk',
      ledgerEntryId('daily-2026-11-23', RECIPIENTS.en),
    );
    expect((await w.docs.getDoc(entry)).data?.state).toBe('unknown');
  });

  it('sends nothing without new matches, and the next digest lists only what is new since the last one', async () => {
    const w = await digestWorld({ recipientUids: [RECIPIENTS.en] });
    await w.match('ted-old', 90);
    w.clock.set(MONDAY_8_AMSTERDAM);
    expect((await sendDueDigests(w.deps())).sent).toBe(1);

    // Tuesday: nothing new → no e-mail.
    w.clock.set(MONDAY_8_AMSTERDAM + DAY);
    expect(await sendDueDigests(w.deps())).toMatchObject({ sent: 0, empty: 1 });

    // During Tuesday a match arrives (and one Anna already opened); Wednesday lists only the new one.
    w.clock.advance(2 * HOUR);
    await w.match('ted-new', 75);
    await w.match('ted-opened', 99, { viewedBy: [RECIPIENTS.en] });
    w.clock.set(MONDAY_8_AMSTERDAM + 2 * DAY);
    expect((await sendDueDigests(w.deps())).sent).toBe(1);
    const wednesday = w.mailer.to(ANNA)[1]!;
    expect(wednesday.subject).toBe('1 new tender for Van Dijk Bouw B.V.');
    expect(wednesday.text).toContain('ted-new');
    expect(wednesday.text).not.toContain('ted-old');
    expect(wednesday.text).not.toContain('ted-opened');
  });

  it('sends nothing outside the chosen hour, on another weekday or when switched off', async () => {
    const w = await digestWorld({ frequency: 'weekly', weekday: 5 });
    await w.match('ted-1', 80);
    w.clock.set(MONDAY_8_AMSTERDAM);
    expect((await sendDueDigests(w.deps())).sent).toBe(0);
    w.clock.set(MONDAY_8_AMSTERDAM + 4 * DAY); // Friday 08:00
    expect((await sendDueDigests(w.deps())).sent).toBe(2);

    const off = await digestWorld({ enabled: false });
    await off.match('ted-1', 80);
    off.clock.set(MONDAY_8_AMSTERDAM);
    expect((await sendDueDigests(off.deps())).sent).toBe(0);
  });

  it('leaves out tenders that closed or were awarded before the digest (issue 21)', async () => {
    const w = await digestWorld({ recipientUids: [RECIPIENTS.en] });
    await w.match('ted-open', 80);
    const tender = (deadline: number | null, publicationType?: 'award') => ({
      title: 'Closed',
      buyer: 'Gemeente Utrecht',
      location: 'Utrecht',
      category: 'works' as const,
      cpvCodes: ['45000000'],
      publishedAt: Timestamp.fromMillis(w.clock.now()),
      deadline: deadline === null ? null : Timestamp.fromMillis(deadline),
      ...(publicationType && { publicationType }),
    });
    await w.match('ted-closed', 95, { tender: tender(MONDAY_8_AMSTERDAM - HOUR) });
    await w.match('ted-awarded', 90, { tender: tender(null, 'award') });
    w.clock.set(MONDAY_8_AMSTERDAM);
    await sendDueDigests(w.deps());
    const [mail] = w.mailer.to(ANNA);
    expect(mail!.subject).toBe('1 new tender for Van Dijk Bouw B.V.');
    expect(mail!.text).toContain('ted-open');
    expect(mail!.text).not.toContain('ted-closed');
    expect(mail!.text).not.toContain('ted-awarded');
  });

  it('lists the best 20 and counts the rest', async () => {
    const w = await digestWorld({ recipientUids: [RECIPIENTS.nl] });
    for (let i = 0; i < 23; i++) await w.match(`ted-${i}`, 70 + i);
    w.clock.set(MONDAY_8_AMSTERDAM);
    await sendDueDigests(w.deps());
    const [mail] = w.mailer.sent;
    expect(mail!.subject).toBe('23 nieuwe aanbestedingen voor Van Dijk Bouw B.V.');
    expect(mail!.text).toContain('…en nog 3 op de pagina Signalering.');
    expect(mail!.text).not.toContain('Aanbesteding ted-0\n');
    expect(mail!.text).toContain('Aanbesteding ted-22');
  });
});
