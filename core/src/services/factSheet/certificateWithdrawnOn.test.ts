import { describe, expect, it } from 'vitest';
import { certificateDetails } from './certificateTestSheet';

/**
 * A certificate withdrawn on a date it names (issue 19, item 6, set 14's class): the date of the
 * withdrawal is when its validity ended, so it is listed as ended on that date rather than dropped
 * as 'withdrawn, undated'. A body's legal form written with its dot inside a clause ('Inc.,') keeps
 * it. Wording written for these tests.
 */
describe('a withdrawal dated in prose (issue 19, item 6)', () => {
  it.each([
    [
      'English, withdrawn on a date',
      'Our ISO 50001 certificate (Intertek Testing Services NA Inc., ENMS 440918) was withdrawn on 15 January 2026 after we sold the plant.',
      {
        scheme: 'ISO 50001',
        number: 'ENMS 440918',
        issuer: 'Intertek Testing Services NA Inc.',
        expiresOn: '2026-01-15',
      },
    ],
    [
      'English, revoked as of a date',
      'The ISO 14001 certificate, number EMS-88120, issued by NQA, was revoked as of 30 June 2025 at our own request.',
      { scheme: 'ISO 14001', number: 'EMS-88120', issuer: 'NQA', expiresOn: '2025-06-30' },
    ],
    [
      'Dutch, ingetrokken per een datum',
      'Ons ISO 27001-certificaat (nummer IS-55120, afgegeven door BSI) is per 1 maart 2026 ingetrokken toen de vestiging sloot.',
      { scheme: 'ISO 27001', number: 'IS-55120', issuer: 'BSI', expiresOn: '2026-03-01' },
    ],
    [
      'Dutch, op een datum ingetrokken',
      'Het VCA**-certificaat VCA-66012 van DEKRA is op 12 februari 2026 ingetrokken.',
      { scheme: 'VCA**', number: 'VCA-66012', issuer: 'DEKRA', expiresOn: '2026-02-12' },
    ],
  ])('%s', async (_, text, expected) => {
    expect(await certificateDetails(text)).toEqual([expected]);
  });

  it('still drops a withdrawn certificate that gives no date of its end', async () => {
    expect(
      await certificateDetails('Our ISO 22301 certificate with LRQA has been withdrawn.'),
    ).toEqual([]);
    expect(await certificateDetails('Het ISO 9001-certificaat van Kiwa is ingetrokken.')).toEqual(
      [],
    );
  });
});
