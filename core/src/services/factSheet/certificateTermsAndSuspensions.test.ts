import { describe, expect, it } from 'vitest';
import { certificateDetails, sheetOf } from './certificateTestSheet';

/**
 * Set 22's forms of a certificate's end and name (issue 19, item 6): a term named by its own word
 * after the issue date, to compute; a suspension dated 'met ingang van' / 'with effect from' (ended
 * that day); the Safety Culture Ladder by name; BRL SIKB as written; a person's VCA diploma; a
 * registration's number after its title with the holder after a comma. Wording written for these
 * tests, in English and Dutch.
 */
describe('a term after the issue date, to compute', () => {
  it.each([
    [
      'Dutch, afgegeven op …; looptijd drie jaar',
      'Certificaat VCA** nr. KHC-VCA-5521\nHouder: Grondwerken Lith B.V.\nAfgegeven op 3 maart 2025; looptijd drie jaar.',
      { scheme: 'VCA**', number: 'KHC-VCA-5521', issuedOn: '2025-03-03', expiresOn: '2028-03-02' },
    ],
    [
      'English, Issued: …. Term: … months from issue',
      'Northgate Certification Ltd - Certificate NGC-EMS-6604\nBrackenfield Pumps Ltd. ISO 14001:2015.\nIssued: 12 May 2024. Term: 24 months from issue, subject to yearly audits.',
      {
        scheme: 'ISO 14001',
        number: 'NGC-EMS-6604',
        issuedOn: '2024-05-12',
        expiresOn: '2026-05-11',
      },
    ],
  ])('%s', async (_, text, expected) => {
    const [c] = await certificateDetails(text, undefined, { issued: true });
    expect(c).toMatchObject(expected);
  });

  it('counts no term from another day than the issue', async () => {
    const text =
      'Certificaat VCA** nr. KHC-VCA-5522\nAfgegeven op 3 maart 2025; looptijd drie jaar na de eerstvolgende hercertificering.';
    const [c] = await certificateDetails(text);
    expect(c?.expiresOn).toBeNull();
  });
});

describe('a suspension dated in prose ends the accreditation that day', () => {
  it.each([
    [
      'Dutch, met ingang van … geschorst, under the body letterhead',
      'Raad voor Accreditatie - besluit\nDe accreditatie K 318 (ISO/IEC 17025) van het bodemlab van Grondwerken Lith B.V. is met ingang van 1 februari 2026 geschorst, tot de afwijkingen zijn opgelost.',
      {
        scheme: 'ISO/IEC 17025',
        number: 'K 318',
        issuer: 'Raad voor Accreditatie',
        expiresOn: '2026-02-01',
      },
    ],
    [
      'English, suspended with effect from',
      'Our accreditation (ISO/IEC 17025, number T 0452) was suspended with effect from 14 April 2026 until the findings are closed.',
      { scheme: 'ISO/IEC 17025', number: 'T 0452', issuer: null, expiresOn: '2026-04-14' },
    ],
    [
      'English, the number after a capitalised Accreditation opening the sentence',
      'Accreditation M 318 (ISO/IEC 17025) of our soil laboratory was suspended with effect from 2 March 2026.',
      { scheme: 'ISO/IEC 17025', number: 'M 318', issuer: null, expiresOn: '2026-03-02' },
    ],
  ])('%s', async (_, text, expected) => {
    expect(await certificateDetails(text)).toEqual([expected]);
  });
});

