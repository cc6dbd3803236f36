import { describe, expect, it } from 'vitest';
import { certificateDetails } from './certificateTestSheet';

/**
 * A status word written right before the date it ended on, as tender-response tables and
 * registers write it ('No - lapsed 31/03/2026', 'expired 12/05/2025', 'Nee, verlopen 15-01-2026',
 * 'vervallen per 1 maart 2026'), written for these tests (issue 19, item 6, set 13's class): the
 * date is the certificate's expiry, so it is listed as ended — never claimed — instead of being
 * dropped; a status word with no date still lists nothing.
 */
describe('a status word before the date a certificate ended (issue 19, item 6)', () => {
  it.each([
    [
      'English, "No - lapsed <date>" in a Held? column',
      '| Certificate | Held? | Evidence |\n| ISO 14001:2015 | No - lapsed 31/03/2026 | Certificate EMS 5120 was not renewed |',
      { scheme: 'ISO 14001', number: 'EMS 5120', issuer: null, expiresOn: '2026-03-31' },
    ],
    [
      'English, "expired <date>" in a status column',
      '| Standard | In place? | Notes |\n| ISO 27001 | Expired 12/05/2025 | certificate IS 6612, issued by BSI |',
      { scheme: 'ISO 27001', number: 'IS 6612', issuer: 'BSI', expiresOn: '2025-05-12' },
    ],
    [
      'English prose, "lapsed 30 June 2025"',
      'Our ISO 45001 certificate (OHS 7781) lapsed 30 June 2025 and was not renewed.',
      { scheme: 'ISO 45001', number: 'OHS 7781', issuer: null, expiresOn: '2025-06-30' },
    ],
    [
      'Dutch, "Nee, verlopen <datum>" in een kolom In bezit?',
      '| Certificaat | In bezit? | Bewijs |\n| ISO 9001 | Nee, verlopen 15-01-2026 | certificaat Q-2210 van Kiwa, niet verlengd |',
      { scheme: 'ISO 9001', number: 'Q-2210', issuer: 'Kiwa', expiresOn: '2026-01-15' },
    ],
    [
      'Dutch, "vervallen per <datum>"',
      '| Norm | Aanwezig? | Toelichting |\n| VCA** | Vervallen per 01-03-2026 | certificaatnummer VCA-8812 |',
      { scheme: 'VCA**', number: 'VCA-8812', issuer: null, expiresOn: '2026-03-01' },
    ],
    [
      'Dutch proza, "verlopen sinds <datum>"',
      'Ons ISO 14001-certificaat (MS 3390) is verlopen sinds 1 april 2026.',
      { scheme: 'ISO 14001', number: 'MS 3390', issuer: null, expiresOn: '2026-04-01' },
    ],
  ])('%s', async (_, text, expected) => {
    expect(await certificateDetails(text)).toEqual([expected]);
  });

  it('lists nothing when the status word gives no date', async () => {
    expect(
      await certificateDetails(
        '| Certificate | Held? | Evidence |\n| ISO 14001:2015 | No - lapsed | Certificate EMS 5120 was not renewed |',
      ),
    ).toEqual([]);
    expect(
      await certificateDetails(
        '| Certificaat | In bezit? | Bewijs |\n| ISO 9001 | Nee, verlopen | certificaat Q-2210, niet verlengd |',
      ),
    ).toEqual([]);
  });
});
