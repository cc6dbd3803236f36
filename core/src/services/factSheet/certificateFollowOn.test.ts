import { describe, expect, it } from 'vitest';
import { certificateRows, sheetOf as sheetFor } from './certificateTestSheet';
import { factPassages } from '../drafts/draftEvidence';

/**
 * A certificate named in one sentence of prose and detailed in the next (issue 19, item 6),
 * wording written for these tests: the next sentence refers back with a word in between ('Het
 * huidige certificaat', 'The current certificate'), names another standard further on ('… omdat
 * klanten ISO 27001 accepteren'), or puts the Dutch verb last ('is op 30 juni 2026 verlopen',
 * 'heeft DEKRA op 2 april 2026 uitgegeven'). The details come from the one certificate; a date
 * never passes to the other standard; an ended certificate is never claimed.
 */
const TODAY = '2026-11-27';
const sheetOf = (text: string) => sheetFor(text, 'Beleid.pdf');
const read = (text: string) => certificateRows(text, 'Beleid.pdf');
async function claims(text: string, language: 'en' | 'nl') {
  const sheet = await sheetOf(text);
  return factPassages([{ knowledgeBaseId: 'kb1', sheet }], language, TODAY).map((p) => p.text);
}

describe('a certificate detailed in the sentence after its name (issue 19, item 6)', () => {
  it('reads "Het huidige certificaat …" and "The current certificate …" as the one just named', async () => {
    expect(
      await read(
        'Sinds 2019 zijn wij gecertificeerd voor ISO 27001. Het huidige certificaat (ISC-20931) heeft DEKRA op 2 april 2026 uitgegeven; het loopt tot 1 april 2029. We vragen het elke drie jaar opnieuw aan.',
      ),
    ).toEqual([['ISO 27001', 'ISC-20931', 'DEKRA', '2026-04-02', '2029-04-01']]);
    expect(
      await read(
        'We have been certified to ISO 27001 since 2019. The current certificate (ISC-20931) was issued by DEKRA on 2 April 2026 and runs until 1 April 2029. We renew it every three years.',
      ),
    ).toEqual([['ISO 27001', 'ISC-20931', 'DEKRA', '2026-04-02', '2029-04-01']]);
  });

  it('reads an ended certificate whose next sentence names another standard, and never claims it', async () => {
    const dutch =
      'Voor de overheid hadden wij een ISO 22301-certificaat (BC-3310, DNV). Dat certificaat is per 30 juni 2026 vervallen; verlengen was niet nodig, omdat onze klanten genoegen nemen met ISO 27001.';
    const english =
      'For public customers we held an ISO 22301 certificate (BC-3310, DNV). That certificate expired on 30 June 2026; we did not renew it, as our customers accept ISO 27001 instead.';
    for (const text of [dutch, english]) {
      const certs = (await sheetOf(text)).certificates;
      expect(certs.find((c) => c.scheme === 'ISO 22301')).toMatchObject({
        number: 'BC-3310',
        issuer: 'DNV',
        expiresOn: '2026-06-30',
      });
      // The other standard in the second sentence does not take the first one's date.
      expect(certs.filter((c) => c.scheme === 'ISO 27001' && c.expiresOn)).toEqual([]);
    }
    // No draft sentence states the ended certificate.
    expect((await claims(dutch, 'nl')).join(' ')).not.toMatch(/22301|BC-3310/);
    expect((await claims(english, 'en')).join(' ')).not.toMatch(/22301|BC-3310/);
  });

  it('reads the Dutch verb-last forms of an expiry and an issue date', async () => {
    const forms: [string, string][] = [
      ['Ons NEN 7510-certificaat (ZB-118, Kiwa) is op 31 januari 2026 verlopen.', '2026-01-31'],
      ['Ons NEN 7510-certificaat (ZB-118, Kiwa) is per 1 maart 2026 vervallen.', '2026-03-01'],
      ['Ons NEN 7510-certificaat (ZB-118, Kiwa) liep op 15 mei 2026 af.', '2026-05-15'],
      ['Ons NEN 7510-certificaat (ZB-118, Kiwa) loopt op 15 mei 2028 af.', '2028-05-15'],
    ];
    for (const [text, expiry] of forms)
      expect(await read(text)).toEqual([['NEN 7510', 'ZB-118', 'Kiwa', null, expiry]]);
    expect(
      await read('Ons NEN 7510-certificaat (ZB-118) heeft Kiwa op 2 mei 2025 afgegeven.'),
    ).toEqual([['NEN 7510', 'ZB-118', 'Kiwa', '2025-05-02', null]]);
  });

  it('takes no expiry from a renewal or an audit date written verb-last', async () => {
    for (const text of [
      'Ons NEN 7510-certificaat (ZB-118, Kiwa) is op 31 januari 2026 verlengd.',
      'Ons NEN 7510-certificaat (ZB-118, Kiwa) is op 31 januari 2026 geaudit.',
    ])
      expect((await sheetOf(text)).certificates.map((c) => c.expiresOn)).toEqual([null]);
  });
});
