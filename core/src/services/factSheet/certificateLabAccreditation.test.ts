import { describe, expect, it } from 'vitest';
import { certificateDetails } from './certificateTestSheet';

/**
 * Wording written for these tests (issue 19, item 6, set 17): a laboratory's ISO/IEC 17025
 * accreditation is read with its accreditation number, its term and the body that accredits it,
 * which is its issuer; of a certificate, the body that accredits the certifier is never the issuer.
 */
const read = async (text: string) =>
  (await certificateDetails(text)).map((c) => [c.scheme, c.number, c.issuer, c.expiresOn]);

describe('an ISO/IEC 17025 accreditation (issue 19, item 6)', () => {
  it('Dutch: "door X geaccrediteerd volgens ISO/IEC 17025, accreditatienummer …, t/m …"', async () => {
    expect(
      await read(
        'Ons meetlab in Almere is door de RvA geaccrediteerd volgens ISO/IEC 17025, accreditatienummer L-4471, t/m 30-09-2028.',
      ),
    ).toEqual([['ISO/IEC 17025', 'L-4471', 'RvA', '2028-09-30']]);
  });

  it('English: "accredited by X to ISO/IEC 17025 (accreditation number …), valid until …"', async () => {
    expect(
      await read(
        'Our calibration laboratory is accredited by UKAS to ISO/IEC 17025:2017 (accreditation number 8812), valid until 14 March 2029.',
      ),
    ).toEqual([['ISO/IEC 17025', '8812', 'UKAS', '2029-03-14']]);
  });

  it('guard: a certificate’s body stays its issuer, not the body that accredits it', async () => {
    expect(
      await read(
        'Our ISO 9001 certificate QA-5521 was issued by Certivo Ltd, accredited by UKAS, valid until 1 June 2028.',
      ),
    ).toEqual([['ISO 9001', 'QA-5521', 'Certivo Ltd', '2028-06-01']]);
  });
});
