/**
 * A Dutch diminutive written after an apostrophe ("sms'jes", "cv'tje") is the word it is a
 * diminutive of (issue 18, unseen-h18 study, docs/decisions.md "Retrieval on the eighteenth
 * held-out set"): its "jes" had been read as a word no document says, weighing three times a
 * known word against every passage.
 */
import { describe, expect, it } from 'vitest';
import { EVIDENCE_THRESHOLD } from '../abstention';
import { textIndex } from '../testChunk';
import { withoutDiminutiveSuffixes } from './abbreviationSuffixes';

const TEXTS = {
  smsNl: 'Parkeerapp Oosthaven: de app stuurt een sms zodra het parkeerrecht bijna verloopt.',
  mailNl:
    'Parkeerapp Oosthaven: de app stuurt een herinnering per post zodra de vergunning verloopt.',
  smsEn:
    'Ferry booking service: the service sends an SMS to the passenger when a sailing is cancelled.',
  mailEn:
    'Ferry booking service: the service sends a letter to the passenger when a season ticket expires.',
};

/**
 * The passages among as many others as a knowledge base has (500), where a word no document says
 * weighs three times a known word (lexicalIndex.ts).
 */
const index = () => {
  const others: Record<string, string> = {};
  for (let i = 0; i < 500; i++) others[`crane${i}`] = `Crane ${i} on quay ${i % 7} is inspected.`;
  return textIndex({ ...others, ...TEXTS });
};

describe('a diminutive after an apostrophe', () => {
  it('is left out of the question, and only a diminutive is', () => {
    expect(withoutDiminutiveSuffixes("Mogen we sms'jes en cv'tjes sturen?")).toBe(
      'Mogen we sms en cv sturen?',
    );
    expect(withoutDiminutiveSuffixes('Twee sms’je per dag?')).toBe('Twee sms per dag?');
    // A plural ("pdf's"), a possessive and a word with "je" in it stay as they are.
    expect(withoutDiminutiveSuffixes("De pdf's van de gemeente's jeugdzorg")).toBe(
      "De pdf's van de gemeente's jeugdzorg",
    );
  });

  it('finds the passage on the word, in a Dutch question over a Dutch passage', async () => {
    const lexical = await index();
    const question = "Stuurt de parkeerapp sms'jes?";
    // The passage says every word of the question: nothing of it is left uncovered.
    expect(lexical.evidence(question, TEXTS.smsNl)).toBeGreaterThan(0.95);
    expect(lexical.evidence(question, TEXTS.smsNl)).toBeGreaterThan(
      lexical.evidence(question, TEXTS.mailNl),
    );
  });

  it('finds it across languages, in a Dutch question over an English passage', async () => {
    const lexical = await index();
    const question = "Verstuurt de ferry service sms'jes aan passagiers?";
    expect(lexical.evidence(question, TEXTS.smsEn)).toBeGreaterThanOrEqual(EVIDENCE_THRESHOLD);
    expect(lexical.evidence(question, TEXTS.smsEn)).toBeGreaterThan(
      lexical.evidence(question, TEXTS.mailEn),
    );
  });
});
