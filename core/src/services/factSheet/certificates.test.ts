import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chunkPages } from '../../ai/chunking';
import { extractFactSheet } from './buildFactSheet';
import type { FactSource } from './ruleExtractor';

const src = (text: string, documentName = 'Certificaten.pdf', chunkId = 'c1'): FactSource => ({
  chunkId,
  documentId: documentName,
  documentName,
  page: 1,
  text,
});
const sheetOf = (...sources: FactSource[]) => extractFactSheet(sources, 0);
const brief = (c: {
  scheme: string;
  number: string | null;
  issuer: string | null;
  issuedOn: string | null;
  expiresOn: string | null;
}) => ({
  scheme: c.scheme,
  number: c.number,
  issuer: c.issuer,
  issuedOn: c.issuedOn,
  expiresOn: c.expiresOn,
});

/** The seeded demo company's knowledge base, chunked as training chunks it. */
function seeded(): FactSource[] {
  const dir = new URL('../../../../emulator-data/knowledge-base/', import.meta.url);
  const seed = JSON.parse(readFileSync(new URL('seed-knowledge.json', dir), 'utf8')) as {
    knowledgeBases: { documents: string[] }[];
  };
  return seed.knowledgeBases[0]!.documents.flatMap((name) =>
    chunkPages([readFileSync(new URL(name, dir), 'utf8')]).map((c, i) =>
      src(c.text, name, `${name}-${i}`),
    ),
  );
}

describe('certificates read from one certificate (issue 19, item 6)', () => {
  it('reads the seeded certificate register: ISO/IEC 27001 from the certificate, validity ranges as issue and expiry', async () => {
    const sheet = await extractFactSheet(seeded(), 0);
    const byScheme = Object.fromEntries(sheet.certificates.map((c) => [c.scheme, c]));
    expect(brief(byScheme['ISO 9001']!)).toEqual({
      scheme: 'ISO 9001',
      number: 'SD-QMS-2021-0412',
      issuer: 'DNV Business Assurance',
      issuedOn: '2024-05-14',
      expiresOn: '2027-05-13',
    });
    expect(brief(byScheme['ISO 27001']!)).toEqual({
      scheme: 'ISO 27001',
      number: 'SD-ISMS-2022-0977',
      issuer: 'Kiwa Nederland',
      issuedOn: '2025-10-02',
      expiresOn: '2028-10-01',
    });
    expect(byScheme['ISO 27001']!.citation.documentName).toMatch(/^certifica/);
    expect(byScheme['NEN 7510']!.expiresOn).toBe('2025-01-31');
    // Every certificate cites the passage that holds its number and its expiry.
    for (const c of sheet.certificates) {
      expect(c.citation.quote).toContain(c.number);
    }
  });

  it('gives each of two certificates in one sentence its own number and date', async () => {
    const sheet = await sheetOf(
      src(
        'Wij zijn gecertificeerd voor ISO 9001 (certificaatnummer Q-100, geldig tot 1 maart 2027) en voor ISO 27001 (certificaatnummer S-200, geldig tot 1 juni 2024).',
      ),
    );
    expect(sheet.certificates.map(brief)).toEqual([
      {
        scheme: 'ISO 9001',
        number: 'Q-100',
        issuer: null,
        issuedOn: null,
        expiresOn: '2027-03-01',
      },
      {
        scheme: 'ISO 27001',
        number: 'S-200',
        issuer: null,
        issuedOn: null,
        expiresOn: '2024-06-01',
      },
    ]);
    expect(sheet.certificates[0]!.citation.quote).not.toContain('S-200');
  });

  it('leaves details empty when two schemes share them ("ISO 9001 and ISO 27001, valid until …")', async () => {
    const sheet = await sheetOf(
      src('We hold ISO 9001 and ISO 27001, certificate number X-1, valid until 1 May 2027.'),
    );
    for (const c of sheet.certificates) expect(c.expiresOn).toBeNull();
  });

  it('reads a table with one certificate per row, by its header', async () => {
    const sheet = await sheetOf(
      src(
        [
          'Certificaat | Nummer | Uitgever | Geldig tot',
          'ISO 9001:2015 | NQ-881 | Bureau Veritas | 30-09-2027',
          'ISO/IEC 27001:2022 | IS-4410 | DNV | 31-12-2023',
        ].join('\n'),
      ),
    );
    expect(sheet.certificates.map(brief)).toEqual([
      {
        scheme: 'ISO 9001',
        number: 'NQ-881',
        issuer: 'Bureau Veritas',
        issuedOn: null,
        expiresOn: '2027-09-30',
      },
      {
        scheme: 'ISO 27001',
        number: 'IS-4410',
        issuer: 'DNV',
        issuedOn: null,
        expiresOn: '2023-12-31',
      },
    ]);
    expect(sheet.certificates[1]!.citation.quote).toContain('IS-4410');
  });

  it('reads two certificates side by side, each from its own column', async () => {
    const sheet = await sheetOf(
      src(
        [
          'Certificate        ISO 27001:2022        ISO 9001:2015',
          'Certificate number        ISMS-77        QMS-12',
          'Issued by        BSI        TÜV Nord',
          'Valid until        14 March 2026        2 February 2025',
        ].join('\n'),
        'Certificates.pdf',
      ),
    );
    const byScheme = Object.fromEntries(sheet.certificates.map((c) => [c.scheme, brief(c)]));
    expect(byScheme['ISO 27001']).toEqual({
      scheme: 'ISO 27001',
      number: 'ISMS-77',
      issuer: 'BSI',
      issuedOn: null,
      expiresOn: '2026-03-14',
    });
    expect(byScheme['ISO 9001']).toEqual({
      scheme: 'ISO 9001',
      number: 'QMS-12',
      issuer: 'TÜV Nord',
      issuedOn: null,
      expiresOn: '2025-02-02',
    });
  });
});