describe('names of schemes and diplomas', () => {
  it.each([
    [
      'Safety Culture Ladder, Dutch, month end in words',
      'Safety Culture Ladder trede 4, certificaat SGC-SCL-0077, geldig tot eind oktober 2027.',
      { scheme: 'Safety Culture Ladder', number: 'SGC-SCL-0077', expiresOn: '2027-10-31' },
    ],
    [
      'Veiligheidsladder, Dutch name',
      'Wij zijn gecertificeerd op de Veiligheidsladder trede 3, certificaatnummer VL-2210, geldig tot 1 juli 2027.',
      { scheme: 'Safety Culture Ladder', number: 'VL-2210', expiresOn: '2027-07-01' },
    ],
    [
      'BRL SIKB as written',
      'Ons procescertificaat BRL SIKB 6000, certificaatnummer KHC-6000-12, is geldig tot 1 september 2028.',
      { scheme: 'BRL', number: 'KHC-6000-12', expiresOn: '2028-09-01' },
    ],
  ])('%s', async (_, text, expected) => {
    const [c] = await certificateDetails(text);
    expect(c).toMatchObject(expected);
  });

  it('keeps the BRL SIKB name as written', async () => {
    const sheet = await sheetOf(
      'Ons procescertificaat BRL SIKB 6000, certificaatnummer KHC-6000-12, is geldig tot 1 september 2028.',
    );
    expect(sheet.certificates[0]?.name).toBe('BRL SIKB 6000');
  });

  it.each([
    ['Dutch', 'Diploma VOL-VCA van de uitvoerder, nr. 3310-221-908, geldig tot 06-2027.'],
    ['English', "The foreman's B-VCA diploma, no. 4410-118-002, expires 1 May 2027."],
  ])("a person's VCA diploma is no company certificate (%s)", async (_, text) => {
    expect((await sheetOf(text)).certificates).toEqual([]);
  });
});

describe("a registration's title and number, the holder after a comma, the keeper's letterhead above", () => {
  it.each([
    [
      'English',
      'Institution of Surveyors - members division\nRegistration ISM-CO-4410, Brackenfield Pumps Ltd. Fee received for 2025; registration valid to 31/12/2025.',
      { number: 'ISM-CO-4410', issuer: 'Institution of Surveyors', expiresOn: '2025-12-31' },
    ],
    [
      'Dutch',
      'Vereniging Waterbouwers Nederland - ledenregister\nInschrijving VRW-0931, Grondwerken Lith B.V. Contributie 2026 voldaan; inschrijving geldig tot 31-12-2026.',
      { number: 'VRW-0931', issuer: 'Vereniging Waterbouwers Nederland', expiresOn: '2026-12-31' },
    ],
  ])('%s', async (_, text, expected) => {
    const sheet = await sheetOf(text);
    const read = sheet.registrations?.map((r) => ({
      number: r.number,
      issuer: r.issuer,
      expiresOn: r.expiresOn,
    }));
    expect(read).toEqual([expected]);
  });
});

describe('what these forms do not read', () => {
  it("reads a labelled 'Issued:' as the issue, never 'First issued:'", async () => {
    const text =
      'Northgate Certification Ltd - Certificate NGC-OHS-1180\nBrackenfield Pumps Ltd. ISO 45001:2018.\nFirst issued: 2 June 2018\nValid until: 1 June 2027';
    const [c] = await certificateDetails(text, undefined, { issued: true });
    expect(c).toMatchObject({ number: 'NGC-OHS-1180', issuedOn: null, expiresOn: '2027-06-01' });
  });

  it('reads no registration from prose that names an older licence before a comma', async () => {
    const text =
      'Vergunningnummer: VG-2026-0310\nGeldig tot en met 31 december 2028.\nDeze vergunning vervangt vergunning VG-2020-0044, die eind 2025 is afgelopen.';
    const sheet = await sheetOf(text);
    expect(sheet.registrations?.map((r) => r.number)).not.toContain('VG-2020-0044');
  });
});

describe("a register's letterhead names only a register's keeper", () => {
  it.each([
    ['a company', 'Grondwerken Lith B.V.\nRegistration GL-2210, valid to 31/12/2027.'],
    ['a heading', 'Our memberships and registers\nRegistration GL-2211, valid to 31/12/2027.'],
  ])('%s', async (_, text) => {
    const sheet = await sheetOf(text);
    expect(sheet.registrations?.map((r) => r.issuer)).toEqual([null]);
  });
});
