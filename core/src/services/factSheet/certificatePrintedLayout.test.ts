import { describe, expect, it } from 'vitest';
import { certificateDetails } from './certificateTestSheet';

/**
 * Certificate copies as printed, written for these tests (issue 19, item 6, set 13's class): the
 * number printed under the title above the declaration, labels set apart from their value by a
 * run of spaces instead of a colon, the body's full name with its legal form ('… Pty Ltd') on an
 * 'Issued by' line, and a footer line that names the body and says it is accredited — which
 * writes in full the short name of the letterhead.
 */
describe('a certificate copy as printed, with its layout (issue 19, item 6)', () => {
  it.each([
    [
      'English, number above the declaration, "Issued by … Pty Ltd" below',
      [
        'MERIDIAN CERTIFICATION',
        'CERTIFICATE OF REGISTRATION',
        'Certificate No.    QMS 440172',
        'This is to certify that',
        '    Tallong Civil Pty Ltd',
        'operates a Quality Management System which complies with',
        '    ISO 9001:2015',
        'This issue:     2 March 2025',
        'Valid until:    1 March 2028',
        'Issued by Meridian Assurance Services Pty Ltd, JAS-ANZ accredited',
      ],
      {
        scheme: 'ISO 9001',
        number: 'QMS 440172',
        issuer: 'Meridian Assurance Services Pty Ltd',
        expiresOn: '2028-03-01',
      },
    ],
    [
      'English, labels set apart by spaces only, footer names the accredited body',
      [
        'NQA',
        'CERTIFICATE',
        'ISO 14001:2015',
        'This is to certify that Redgate Joinery Ltd complies with ISO 14001:2015',
        'Certificate number    EMS 90331',
        'Expiry date    14 July 2027',
        'NQA Certification Ltd, Warwick - UKAS accredited',
      ],
      {
        scheme: 'ISO 14001',
        number: 'EMS 90331',
        issuer: 'NQA Certification Ltd',
        expiresOn: '2027-07-14',
      },
    ],
    [
      'English, number label above, spaced validity, issued by a five-word name',
      [
        'Certificate No.\tOH-20931',
        'This certifies that',
        'Kestrel Haulage Pty Ltd',
        'complies with ISO 45001:2018',
        'Valid until\t30 November 2027',
        'Issued by Southern Cross Quality Assurance Pty Ltd',
      ],
      {
        scheme: 'ISO 45001',
        number: 'OH-20931',
        issuer: 'Southern Cross Quality Assurance Pty Ltd',
        expiresOn: '2027-11-30',
      },
    ],
    [
      'Dutch, short letterhead, full name in the accredited footer',
      [
        'DEKRA',
        'CERTIFICAAT',
        'ISO 9001:2015',
        'Hierbij wordt verklaard dat het kwaliteitsmanagementsysteem van',
        '    Hoeksteen Installatie B.V.',
        'voldoet aan de eisen van ISO 9001:2015',
        'Certificaatnummer:  DK-QM-50128',
        'Geldigheid:         03-05-2025 t/m 02-05-2028',
        'DEKRA Certification B.V., Arnhem - geaccrediteerd door de Raad voor Accreditatie',
      ],
      {
        scheme: 'ISO 9001',
        number: 'DK-QM-50128',
        issuer: 'DEKRA Certification B.V.',
        expiresOn: '2028-05-02',
      },
    ],
    [
      'Dutch, number above the declaration, labels set apart by spaces',
      [
        'CERTIFICAAT VAN REGISTRATIE',
        'Certificaatnummer    VCA-77120',
        'Hierbij wordt verklaard dat',
        'Brugman Onderhoud B.V.',
        'voldoet aan de eisen van de VCA** 2017/6.0',
        'Geldig tot    14-02-2028',
        'Uitgegeven door Noordkaap Certificering B.V.',
      ],
      {
        scheme: 'VCA**',
        number: 'VCA-77120',
        issuer: 'Noordkaap Certificering B.V.',
        expiresOn: '2028-02-14',
      },
    ],
    [
      'Dutch, footer of an unknown body with a legal form',
      [
        'Hiermee wordt verklaard dat',
        'Vos & Zn. Dakwerken B.V.',
        'voldoet aan ISO 14001:2015',
        'Certificaatnummer\tMS 20577',
        'Vervaldatum\t30-09-2027',
        'Veritas Rijn Keuringen B.V., Utrecht, geaccrediteerd door de RvA',
      ],
      {
        scheme: 'ISO 14001',
        number: 'MS 20577',
        issuer: 'Veritas Rijn Keuringen B.V.',
        expiresOn: '2027-09-30',
      },
    ],
  ])('%s', async (_, lines, expected) => {
    expect(await certificateDetails(lines.join('\n'), 'Certificate copy.pdf')).toEqual([expected]);
  });

  it('does not take "Accredited by" or the accreditor for the body', async () => {
    const text = [
      'This is to certify that Fenwick Roofing Ltd complies with ISO 9001:2015',
      'Certificate number: QA 61200',
      'Valid until: 1 June 2028',
      'Accredited by the United Kingdom Accreditation Service',
    ].join('\n');
    expect(await certificateDetails(text)).toEqual([
      { scheme: 'ISO 9001', number: 'QA 61200', issuer: null, expiresOn: '2028-06-01' },
    ]);
  });
});
