/**
 * A class of the unseen-h7 study (issue 18 item 4, docs/decisions.md "Retrieval on the seventh
 * held-out set"): a question that names a tender ("the Zeewolde dredging tender", "Brightwater
 * County") is not answered from another tender's document, however well its passage covers the
 * rest of the question, and that tender's passages leave the list when a document naming it is
 * there; a capitalised common word ("de Inschrijver") names nothing.
 */
import { describe, expect, it } from 'vitest';
import { EVIDENCE_THRESHOLD, UNFILLED_SLOT_CAP } from './abstention';
import { buildLexicalIndex } from './lexicalIndex';
import { loadLexicon } from './lexicon/lexicon';
import { createMemoryChunkStore } from './memoryChunkStore';
import { createLocalRetriever } from './retriever';
import { capitalisedWords } from './questionNames';
import { textChunk } from './testChunk';

const passage = (id: string, documentId: string, text: string) =>
  textChunk(id, text, documentId, `${documentId}-tender.pdf`);

const TEXTS = {
  zeewoldeAbout: 'Het Waterschap Zeewolde besteedt het baggeren van de jachthaven aan.',
  zeewoldeQuestions: 'Vragen over de aanbesteding kunnen tot 12 maart 2025 worden ingediend.',
  brightwaterAbout: 'Brightwater County invites proposals for winter road gritting.',
  brightwaterQuestions: 'Questions about the tender must be submitted by 4 April 2025.',
};

async function index() {
  return buildLexicalIndex(
    [
      passage('z1', 'zeewolde', TEXTS.zeewoldeAbout),
      passage('z2', 'zeewolde', TEXTS.zeewoldeQuestions),
      passage('b1', 'brightwater', TEXTS.brightwaterAbout),
      passage('b2', 'brightwater', TEXTS.brightwaterQuestions),
    ],
    { lexicon: await loadLexicon() },
  );
}

describe('a question that names a tender', () => {
  it('reads the capitalised words inside the question as names, not its first word', () => {
    expect(capitalisedWords('When are questions due for the Zeewolde tender?')).toEqual([
      'zeewolde',
    ]);
    // Only the capitalised part of a hyphenated word names something.
    expect(capitalisedWords('Wie beoordeelt een GSA-deelopdracht?')).toEqual(['gsa']);
  });

  it('is not answered in English from the other tender’s passage on the same topic', async () => {
    const lexical = await index();
    const question = 'What is the deadline for questions about the Brightwater tender?';
    // Zeewolde's passage on questions: the same topic in the other language, another tender.
    const elsewhere = lexical.evidence(question, TEXTS.zeewoldeQuestions, 'zeewolde');
    expect(elsewhere).toBeLessThanOrEqual(UNFILLED_SLOT_CAP);
    expect(lexical.evidence(question, TEXTS.zeewoldeQuestions)).toBeGreaterThan(elsewhere);
    // Brightwater's own passage, whose document names Brightwater, answers.
    expect(
      lexical.evidence(question, TEXTS.brightwaterQuestions, 'brightwater'),
    ).toBeGreaterThanOrEqual(EVIDENCE_THRESHOLD);
  });

  it('is not answered in Dutch from the other tender’s passage on the same topic', async () => {
    const lexical = await index();
    const question =
      'Tot wanneer kunnen vragen over de aanbesteding van Zeewolde worden ingediend?';
    const elsewhere = lexical.evidence(question, TEXTS.brightwaterQuestions, 'brightwater');
    expect(elsewhere).toBeLessThanOrEqual(UNFILLED_SLOT_CAP);
    expect(lexical.evidence(question, TEXTS.brightwaterQuestions)).toBeGreaterThan(elsewhere);
    expect(lexical.evidence(question, TEXTS.zeewoldeQuestions, 'zeewolde')).toBeGreaterThanOrEqual(
      EVIDENCE_THRESHOLD,
    );
  });

  it('keeps a capitalised common word from naming anything', async () => {
    const lexical = await index();
    // "Inschrijver" is a defined term, written with a capital; the lexicon translates it.
    const question = 'Tot wanneer kan de Inschrijver vragen over de aanbesteding indienen?';
    expect(lexical.evidence(question, TEXTS.brightwaterQuestions, 'brightwater')).toBe(
      lexical.evidence(question, TEXTS.brightwaterQuestions),
    );
  });
});

describe('retrieval for a question that names a tender', () => {
  const store = createMemoryChunkStore();
  store.put('company', [
    passage('z1', 'zeewolde', TEXTS.zeewoldeAbout),
    passage(
      'z2',
      'zeewolde',
      'Vragen over de aanbesteding en vragen over de planning: via het portaal.',
    ),
    passage('b1', 'brightwater', TEXTS.brightwaterAbout),
    passage(
      'b2',
      'brightwater',
      'Questions about the tender and questions about the planning go through the portal.',
    ),
  ]);
  const retriever = createLocalRetriever(store);

  it('leaves out the passages of a tender the question does not name, in English and Dutch', async () => {
    const english = await retriever.retrieve({
      companyId: 'company',
      query: 'Where do questions about the Zeewolde tender go?',
      limit: 4,
    });
    expect(english.map((p) => p.id)).not.toContain('b2');
    expect(english[0]?.source.documentId).toBe('zeewolde');
    const dutch = await retriever.retrieve({
      companyId: 'company',
      query: 'Waar gaan vragen over de aanbesteding van Brightwater heen?',
      limit: 4,
    });
    expect(dutch.map((p) => p.id)).not.toContain('z2');
    expect(dutch[0]?.source.documentId).toBe('brightwater');
  });

  it('keeps every passage when the question names no tender', async () => {
    const found = await retriever.retrieve({
      companyId: 'company',
      query: 'Where do questions about the tender go?',
      limit: 4,
    });
    expect(found.map((p) => p.id)).toEqual(expect.arrayContaining(['z2', 'b2']));
  });
});
