/**
 * An evidence class found on the ninth draft-coverage set (issue 19, item 2), in both languages
 * with wording written for these tests: a certificate's row names its scope in the words of the
 * work ('Supply, installation and servicing of …'), but answers a demand about certificates,
 * standards or quality assurance only; a plan for the work is not met by it.
 */
import { describe, expect, it } from 'vitest';
import { statesCertificate } from './draftCertificateSentences';
import { quoted } from './draftTestWorld';

const EN_REGISTER = [
  'CERTIFICATES',
  'ISO 9001:2015 | QM-5521 | Northgate Certification Ltd | Supply, installation and servicing of school lockers | 01-02-2025 | 31-01-2028',
].join('\n');
const NL_REGISTER = [
  'CERTIFICATEN',
  'ISO 9001:2015 | QM-5521 | Noordpoort Certificering B.V. | Levering, installatie en onderhoud van schoolkluisjes | 01-02-2025 | 31-01-2028',
].join('\n');
const EN_OTHERS = [
  'Describe how you will train the caretakers.',
  'State the price per locker bank.',
];
const NL_OTHERS = ['Beschrijf hoe je de conciërges opleidt.', 'Noem de prijs per kluizenwand.'];

describe('a certificate answers a demand about certificates, not a plan for the work', () => {
  it('reads a register row as a certificate, a product line as not', () => {
    expect(statesCertificate(EN_REGISTER.split('\n')[1]!)).toBe(true);
    expect(statesCertificate(NL_REGISTER.split('\n')[1]!)).toBe(true);
    expect(statesCertificate('Each locker is built and tested to EN 14073 for school use.')).toBe(
      false,
    );
  });

  it.each([
    [
      'Plan for the supply, installation and servicing of the school lockers',
      EN_REGISTER,
      EN_OTHERS,
    ],
    [
      'Plan van aanpak levering, installatie en onderhoud van de schoolkluisjes',
      NL_REGISTER,
      NL_OTHERS,
    ],
  ])('%s: a gap, not the certificate', async (requirement, passage, others) => {
    expect(await quoted([requirement, ...others], passage)).toEqual([]);
  });

  it.each([
    [
      'You hold a valid ISO 9001 certificate for the supply and installation of lockers.',
      EN_REGISTER,
      EN_OTHERS,
    ],
    [
      'U beschikt over een geldig ISO 9001-certificaat voor levering en installatie van kluisjes.',
      NL_REGISTER,
      NL_OTHERS,
    ],
  ])('%s: the certificate answers', async (requirement, passage, others) => {
    expect((await quoted([requirement, ...others], passage)).length).toBeGreaterThan(0);
  });
});
