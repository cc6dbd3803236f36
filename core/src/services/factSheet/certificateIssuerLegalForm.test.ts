import { describe, expect, it } from 'vitest';
import { certificateDetails } from './certificateTestSheet';

/**
 * A body's name ends with its legal form (issue 19, item 6): the capitalised word on the next line
 * ('Afgegeven op …', 'Issued on …') is never read as more of the issuer's name. Wording written
 * for these tests, in English and Dutch.
 */
describe("an issuer's name ends with its legal form", () => {
  it.each([
    [
      'Dutch, the issue date on the next line',
      'Certificaat ISO 14001:2015, nummer MV-30871, uitgegeven door Keurhof B.V.\nAfgegeven op 9 juni 2025; geldig t/m 8 juni 2028.',
      'Keurhof B.V.',
    ],
    [
      'Dutch, a blank line before the next paragraph',
      'Certificaat ISO 9001:2015, nummer MV-30872, uitgegeven door Keurhof B.V.\n\nGeldig tot 8 juni 2028.',
      'Keurhof B.V.',
    ],
    [
      'English, the issue date on the next line',
      'ISO 45001:2018 certificate no. OH-5120, issued by Harlow Assurance Ltd\nIssued on 2 March 2025, valid until 1 March 2028.',
      'Harlow Assurance Ltd',
    ],
  ])('%s', async (_, text, issuer) => {
    const [c] = await certificateDetails(text);
    expect(c?.issuer).toBe(issuer);
  });

  it('still reads a name of several words before its legal form', async () => {
    const [c] = await certificateDetails(
      'ISO 9001:2015 certificate no. QA-7781, issued by Harlow Quality Assurance Services Ltd, valid until 4 April 2028.',
    );
    expect(c?.issuer).toBe('Harlow Quality Assurance Services Ltd');
  });
});
