/**
 * Initials written with an ampersand and the initials of a non-disclosure agreement are read as
 * their words (issue 18, unseen-h21 study, docs/decisions.md "Retrieval on the twenty-first
 * held-out set"): "T&Cs" was "t" and "cs", and "NDA" a word no document says.
 */
import { describe, expect, it } from 'vitest';
import { EVIDENCE_THRESHOLD } from '../abstention';
import { textIndex } from '../testChunk';
import { withAmpersandInitialsWritten } from './ampersandInitials';

const TEXTS = {
  voorwaarden:
    'Havenbrug onderhoud: de inschrijver mag geen eigen algemene voorwaarden van toepassing verklaren op zijn aanbod.',
  prijs: 'Havenbrug onderhoud: de inschrijver vermeldt in zijn aanbod de prijs per inspectieronde.',
  terms:
    'Riverside depot: the supplier may not attach its own terms and conditions to the quotation.',
  delivery: 'Riverside depot: the supplier attaches a delivery schedule to the quotation.',
  confidentiality:
    'Riverside depot: each subcontractor signs a confidentiality statement before the site survey.',
  safety:
    'Riverside depot: each subcontractor signs the site safety induction form before the site survey.',
  geheimhouding:
    'Havenbrug onderhoud: iedere onderaannemer tekent een geheimhoudingsverklaring voordat de schouw begint.',
  veiligheid:
    'Havenbrug onderhoud: iedere onderaannemer volgt de veiligheidsinstructie voordat de schouw begint.',
};

const index = () => textIndex(TEXTS);

describe('ampersand initials', () => {
  it('are written out when known, in any case, plural or possessive', () => {
    expect(withAmpersandInitialsWritten('our T&Cs apply')).toContain('terms and conditions');
    expect(withAmpersandInitialsWritten('the Q&A session')).toContain('questions and answers');
    expect(withAmpersandInitialsWritten('het college van B&W')).toContain(
      'burgemeester en wethouders',
    );
    expect(withAmpersandInitialsWritten("the t&c's wording")).toContain('terms and conditions');
    // Unknown initials and words joined by an ampersand stay as typed.
    expect(withAmpersandInitialsWritten('X&Y rules')).toBe('X&Y rules');
    expect(withAmpersandInitialsWritten('Smith&Jones ltd')).toBe('Smith&Jones ltd');
    expect(withAmpersandInitialsWritten('no ampersand here')).toBe('no ampersand here');
  });

  it('find the passage that writes the words, in English and across languages', async () => {
    const lexical = await index();
    const english = 'Riverside depot: can the supplier attach its own T&Cs to the quotation?';
    expect(lexical.search(english, 1)[0]?.chunkId).toBe('terms');
    expect(lexical.evidence(english, TEXTS.terms)).toBeGreaterThanOrEqual(EVIDENCE_THRESHOLD);
    expect(lexical.evidence(english, TEXTS.terms)).toBeGreaterThan(
      lexical.evidence(english, TEXTS.delivery),
    );
    const across = 'Havenbrug onderhoud: may a bidder declare its own T&Cs applicable?';
    expect(lexical.evidence(across, TEXTS.voorwaarden)).toBeGreaterThan(
      lexical.evidence(across, TEXTS.prijs),
    );
  });
});

describe('NDA', () => {
  it('is covered by a confidentiality statement, in English and in Dutch', async () => {
    const lexical = await index();
    const english = 'Riverside depot: must each subcontractor sign an NDA before the site survey?';
    expect(lexical.search(english, 1)[0]?.chunkId).toBe('confidentiality');
    expect(lexical.evidence(english, TEXTS.confidentiality)).toBeGreaterThan(
      lexical.evidence(english, TEXTS.safety),
    );
    const dutch = 'Havenbrug: moet iedere onderaannemer een NDA tekenen voor de schouw?';
    expect(lexical.evidence(dutch, TEXTS.geheimhouding)).toBeGreaterThanOrEqual(EVIDENCE_THRESHOLD);
    expect(lexical.evidence(dutch, TEXTS.geheimhouding)).toBeGreaterThan(
      lexical.evidence(dutch, TEXTS.veiligheid),
    );
  });
});
