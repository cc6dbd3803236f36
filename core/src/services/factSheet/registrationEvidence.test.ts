/**
 * A tender's demand for a licence, a permit or a registration finds the company's registration
 * on the fact sheet as evidence (issue 19, item 2), with its number; once it has ended, it finds
 * none. Wording written for these tests, in English and Dutch.
 */
import { describe, expect, it } from 'vitest';
import { factPassages } from '../drafts/draftEvidence';
import { evidenceFinder } from '../drafts/draftEvidenceFinder';
import { CID, KB, retrieverOf } from '../drafts/draftTestWorld';
import { sheetOf } from './certificateTestSheet';

const EN = [
  'County Highways Office - register of street works permits',
  'Permit type: Street works permit for excavations in the public highway',
  'Permit No.: SW-2026-5190',
  'Holder: Tamberly Groundworks Ltd',
  'Valid to: 30-09-2027',
].join('\n');
const NL = [
  'Provincie Drentheland',
  'Ontgrondingsvergunning voor het winnen van zand in de uiterwaard',
  'Vergunninghouder: Grondwerken Dijkhuis B.V.',
  'Vergunningnummer: PD-ONT-2025-0412',
  'Deze vergunning is geldig tot en met 30 september 2027.',
].join('\n');

async function evidence(text: string, requirement: string, language: 'en' | 'nl', day: string) {
  const sheet = await sheetOf(text);
  const found = await evidenceFinder({
    tender: [],
    retriever: retrieverOf(
      language === 'nl'
        ? 'Onze uitvoerders plannen het werk per week.'
        : 'Our foremen plan the work weekly.',
    ),
    companyId: CID,
    knowledgeBaseIds: [KB],
    factPassages: factPassages([{ knowledgeBaseId: KB, sheet }], language, day),
    projectName: 'p',
    requirementTexts: [requirement],
    today: day,
  })({
    id: 's1',
    kind: 'criterion',
    heading: 'Suitability',
    criterionId: null,
    weight: null,
    targetWords: 100,
    requirements: [{ id: 'r1', text: requirement, documentName: null, page: null }],
  });
  return found.requirements![0]!.passages.map((p) => p.text);
}

describe('a demand for a licence or a permit finds the registration (issue 19, item 2)', () => {
  const en = 'The contractor shall hold a valid street works permit for excavations.';
  const nl =
    'De inschrijver beschikt over een geldige ontgrondingsvergunning voor het winnen van zand.';

  it('finds it with its number while it is held', async () => {
    const [found] = await evidence(EN, en, 'en', '2026-12-01');
    expect(found).toContain('SW-2026-5190');
    const [gevonden] = await evidence(NL, nl, 'nl', '2026-12-01');
    expect(gevonden).toContain('PD-ONT-2025-0412');
  });

  it('finds nothing once it has ended', async () => {
    expect((await evidence(EN, en, 'en', '2027-10-01')).join(' ')).not.toContain('SW-2026-5190');
    expect((await evidence(NL, nl, 'nl', '2027-10-01')).join(' ')).not.toContain(
      'PD-ONT-2025-0412',
    );
  });
});
