/**
 * A class of the plan found when the draft bench read the tenders with their structure, as the
 * document processor does (issue 19, item 1; docs/decisions.md "Drafts measured on the product's
 * structured path"), in both languages with wording written for these tests: a scoring sheet's
 * rows that the evaluator scores by measuring the delivered work ('Test coverage | > 80% = 5
 * pts') or by trying it ('Is the portal easy to navigate? | Very Easy = 15') are no demands on the
 * bid, while its questions on the bid's description are, and so is a row graded on the answer's
 * quality ('Very Good = 15').
 */
import { describe, expect, it } from 'vitest';
import type { AwardCriterionFact } from '../../model/documentFacts';
import { allRequirements, planOf } from './planTestWorld';

/** A scoring sheet's row as the facts read it: its name, points, section and quote. */
const row = (name: string, scale: string, points: number, section: string) =>
  ({
    value: { name, weight: null, points, parent: null },
    page: 2,
    quote: `${name} | ${scale}`,
    section,
  }) as AwardCriterionFact;

const SHEETS = {
  en: {
    review: 'DESCRIPTION REVIEW',
    yes: 'Yes = 2 pts; No = 0',
    questions: [
      'Does the description name the accessibility standard the portal meets?',
      'Does the description explain how releases are rolled back?',
      'Does the description name the hosting provider and its region?',
      'Does the description describe how personal data is encrypted at rest?',
      'Does the description describe the backup schedule?',
      'Does the description name the service desk hours?',
      'Does the description explain how incidents are escalated?',
      'Does the description describe the onboarding of new users?',
      'Does the description describe how the portal is monitored?',
      'Does the description name the person accountable for quality?',
      'Does the description describe how user feedback shapes the next release?',
    ],
    measured: ['Test coverage', '> 80% = 5 pts', 'CODE REVIEW'],
    tried: ['Is the portal easy to navigate?', 'Very Easy = 15', 'TRIAL REVIEW'],
    graded: ['Is the plan of approach convincing?', 'Very Good = 15', 'PLAN REVIEW'],
  },
  nl: {
    review: 'BEOORDELING BESCHRIJVING',
    yes: 'Ja = 2 punten; Nee = 0',
    questions: [
      'Noemt de beschrijving de toegankelijkheidsnorm waaraan het portaal voldoet?',
      'Legt de beschrijving uit hoe een release wordt teruggedraaid?',
      'Noemt de beschrijving de hostingpartij en haar regio?',
      'Beschrijft de beschrijving hoe persoonsgegevens in rust worden versleuteld?',
      'Beschrijft de beschrijving het schema van de back-ups?',
      'Noemt de beschrijving de openingstijden van de servicedesk?',
      'Legt de beschrijving uit hoe incidenten worden opgeschaald?',
      'Beschrijft de beschrijving hoe nieuwe gebruikers worden ingewerkt?',
      'Beschrijft de beschrijving hoe het portaal wordt bewaakt?',
      'Noemt de beschrijving wie verantwoordelijk is voor de kwaliteit?',
      'Beschrijft de beschrijving hoe feedback van gebruikers de volgende release bepaalt?',
    ],
    measured: ['Testdekking', '> 80% = 5 punten', 'BEOORDELING CODE'],
    tried: ['Is het portaal makkelijk te bedienen?', 'Zeer makkelijk = 15', 'BEOORDELING PROEF'],
    graded: ['Is het plan van aanpak overtuigend?', 'Zeer goed = 15', 'BEOORDELING PLAN'],
  },
} as const;

describe('a scoring sheet row scored by measuring or trying the work is no demand on the bid', () => {
  for (const language of ['en', 'nl'] as const) {
    it(`plans the questions on the description and the graded answer, not the measured or tried rows (${language})`, () => {
      const s = SHEETS[language];
      const criteria = [
        ...s.questions.map((q) => row(q, s.yes, 2, s.review)),
        row(s.measured[0], s.measured[1], 5, s.measured[2]),
        row(s.tried[0], s.tried[1], 15, s.tried[2]),
        row(s.graded[0], s.graded[1], 15, s.graded[2]),
      ];
      const plan = planOf('', criteria, language);
      const planned = allRequirements(plan);
      for (const q of s.questions) expect(planned).toContain(q);
      expect(planned).toContain(s.graded[0]);
      expect(planned).not.toContain(s.measured[0]);
      expect(planned).not.toContain(s.tried[0]);
      // No section is left for rows the bid does not answer.
      const headings = plan.sections.map((x) => x.heading);
      expect(headings).not.toContain(s.measured[2]);
      expect(headings).not.toContain(s.tried[2]);
    });
  }
});
