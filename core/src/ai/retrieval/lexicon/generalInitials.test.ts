/**
 * Initials of general terms no document forms are read as their words (issue 18, unseen-h22
 * study, docs/decisions.md "Retrieval on the twenty-second held-out set").
 */
import { describe, expect, it } from 'vitest';
import { EVIDENCE_THRESHOLD } from '../abstention';
import { textIndex } from '../testChunk';
import { generalInitials } from './generalInitials';

const TEXTS = {
  openSource:
    'Ferry timetable app: where an open source library is used, the supplier follows its licence terms.',
  ownCode:
    'Ferry timetable app: where a library of its own is used, the supplier follows the licence terms of the buyer.',
  bronEn:
    'Veerdienst-app: bibliotheken met open source licenties worden vooraf gemeld aan de opdrachtgever.',
  bronNee:
    'Veerdienst-app: bibliotheken met een eigen licentie worden vooraf gemeld aan de opdrachtgever.',
  faq: 'Ferry timetable app: a list of frequently asked questions is kept in the app.',
  help: 'Ferry timetable app: a help page is kept in the app.',
};

describe('general initials', () => {
  it('are listed with the content words they stand for, no function word among them', () => {
    const table = new Map(generalInitials());
    expect(table.get('oss')).toEqual(['open', 'source', 'software']);
    expect(table.get('sow')).toEqual(['statement', 'work']);
    expect(table.has('sme')).toBe(false);
  });

  it('find the passage that writes them out, in an English question', async () => {
    const lexical = await textIndex(TEXTS);
    const question =
      'Must we follow the licence terms of an OSS library in the ferry timetable app?';
    expect(lexical.evidence(question, TEXTS.openSource)).toBeGreaterThanOrEqual(EVIDENCE_THRESHOLD);
    expect(lexical.evidence(question, TEXTS.openSource)).toBeGreaterThan(
      lexical.evidence(question, TEXTS.ownCode),
    );
    const faq = 'Does the ferry timetable app keep an FAQ?';
    expect(lexical.search(faq, 1)[0]?.chunkId).toBe('faq');
  });

  it('find the passage that writes them out, in a Dutch question', async () => {
    const lexical = await textIndex(TEXTS);
    const question = 'Moeten OSS-bibliotheken in de veerdienst-app vooraf gemeld worden?';
    expect(lexical.search(question, 1)[0]?.chunkId).toBe('bronEn');
    expect(lexical.evidence(question, TEXTS.bronEn)).toBeGreaterThan(
      lexical.evidence(question, TEXTS.bronNee),
    );
  });

  it('are left as typed where the documents write the initials themselves', async () => {
    const lexical = await textIndex({
      typed: 'Ferry timetable app: every OSS component is listed in the bill of materials.',
      written:
        'Ferry timetable app: every open source component is listed in the bill of materials.',
    });
    const question = 'Is every OSS component of the ferry timetable app listed?';
    expect(lexical.search(question, 1)[0]?.chunkId).toBe('typed');
    expect(lexical.evidence(question, 'every OSS component')).toBeGreaterThan(
      lexical.evidence(question, 'every open source component'),
    );
  });
});
