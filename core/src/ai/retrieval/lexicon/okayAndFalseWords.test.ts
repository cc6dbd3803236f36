/**
 * "Okayed" is an approval and "false" translates "vals" (issue 18, unseen-h22 study,
 * docs/decisions.md "Retrieval on the twenty-second held-out set").
 */
import { describe, expect, it } from 'vitest';
import { textIndex } from '../testChunk';
import { clippedExpansions } from './clippedWords';

const TEXTS = {
  approved:
    'Canal locks: downtime the waterway authority approved in writing is not counted as an outage.',
  reported:
    'Canal locks: downtime the waterway authority reported in writing is logged as an outage.',
  vals: 'Sluisbewaking: een vals alarm van de sensor wordt binnen een dag onderzocht.',
  echt: 'Sluisbewaking: een alarm van de sensor wordt binnen een uur onderzocht.',
  falseAlarm: 'Lock monitoring: every false alarm of a sensor is analysed within a week.',
  alarm: 'Lock monitoring: every alarm of a sensor is answered within an hour.',
};

describe('okay as approval, and false alarms across languages', () => {
  it('reads "okayed" as approved', async () => {
    expect(clippedExpansions('okayed')).toEqual(['approved']);
    const lexical = await textIndex(TEXTS);
    const question =
      'Is downtime the waterway authority okayed in writing an outage at the canal locks?';
    expect(lexical.evidence(question, TEXTS.approved)).toBeGreaterThan(
      lexical.evidence(question, TEXTS.reported),
    );
  });

  it('finds "vals alarm" for a false alarm and back', async () => {
    const lexical = await textIndex(TEXTS);
    const english = 'How soon is a false alarm of the lock sensor looked into?';
    expect(lexical.evidence(english, TEXTS.vals)).toBeGreaterThan(
      lexical.evidence(english, TEXTS.echt),
    );
    const dutch = 'Hoe snel wordt een vals alarm van een sensor geanalyseerd?';
    expect(lexical.evidence(dutch, TEXTS.falseAlarm)).toBeGreaterThan(
      lexical.evidence(dutch, TEXTS.alarm),
    );
  });
});
