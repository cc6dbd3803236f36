/**
 * General word pairs the lexicon lacked when unseen-h21 was studied (issue 18, docs/decisions.md
 * "Retrieval on the twenty-first held-out set"): talking a matter over with a third party
 * ("praten", "bespreken" / discuss) and hiring or engaging staff ("inhuren", "inschakelen" / hire,
 * engage), as a confidentiality or staffing clause says them.
 */
import { describe, expect, it } from 'vitest';
import { EVIDENCE_THRESHOLD } from '../abstention';
import { textIndex } from '../testChunk';

const TEXTS = {
  discussions:
    'Lighthouse survey: the contractor shall not enter into discussions with any third party about the survey data without written consent.',
  storage:
    'Lighthouse survey: the contractor shall store the survey data with any third party only with written consent.',
  bespreken:
    'Vuurtorenonderzoek: de opdrachtnemer mag de meetgegevens niet met derden bespreken zonder schriftelijke toestemming.',
  bewaren:
    'Vuurtorenonderzoek: de opdrachtnemer mag de meetgegevens niet bij derden bewaren zonder schriftelijke toestemming.',
  hired:
    'Lighthouse survey: staff hired by the contractor follow the same safety rules as its own employees.',
  trained:
    'Lighthouse survey: staff trained by the contractor follow the same safety rules as its own employees.',
};

const index = () => textIndex(TEXTS);

describe('discuss and hire', () => {
  it('"praten" finds the discussions clause across languages, "discuss" the Dutch one', async () => {
    const lexical = await index();
    const dutch = 'Mogen we met derden over de meetgegevens van het vuurtorenonderzoek praten?';
    expect(lexical.evidence(dutch, TEXTS.discussions)).toBeGreaterThanOrEqual(EVIDENCE_THRESHOLD);
    expect(lexical.evidence(dutch, TEXTS.discussions)).toBeGreaterThan(
      lexical.evidence(dutch, TEXTS.storage),
    );
    const english = 'Lighthouse survey: may we discuss the survey data with third parties?';
    expect(lexical.evidence(english, TEXTS.bespreken)).toBeGreaterThan(
      lexical.evidence(english, TEXTS.bewaren),
    );
  });

  it('"ingehuurd" finds the hired staff clause', async () => {
    const lexical = await index();
    const dutch =
      'Volgen ingehuurde medewerkers bij het vuurtorenonderzoek dezelfde veiligheidsregels?';
    expect(lexical.evidence(dutch, TEXTS.hired)).toBeGreaterThan(
      lexical.evidence(dutch, TEXTS.trained),
    );
  });
});
