/**
 * Licences, permits and registrations (issue 19, item 2): read with their number, holder and
 * dates from one record — a register printout, a permit's own text, one line of a letter that
 * lists an old and a renewed licence — and stated in a draft as certificates are: held only with an
 * end after the day for certain, else a note to check, never once ended. Wording written for
 * these tests, in English and Dutch.
 */
import { describe, expect, it } from 'vitest';
import { factPassages } from '../drafts/draftEvidence';
import { sheetOf } from './certificateTestSheet';

const read = async (text: string) =>
  ((await sheetOf(text)).registrations ?? []).map((r) => ({
    name: r.name,
    number: r.number,
    holder: r.holder,
    expiresOn: r.expiresOn,
  }));
const said = async (text: string, language: 'en' | 'nl', day: string) =>
  factPassages([{ knowledgeBaseId: 'kb1', sheet: await sheetOf(text) }], language, day).map(
    (p) => p.text,
  );

const PRINTOUT = [
  'Regional Waste Authority - public register of carriers',
  'Permit type: Carrier of construction and demolition waste',
  'Permit No.: WCR-2025-3307',
  'Holder: Tamberly Groundworks Ltd',
  'Status: current',
  'Valid to: 31-MAY-2028',
].join('\n');

const VERGUNNING = [
  'Omgevingsdienst Westerkwartier',
  'Vergunning voor het opslaan van bouwstoffen op het terrein aan de Havenweg',
  'Vergunninghouder: Grondwerken Dijkhuis B.V.',
  'Vergunningnummer: OD-2024-11873',
  'Deze vergunning is van kracht tot en met 28 februari 2027.',
].join('\n');

const LETTER = [
  'Licences held by Tamberly Groundworks Ltd',
  'Licence to operate a mobile crushing plant',
  'Previous licence: No. MCP/2025/044 - this licence ran out on 31 March 2026.',
  'Current licence: No. MCP/2026/112, granted 1 April 2026 - this licence expires on the 31st day of March 2027.',
].join('\n');

const UITTREKSEL = [
  'Kamer van Koophandel - uittreksel Handelsregister',
  'Datum uittreksel: 3 oktober 2026',
  'Handelsnaam: Grondwerken Dijkhuis B.V.',
  'KvK-nummer: 70331842',
].join('\n');

describe('licences, permits and registrations (issue 19, item 2)', () => {
  it('reads a register printout and a permit with number, holder and end from one record', async () => {
    expect(await read(PRINTOUT)).toEqual([
      {
        name: 'Carrier of construction and demolition waste',
        number: 'WCR-2025-3307',
        holder: 'Tamberly Groundworks Ltd',
        expiresOn: '2028-05-31',
      },
    ]);
    expect(await read(VERGUNNING)).toEqual([
      {
        name: 'Vergunning voor het opslaan van bouwstoffen op het terrein aan de Havenweg',
        number: 'OD-2024-11873',
        holder: 'Grondwerken Dijkhuis B.V.',
        expiresOn: '2027-02-28',
      },
    ]);
  });

  it('reads each licence of a letter from its own line, under its title', async () => {
    expect(await read(LETTER)).toEqual([
      {
        name: 'Licence to operate a mobile crushing plant',
        number: 'MCP/2025/044',
        holder: null,
        expiresOn: '2026-03-31',
      },
      {
        name: 'Licence to operate a mobile crushing plant',
        number: 'MCP/2026/112',
        holder: null,
        expiresOn: '2027-03-31',
      },
    ]);
  });

  it('states a registration held while its end lies ahead, in English and Dutch', async () => {
    expect(await said(PRINTOUT, 'en', '2026-11-28')).toEqual([
      'We hold: Carrier of construction and demolition waste, in the name of Tamberly Groundworks Ltd, issued by Regional Waste Authority (number WCR-2025-3307), valid until 31 May 2028.',
    ]);
    expect(await said(VERGUNNING, 'nl', '2026-11-28')).toEqual([
      'Wij beschikken over: Vergunning voor het opslaan van bouwstoffen op het terrein aan de Havenweg, op naam van Grondwerken Dijkhuis B.V. (nummer OD-2024-11873), geldig tot en met 28 februari 2027.',
    ]);
  });

  it('never states one whose end has passed, and states only the renewed licence', async () => {
    expect(await said(PRINTOUT, 'en', '2028-06-01')).toEqual([]);
    expect(await said(VERGUNNING, 'nl', '2027-03-01')).toEqual([]);
    const letter = await said(LETTER, 'en', '2026-11-28');
    expect(letter).toHaveLength(1);
    expect(letter[0]).toContain('MCP/2026/112');
    expect(letter.join(' ')).not.toContain('MCP/2025/044');
    expect(await said(LETTER, 'nl', '2027-04-01')).toEqual([]);
  });

  it('names a registration without an end as one to check, never as held', async () => {
    expect(await read(UITTREKSEL)).toEqual([
      {
        name: 'Kamer van Koophandel - uittreksel Handelsregister',
        number: '70331842',
        holder: 'Grondwerken Dijkhuis B.V.',
        expiresOn: null,
      },
    ]);
    const [note] = await said(UITTREKSEL, 'nl', '2026-11-28');
    expect(note).toMatch(/^\[.*Handelsregister, maar niet tot wanneer die geldig is\.\]$/);
    expect(note).not.toContain('70331842');
  });

  it('reads a calendar-year permit as valid through the year, and a certificate as none', async () => {
    const permit =
      'Street works permit no. SWP-88120, calendar year 2027, Tamberly Groundworks Ltd.';
    expect((await read(permit))[0]?.expiresOn).toBe('2027-12-31');
    expect(await said(permit, 'en', '2027-06-30')).toHaveLength(1);
    expect((await said(permit, 'en', '2027-06-30'))[0]).toMatch(/^We hold: Street works permit/);
    expect(await said(permit, 'en', '2028-01-01')).toEqual([]);
    const vergunning = 'Ontheffing venstertijden, vergunning nr. ZV-4471, kalenderjaar 2027.';
    expect((await said(vergunning, 'nl', '2027-06-30'))[0]).toMatch(/^Wij beschikken over:/);
    const certificate =
      'Certificate of Registration - ISO 9001:2015, Registration No.: QR-5512, expiry 3 March 2028.';
    expect(await read(certificate)).toEqual([]);
  });
});

describe('a Dutch compound names the kind', () => {
  it('reads an omgevingsvergunning by its compound number label', async () => {
    const text = [
      'Omgevingsvergunning voor het tijdelijk opslaan van grond',
      'Omgevingsvergunningnummer: OV-2026-7781',
      'Geldig tot: 31-10-2027',
    ].join('\n');
    expect(await read(text)).toEqual([
      {
        name: 'Omgevingsvergunning voor het tijdelijk opslaan van grond',
        number: 'OV-2026-7781',
        holder: null,
        expiresOn: '2027-10-31',
      },
    ]);
  });
});
