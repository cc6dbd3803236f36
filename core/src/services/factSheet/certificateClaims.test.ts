import { describe, expect, it } from 'vitest';
import { factPassages } from '../drafts/draftEvidence';
import { extractFactSheet } from './buildFactSheet';
import { validityEnded } from './certificateClaims';
import type { CompanyFactSheet } from '../../model/factSheet';

/** The fact sheet of one knowledge-base passage, written into the draft's fact sentences. */
async function claims(text: string, language: 'en' | 'nl', today: string) {
  const sheet = await extractFactSheet(
    [{ chunkId: 'c1', documentId: 'd1', documentName: 'Beleid.pdf', page: 1, text }],
    0,
  );
  return factPassages(
    [{ knowledgeBaseId: 'kb1', sheet: sheet as unknown as CompanyFactSheet }],
    language,
    today,
  ).map((p) => p.text);
}

describe('what a draft claims about a certificate (issue 19, item 6)', () => {
  it('never claims a certificate whose prose says it ran out before the draft’s date', async () => {
    const policy =
      'Our ISO 14001 certificate (ENV-5120, issued by DEKRA) ran until 30 June 2025 and was not renewed. Ons ISO 27001-certificaat, nummer IB-2231, afgegeven door BSI, is geldig t/m 1 mei 2028.';
    expect(await claims(policy, 'en', '2026-11-27')).toEqual([
      'We hold the ISO 27001 certificate, issued by BSI (certificate number IB-2231), valid until 1 May 2028.',
    ]);
    // Before its expiry the same certificate is claimed, with its own number, issuer and date.
    expect((await claims(policy, 'nl', '2025-03-01'))[0]).toBe(
      'Wij zijn gecertificeerd voor ISO 14001, afgegeven door DEKRA (certificaatnummer ENV-5120), geldig tot en met 30 juni 2025.',
    );
  });

  it('states no day its evidence does not write: a validity of years is claimed without one', async () => {
    const register = 'ISO 9001 – certificate no. QM-12 – Bureau Veritas – valid 2024–2027';
    expect(await claims(register, 'en', '2026-11-27')).toEqual([
      'We hold the ISO 9001 certificate, issued by Bureau Veritas (certificate number QM-12).',
    ]);
    expect(await claims(register, 'en', '2028-01-01')).toEqual([]);
  });

  it('takes no quoted sentence with an ended validity, in past or present wording, as evidence', () => {
    const today = '2026-11-27';
    for (const ended of [
      'Ons ISO 14001:2015-certificaat, certificaatnummer EMS-1, uitgegeven door DEKRA, verliep op 30 juni 2025.',
      'Our ISO 14001 certificate ran until 30 June 2025.',
      'Het VCA-certificaat liep af op 3 februari 2025.',
      'ISO 27001 certificate, valid 2021–2024.',
      'Our ISO 14001 certificate was not renewed.',
    ])
      expect({ ended, no: validityEnded(ended, today) }).toEqual({ ended, no: true });
    for (const valid of [
      'Ons ISO 27001-certificaat is geldig t/m 1 mei 2028.',
      'Our ISO 9001 certificate expires on 12 March 2027.',
      'In 2019 we delivered 14 portals.',
    ])
      expect({ valid, no: validityEnded(valid, today) }).toEqual({ valid, no: false });
  });
});
