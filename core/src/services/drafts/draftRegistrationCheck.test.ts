/**
 * The checklist meets a licence, permit or registration requirement from a registration the
 * company holds on the day (issue 19, item 2), with its citation; open when none is named, when
 * its end is not read for certain after the day, or once it ended. Wording written for these
 * tests, in English and Dutch.
 */
import { describe, expect, it } from 'vitest';
import type { RequirementFact } from '../../model/documentFacts';
import { sheetOf } from '../factSheet/certificateTestSheet';
import { knockOutChecklist } from './draftChecklist';
import { CitationRegistry } from './draftEvidence';

const HAULAGE = [
  'Northmoor Borough Council - register of licensed operators',
  'Licence type: Skip hire and collection of inert soil',
  'Licence No.: NBC-SH-40917',
  'Holder: Pellow Plant Hire Ltd',
  'Valid to: 14-SEP-2028',
].join('\n');

const BOMEN = [
  'Gemeente Oosterweide',
  'Vergunning voor het kappen van bomen in de openbare ruimte',
  'Vergunninghouder: Boomverzorging Kleiwijk B.V.',
  'Vergunningnummer: OW-KAP-2025-0388',
  'Deze vergunning is geldig tot en met 30 juni 2027.',
].join('\n');

async function checked(record: string, requirement: string, language: 'en' | 'nl', day: string) {
  const sheet = await sheetOf(record);
  expect(sheet.registrations ?? []).toHaveLength(1);
  const demand: RequirementFact = {
    value: { kind: 'knockout', text: requirement },
    page: 2,
    quote: requirement,
  };
  const citations = new CitationRegistry();
  const [item] = knockOutChecklist(
    [demand],
    [{ knowledgeBaseId: 'kb1', sheet }],
    citations,
    language,
    day,
  );
  return { item: item!, cited: citations.list };
}

describe('the checklist and registrations (issue 19, item 2)', () => {
  it('meets an English licence requirement from the registration held on the day, citing it', async () => {
    const { item, cited } = await checked(
      HAULAGE,
      'The contractor must hold a current licence for skip hire and the collection of inert soil.',
      'en',
      '2026-12-01',
    );
    expect(item.status).toBe('met');
    expect(item.evidence).toBe(
      'Licence or registration: Skip hire and collection of inert soil (NBC-SH-40917)',
    );
    expect(item.citationIds).toEqual([cited[0]!.id]);
    expect(cited[0]).toMatchObject({ knowledgeBaseId: 'kb1', source: 'knowledgeBase' });
  });

  it('meets a Dutch vergunning requirement the same way', async () => {
    const { item, cited } = await checked(
      BOMEN,
      'De inschrijver beschikt over een vergunning voor het kappen van bomen in de openbare ruimte.',
      'nl',
      '2026-12-01',
    );
    expect(item.status).toBe('met');
    expect(item.evidence).toMatch(/^Vergunning of registratie: .*\(OW-KAP-2025-0388\)$/);
    expect(item.citationIds).toHaveLength(1);
    expect(cited[0]!.quote).toMatch(/OW-KAP-2025-0388|kappen van bomen/);
  });

  it('stays open once the registration ended (en and nl)', async () => {
    const en = await checked(
      HAULAGE,
      'The contractor must hold a current licence for skip hire and the collection of inert soil.',
      'en',
      '2028-10-01',
    );
    expect(en.item.status).toBe('open');
    const nl = await checked(
      BOMEN,
      'De inschrijver beschikt over een vergunning voor het kappen van bomen in de openbare ruimte.',
      'nl',
      '2027-07-15',
    );
    expect(nl.item.status).toBe('open');
  });

  it('stays open for a licence the registration does not name (en and nl)', async () => {
    const en = await checked(
      HAULAGE,
      'The contractor must hold a licence for the storage of hazardous waste.',
      'en',
      '2026-12-01',
    );
    expect([en.item.status, en.item.citationIds]).toEqual(['open', []]);
    const nl = await checked(
      BOMEN,
      'De inschrijver beschikt over een vergunning voor het vervoer van gevaarlijke stoffen.',
      'nl',
      '2026-12-01',
    );
    expect([nl.item.status, nl.item.citationIds]).toEqual(['open', []]);
  });

  it('stays open when the requirement asks for no licence at all, even with the same words', async () => {
    const { item } = await checked(
      HAULAGE,
      'The contractor describes its approach to skip hire and the collection of inert soil.',
      'en',
      '2026-12-01',
    );
    expect(item.status).toBe('open');
  });
});
