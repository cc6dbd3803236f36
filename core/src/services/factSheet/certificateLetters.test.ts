import { describe, expect, it } from 'vitest';
import { certificateDetails } from './certificateTestSheet';

/**
 * A certification body's letter to the company, written for these tests (issue 19, item 6, set
 * 13's class): the letterhead names the body, the letter speaks of 'your new certificate' / 'uw
 * certificaat' (so the sender issued it), and a renewal names the certificate it replaced with
 * its own number and end — read as an older certificate of the same scheme, never lending its
 * number or date to the new one.
 */
const read = (text: string) =>
  certificateDetails(text, 'Letter.pdf').then((cs) =>
    [...cs].sort((a, b) => (b.expiresOn ?? '').localeCompare(a.expiresOn ?? '')),
  );

describe("a certification body's letter about a renewal (issue 19, item 6)", () => {
  it.each([
    [
      'English, "It replaces certificate …, which expired on …"',
      [
        'Harbourline Certification Pty Ltd',
        '12 Wharf Road, Newcastle NSW 2300',
        'Dear Mr Lee,',
        'Re: Recertification ISO 14001:2015',
        'Following the audit in May we confirm that your environmental management system continues to meet ISO 14001:2015. From 1 June 2025 your new certificate, number ENV 30412, is valid until 31 May 2028. It replaces certificate ENV 20877, which expired on 31 May 2025.',
      ],
      [
        {
          scheme: 'ISO 14001',
          number: 'ENV 30412',
          issuer: 'Harbourline Certification Pty Ltd',
          expiresOn: '2028-05-31',
        },
        {
          scheme: 'ISO 14001',
          number: 'ENV 20877',
          issuer: 'Harbourline Certification Pty Ltd',
          expiresOn: '2025-05-31',
        },
      ],
    ],
    [
      'English, "supersedes the previous certificate …, which expired on …"',
      [
        'Westmoor Assessment Ltd',
        'Dear Ms Hale,',
        'We are pleased to confirm that your organisation continues to comply with ISO 9001:2015. Your renewed certificate QMS 88120 runs until 9 February 2029. It supersedes the previous certificate QMS 61007, which expired on 9 February 2026.',
      ],
      [
        {
          scheme: 'ISO 9001',
          number: 'QMS 88120',
          issuer: 'Westmoor Assessment Ltd',
          expiresOn: '2029-02-09',
        },
        {
          scheme: 'ISO 9001',
          number: 'QMS 61007',
          issuer: 'Westmoor Assessment Ltd',
          expiresOn: '2026-02-09',
        },
      ],
    ],
    [
      'English, a letter about the new certificate only',
      [
        'Riverside Certification Ltd',
        'Dear Sir or Madam,',
        'Your organisation has been assessed against ISO 45001:2018. Your new certificate, number OHS 4410, is valid until 30 April 2028.',
      ],
      [
        {
          scheme: 'ISO 45001',
          number: 'OHS 4410',
          issuer: 'Riverside Certification Ltd',
          expiresOn: '2028-04-30',
        },
      ],
    ],
    [
      'Dutch, "Het vervangt certificaat …, dat op … is verlopen"',
      [
        'Noordkaap Certificering B.V.',
        'Geachte heer De Boer,',
        'Na de hercertificeringsaudit bevestigen wij dat uw managementsysteem blijft voldoen aan ISO 14001:2015. Uw nieuwe certificaat, nummer MS 40211, is geldig tot 30 juni 2028. Het vervangt certificaat MS 30118, dat op 30 juni 2025 is verlopen.',
      ],
      [
        {
          scheme: 'ISO 14001',
          number: 'MS 40211',
          issuer: 'Noordkaap Certificering B.V.',
          expiresOn: '2028-06-30',
        },
        {
          scheme: 'ISO 14001',
          number: 'MS 30118',
          issuer: 'Noordkaap Certificering B.V.',
          expiresOn: '2025-06-30',
        },
      ],
    ],
    [
      'Dutch, "Het vervangt het vorige certificaat …, dat verliep op …"',
      [
        'Certio Keuringen B.V.',
        'Beste mevrouw Smit,',
        'Uw bedrijf voldoet opnieuw aan ISO 9001:2015. Uw certificaat KC 7781 is geldig tot 1 maart 2029. Het vervangt het vorige certificaat KC 5520, dat verliep op 1 maart 2026.',
      ],
      [
        {
          scheme: 'ISO 9001',
          number: 'KC 7781',
          issuer: 'Certio Keuringen B.V.',
          expiresOn: '2029-03-01',
        },
        {
          scheme: 'ISO 9001',
          number: 'KC 5520',
          issuer: 'Certio Keuringen B.V.',
          expiresOn: '2026-03-01',
        },
      ],
    ],
    [
      'Dutch, een brief over alleen het nieuwe certificaat',
      [
        'Zuiderzee Certificatie B.V.',
        'Geachte heer Bakker,',
        'Wij bevestigen dat uw bedrijf voldoet aan ISO 45001:2018. Uw nieuwe certificaat, nummer VG 1203, is geldig tot 15 oktober 2027.',
      ],
      [
        {
          scheme: 'ISO 45001',
          number: 'VG 1203',
          issuer: 'Zuiderzee Certificatie B.V.',
          expiresOn: '2027-10-15',
        },
      ],
    ],
  ])('%s', async (_, lines, expected) => {
    expect(await read(lines.join('\n'))).toEqual(expected);
  });

  it("does not take the company's own letterhead when it writes of its own certificate", async () => {
    const text = [
      'Pellham Joinery Ltd',
      'To whom it may concern,',
      'We hold ISO 9001:2015. Our certificate, number QA 7001, is valid until 1 May 2028.',
    ].join('\n');
    expect(await read(text)).toEqual([
      { scheme: 'ISO 9001', number: 'QA 7001', issuer: null, expiresOn: '2028-05-01' },
    ]);
  });
});
