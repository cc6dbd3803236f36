import { describe, expect, it } from 'vitest';
import { expiryStatus } from '../../model/factSheet';
import { extractFactSheet } from './buildFactSheet';
import type { FactSource } from './ruleExtractor';

const src = (chunkId: string, text: string, page = 1): FactSource => ({
  chunkId,
  documentId: 'doc1',
  documentName: 'Bedrijfsprofiel.pdf',
  page,
  text,
});

const DUTCH = `Bouwbedrijf Van der Linden B.V.
Wij zijn gecertificeerd volgens ISO 9001:2015 door DNV, certificaat nr. NL-12345-Q.
Geldig tot 12-03-2027.
Daarnaast zijn wij gecertificeerd volgens VCA** (certificaatnummer VCA-2020-889), geldig tot 1 februari 2026.
Wij staan op de CO2-prestatieladder niveau 3, uitgegeven door Kiwa.
De omzet 2023: € 12,4 miljoen.
Wij hebben 125 medewerkers in dienst (2024).
Projectleider: Jan de Vries
Algemeen directeur: Ing. Petra Jansen-Bakker

Referentieproject: Renovatie Catharijnesingel
Opdrachtgever: Gemeente Utrecht
Uitgevoerd in 2022, opdrachtwaarde € 1,2 mln.
Herstel van de kademuren en vernieuwing van de riolering.`;

const ENGLISH = `Quality and safety
We are certified to ISO 14001:2015 by Bureau Veritas (certificate no. BV-77881), issued on 3 May 2021 and valid until 2 May 2024.
ISO 45001 certificate number LR-4410, expiry date: 30 June 2028.
Annual turnover in 2022 was EUR 8.5 million.
The company employs 80 employees.
Reference project: New cycle bridge Houten
Client: Province of Utrecht
Completed in 2021 for €2.300.000.
Sarah Thompson, Managing Director`;

describe('fact sheet extraction (rules)', () => {
  it('reads a Dutch company profile with citations', async () => {
    const sheet = await extractFactSheet([src('c1', DUTCH)], Date.parse('2026-01-01'));
    const iso = sheet.certificates.find((c) => c.scheme === 'ISO 9001')!;
    expect(iso).toMatchObject({
      name: 'ISO 9001:2015',
      issuer: 'DNV',
      number: 'NL-12345-Q',
      expiresOn: '2027-03-12',
    });
    expect(iso.citation).toMatchObject({
      chunkId: 'c1',
      documentName: 'Bedrijfsprofiel.pdf',
      page: 1,
    });
    expect(DUTCH).toContain(iso.citation.quote);
    expect(sheet.certificates.find((c) => c.scheme === 'VCA**')).toMatchObject({
      number: 'VCA-2020-889',
      expiresOn: '2026-02-01',
    });
    expect(sheet.certificates.find((c) => c.scheme === 'CO2-prestatieladder')).toMatchObject({
      level: 3,
      issuer: 'Kiwa',
    });
    expect(sheet.schemes).toEqual(['ISO 9001', 'VCA**', 'CO2-prestatieladder']);
    expect(sheet.turnover).toEqual([
      expect.objectContaining({ amount: 12_400_000, currency: 'EUR', year: 2023 }),
    ]);
    expect(sheet.headcount).toEqual([expect.objectContaining({ count: 125, year: 2024 })]);
    expect(sheet.keyPeople.map((p) => [p.name, p.role])).toEqual(
      expect.arrayContaining([
        ['Jan de Vries', 'Projectleider'],
        ['Ing. Petra Jansen-Bakker', 'Algemeen directeur'],
      ]),
    );
    expect(sheet.referenceProjects).toEqual([
      expect.objectContaining({
        title: 'Renovatie Catharijnesingel',
        client: 'Gemeente Utrecht',
        year: 2022,
        value: { amount: 1_200_000, currency: 'EUR' },
        description: 'Herstel van de kademuren en vernieuwing van de riolering.',
      }),
    ]);
    for (const fact of [...sheet.certificates, ...sheet.keyPeople, ...sheet.referenceProjects])
      expect(DUTCH).toContain(fact.citation.quote);
  });

  it('reads an English company profile', async () => {
    const sheet = await extractFactSheet([src('e1', ENGLISH, 4)], Date.parse('2026-01-01'));
    expect(sheet.certificates.find((c) => c.scheme === 'ISO 14001')).toMatchObject({
      issuer: 'Bureau Veritas',
      number: 'BV-77881',
      issuedOn: '2021-05-03',
      expiresOn: '2024-05-02',
    });
    expect(sheet.certificates.find((c) => c.scheme === 'ISO 45001')).toMatchObject({
      number: 'LR-4410',
      expiresOn: '2028-06-30',
    });
    expect(sheet.turnover[0]).toMatchObject({ amount: 8_500_000, year: 2022 });
    expect(sheet.headcount[0]).toMatchObject({ count: 80 });
    expect(sheet.keyPeople).toEqual([
      expect.objectContaining({ name: 'Sarah Thompson', role: 'Managing Director' }),
    ]);
    expect(sheet.referenceProjects[0]).toMatchObject({
      title: 'New cycle bridge Houten',
      client: 'Province of Utrecht',
      year: 2021,
      value: { amount: 2_300_000, currency: 'EUR' },
    });
    expect(sheet.referenceProjects[0]!.citation.page).toBe(4);
  });

  it('keeps one certificate per scheme across overlapping chunks, the best cited', async () => {
    const sheet = await extractFactSheet(
      [
        src('a', 'Wij werken volgens ISO 9001.'),
        src(
          'b',
          'Gecertificeerd volgens ISO 9001:2015 door DNV, certificaat nr. NL-12345-Q, geldig tot 12-03-2027.',
        ),
        src('c', 'Onze ISO 9001 certificering is een belangrijk onderdeel.'),
      ],
      0,
    );
    expect(sheet.certificates).toHaveLength(1);
    expect(sheet.certificates[0]!.citation.chunkId).toBe('b');
  });

  it('finds nothing in text without company facts', async () => {
    const sheet = await extractFactSheet(
      [
        src(
          'x',
          'De inschrijver dient uiterlijk 12 maart 2026 om 12:00 uur in te schrijven via TenderNed.',
        ),
      ],
      0,
    );
    expect(sheet.certificates).toEqual([]);
    expect(sheet.turnover).toEqual([]);
    expect(sheet.headcount).toEqual([]);
    expect(sheet.keyPeople).toEqual([]);
    expect(sheet.referenceProjects).toEqual([]);
  });
});

describe('expiryStatus', () => {
  const now = Date.parse('2026-06-01T10:00:00Z');
  it('flags expired, expiring within 90 days, valid and unknown', () => {
    expect(expiryStatus({ expiresOn: '2026-05-31' }, now)).toBe('expired');
    expect(expiryStatus({ expiresOn: '2026-06-01' }, now)).toBe('expiring');
    expect(expiryStatus({ expiresOn: '2026-08-29' }, now)).toBe('expiring');
    expect(expiryStatus({ expiresOn: '2026-09-15' }, now)).toBe('valid');
    expect(expiryStatus({ expiresOn: null }, now)).toBe('unknown');
  });
});
