/**
 * The fact kind a bid manager asks for, in the words people use, English and Dutch (issue 18):
 * each kind is asked five ways per language, and a question is never mapped to a neighbouring kind
 * (knock-outs to award criteria, a length limit to the contract's value). A kind the facts do not
 * hold is left to retrieval, never answered with a neighbouring kind.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type Lexicon, loadLexicon } from '../../ai/retrieval/lexicon/lexicon';
import { factIntent } from './factIntent';

type Case = readonly [question: string, kind: string, deadline?: string];

const TABLE: Record<string, { en: readonly Case[]; nl: readonly Case[] }> = {
  knockouts: {
    en: [
      ['Which knock-out criteria apply?', 'knockouts'],
      ['List the KO criteria for this tender.', 'knockouts'],
      ['What are the minimum requirements we must meet?', 'knockouts'],
      ['Are there any pass/fail requirements?', 'knockouts'],
      ['What are the grounds for exclusion?', 'knockouts'],
      ['Which selection criteria do we have to satisfy?', 'knockouts'],
    ],
    nl: [
      ['Wat zijn de KO-criteria?', 'knockouts'],
      ['Welke uitsluitingsgronden gelden hier?', 'knockouts'],
      ['Aan welke geschiktheidseisen moeten we voldoen?', 'knockouts'],
      ['Welke minimumeisen stelt de opdrachtgever?', 'knockouts'],
      ['Zijn er knock-out eisen in deze aanbesteding?', 'knockouts'],
      ['Noem de knock-outcriteria.', 'knockouts'],
    ],
  },
  criteria: {
    en: [
      ['On what basis is the contract awarded?', 'criteria'],
      ['What are the evaluation criteria?', 'criteria'],
      ['Which award criteria will be used?', 'criteria'],
      ['How is the MEAT assessed here?', 'criteria'],
      ['How will our proposal be scored?', 'criteria'],
    ],
    nl: [
      ['Wat zijn de gunningscriteria?', 'criteria'],
      ['Op basis van welke criteria wordt gegund?', 'criteria'],
      ['Hoe wordt de EMVI bepaald?', 'criteria'],
      ['Welke BPKV-criteria zijn er?', 'criteria'],
      ['Hoe wordt onze inschrijving beoordeeld?', 'criteria'],
    ],
  },
  weights: {
    en: [
      ['What is the price/quality ratio?', 'weights'],
      ['How are the criteria weighted?', 'weights'],
      ['What percentage does quality count for?', 'weights'],
      ['What weighting applies to price?', 'weights'],
      ['How much weight does each criterion carry?', 'weights'],
    ],
    nl: [
      ['Hoe is de weging van de criteria?', 'weights'],
      ['Wat is de prijs-kwaliteitverhouding?', 'weights'],
      ['Hoeveel procent telt prijs mee?', 'weights'],
      ['Welke wegingsfactor heeft kwaliteit?', 'weights'],
      ['Hoe zwaar weegt de prijs?', 'weights'],
    ],
  },
  limits: {
    en: [
      ['How many pages may the response have?', 'limits'],
      ['Is there a word limit for the answers?', 'limits'],
      ['What is the maximum length of our response?', 'limits'],
      ['How long may the method statement be?', 'limits'],
      ['What is the character limit per question?', 'limits'],
      ['What is the maximum number of pages?', 'limits'],
    ],
    nl: [
      ["Hoeveel pagina's mag het plan van aanpak zijn?", 'limits'],
      ['Wat is de maximale lengte van de beantwoording?', 'limits'],
      ['Hoeveel woorden mag ik gebruiken?', 'limits'],
      ['Is er een maximum aantal tekens?', 'limits'],
      ['Hoe groot mag het antwoord maximaal zijn?', 'limits'],
      ['Wat is de maximale omvang van het plan van aanpak?', 'limits'],
    ],
  },
  value: {
    en: [
      ['What is the estimated contract value?', 'value'],
      ['What is the budget?', 'value'],
      ['What is the maximum budget for this contract?', 'value'],
      ['How much is the contract worth?', 'value'],
      ['Is there a price ceiling?', 'value'],
    ],
    nl: [
      ['Wat is de geraamde waarde van de opdracht?', 'value'],
      ['Wat is het budget?', 'value'],
      ['Wat is het plafondbedrag?', 'value'],
      ['Wat is de raming van deze opdracht?', 'value'],
      ['Wat is het maximale bedrag?', 'value'],
    ],
  },
  deadline: {
    en: [
      ['When is the submission deadline?', 'deadline', 'submission'],
      ['By what date must the tender be in?', 'deadline', 'submission'],
      ['Until when can we ask clarification questions?', 'deadline', 'questions'],
      ['When will the contract be awarded?', 'deadline', 'award'],
      ['When does the contract start?', 'deadline', 'start'],
    ],
    nl: [
      ['Wat is de uiterste inschrijfdatum?', 'deadline', 'submission'],
      ['Wanneer moeten we inschrijven?', 'deadline', 'submission'],
      ['Tot wanneer kunnen we vragen stellen?', 'deadline', 'questions'],
      ['Wanneer is de gunning?', 'deadline', 'award'],
      ['Wanneer start de opdracht?', 'deadline', 'start'],
    ],
  },
  duration: {
    en: [
      ['How long does the contract run?', 'duration'],
      ['What is the contract duration?', 'duration'],
      ['Can the contract be extended?', 'duration'],
      ['What is the term of the agreement?', 'duration'],
      ['How many extension options are there?', 'duration'],
    ],
    nl: [
      ['Wat is de looptijd van de overeenkomst?', 'duration'],
      ['Hoe lang duurt het contract?', 'duration'],
      ['Kan de overeenkomst worden verlengd?', 'duration'],
      ['Hoeveel verlengingsopties zijn er?', 'duration'],
      ['Wat is de contractduur?', 'duration'],
    ],
  },
  lots: {
    en: [
      ['Which lots are there?', 'lots'],
      ['Is the tender divided into lots?', 'lots'],
      ['Can we bid on more than one lot?', 'lots'],
      ['How many lots does this procurement have?', 'lots'],
      ['What does lot 2 cover?', 'lots'],
    ],
    nl: [
      ['Welke percelen zijn er?', 'lots'],
      ['Is de opdracht in percelen verdeeld?', 'lots'],
      ['Mogen we op meerdere percelen inschrijven?', 'lots'],
      ['Hoeveel percelen heeft deze aanbesteding?', 'lots'],
      ['Wat valt onder perceel 1?', 'lots'],
    ],
  },
  submission: {
    en: [
      ['How do we submit our bid?', 'submission'],
      ['Through which portal must the tender be submitted?', 'submission'],
      ['How should the response be delivered?', 'submission'],
      ['Can we submit by email?', 'submission'],
      ['What is the submission method?', 'submission'],
    ],
    nl: [
      ['Hoe dienen we de inschrijving in?', 'submission'],
      ['Via welk platform moeten we indienen?', 'submission'],
      ['Op welke manier lever ik de inschrijving aan?', 'submission'],
      ['Mag ik per e-mail inschrijven?', 'submission'],
      ['Hoe moet de offerte worden ingediend?', 'submission'],
    ],
  },
  language: {
    en: [
      ['In which language must the bid be written?', 'language'],
      ['May we answer in English?', 'language'],
      ['What language should the documents be in?', 'language'],
      ['Is Dutch required for the response?', 'language'],
      ['Which languages are accepted?', 'language'],
    ],
    nl: [
      ['In welke taal moet de inschrijving?', 'language'],
      ['Mogen we in het Engels antwoorden?', 'language'],
      ['Moet de offerte in het Nederlands zijn?', 'language'],
      ['Welke taal is toegestaan?', 'language'],
      ['In welke taal dienen we de stukken aan te leveren?', 'language'],
    ],
  },
};

let lexicon: Lexicon;
beforeAll(async () => {
  lexicon = await loadLexicon();
});

describe('factIntent: the kind a bid manager asks for, never a neighbouring one', () => {
  for (const [kind, byLanguage] of Object.entries(TABLE)) {
    for (const language of ['en', 'nl'] as const) {
      it(`${kind} (${language})`, () => {
        expect(byLanguage[language].length).toBeGreaterThanOrEqual(5);
        const wrong = byLanguage[language]
          .map(([question, want, deadline]) => ({
            question,
            want,
            deadline,
            got: factIntent(question, lexicon),
          }))
          .filter(
            ({ want, deadline, got }) =>
              (got?.kind ?? null) !== want ||
              (deadline !== undefined && got?.kind === 'deadline' && got.deadline !== deadline),
          )
          .map(({ question, got }) => `${question} → ${JSON.stringify(got)}`);
        expect(wrong).toEqual([]);
      });
    }
  }

  it('the pass/fail requirements of the kind named: knock-out, exclusion, suitability', () => {
    const kinds = (q: string) => {
      const intent = factIntent(q, lexicon);
      return intent?.kind === 'knockouts' ? intent.requirements : null;
    };
    expect(kinds('Welke uitsluitingsgronden gelden hier?')).toEqual(['exclusion']);
    expect(kinds('What are the grounds for exclusion?')).toEqual(['exclusion']);
    expect(kinds('Aan welke geschiktheidseisen moeten we voldoen?')).toEqual(['suitability']);
    expect(kinds('Which knock-out criteria apply?')).toEqual(['knockout']);
    expect(kinds('Welke minimumeisen stelt de opdrachtgever?')).toEqual([
      'knockout',
      'suitability',
    ]);
  });

  it('a date word keeps a question with the deadlines', () => {
    for (const q of [
      'Can the submission deadline be extended?',
      'Wanneer moeten we inschrijven via TenderNed?',
      'Hoe laat moet de inschrijving binnen zijn?',
    ]) {
      expect(factIntent(q, lexicon)?.kind, q).toBe('deadline');
    }
  });

  it('the two questions of the bid manager review (2026-11-27)', () => {
    expect(factIntent('Welke knock-outcriteria zijn er?', lexicon)?.kind).toBe('knockouts');
    expect(factIntent('Wat is de maximale omvang van het antwoord?', lexicon)?.kind).toBe('limits');
  });
});
