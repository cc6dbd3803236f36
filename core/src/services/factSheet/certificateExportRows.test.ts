import { describe, expect, it } from 'vitest';
import { certificateDetails } from './certificateTestSheet';

/**
 * A supplier portal's export pasted or uploaded as text (issue 19, item 6, set 14's class): rows
 * of cells between semicolons, headed by labels joined with underscores ('geldig_tot',
 * 'valid_until'), often with two columns a header calls the certificate (its subject and its
 * standard). Wording written for these tests.
 */
describe('certificates in a semicolon export (issue 19, item 6)', () => {
  it('reads an English export with underscore labels, row by row', async () => {
    const text = [
      'company;certificate;standard;certification_body;certificate_number;valid_from;valid_until;status',
      'Harbourlight Ltd;Service management of the help desk;ISO/IEC 20000-1:2018;LRQA Limited;ITSM 660213;2025-02-01;2028-01-31;active',
      'Harbourlight Ltd;Business continuity;ISO 22301:2019;LRQA Limited;BCM 550871;2022-03-01;2025-02-28;expired',
    ].join('\n');
    expect(await certificateDetails(text)).toEqual([
      {
        scheme: 'ISO 22301',
        number: 'BCM 550871',
        issuer: 'LRQA Limited',
        expiresOn: '2025-02-28',
      },
      {
        scheme: 'ISO 20000-1',
        number: 'ITSM 660213',
        issuer: 'LRQA Limited',
        expiresOn: '2028-01-31',
      },
    ]);
  });

  it('reads a Dutch export whose subject column comes before the standard', async () => {
    const text = [
      'Export inkoopportaal, aangemaakt 2026-09-01',
      'bedrijf;onderwerp;certificaat;norm;uitgevende_instelling;nummer;geldig_tot',
      'Veldkamp Installaties B.V.;Kwaliteit;Kwaliteitscertificaat;ISO 9001:2015;Kiwa Nederland B.V.;Q-77410;2027-06-30',
      'Veldkamp Installaties B.V.;Veiligheid;VCA-certificaat;VCA**;TÜV Nederland;VCA-20931;2026-12-31',
    ].join('\n');
    expect(await certificateDetails(text)).toEqual([
      {
        scheme: 'ISO 9001',
        number: 'Q-77410',
        issuer: 'Kiwa Nederland B.V.',
        expiresOn: '2027-06-30',
      },
      { scheme: 'VCA**', number: 'VCA-20931', issuer: 'TÜV Nederland', expiresOn: '2026-12-31' },
    ]);
  });

  it('lists a Dutch export row marked as ended with its own end date', async () => {
    const text = [
      'leverancier;norm;instelling;nummer;geldig_vanaf;geldig_tot;status',
      'Veldkamp Installaties B.V.;ISO 14001:2015;DNV Business Assurance B.V.;EMS-30418;2022-05-01;2025-04-30;verlopen',
    ].join('\n');
    expect(await certificateDetails(text)).toEqual([
      {
        scheme: 'ISO 14001',
        number: 'EMS-30418',
        issuer: 'DNV Business Assurance B.V.',
        expiresOn: '2025-04-30',
      },
    ]);
  });

  it('does not cut prose with semicolons into cells', async () => {
    // A sentence lists its schemes with '; ': their details cannot be told apart, and nothing is lent.
    const details = await certificateDetails(
      'We hold ISO 9001; ISO 14001; and ISO 45001, all with Bureau Veritas, valid until 2027.',
    );
    expect(details.map((d) => d.number)).toEqual([null, null, null]);
    expect(details.every((d) => d.expiresOn === null)).toBe(true);
  });
});
