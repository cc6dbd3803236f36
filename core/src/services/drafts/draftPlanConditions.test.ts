/**
 * The plan's scope, conditions and key-roles parts (issue 19, item 1; draftPlanConditions.ts), in
 * English and Dutch with wording written for these tests: the contract's scope from the
 * invitation, one sentence per condition every bid accepts, the key roles a terms of reference
 * lists without a verb, and the evidence test of a condition.
 */
import { describe, expect, it } from 'vitest';
import { criterion, planOf, requirementsBySection, tenderPassage } from './planTestWorld';
import { planDraft } from './draftPlanTender';
import {
  conditionTopic,
  keyRoles,
  namesSameCondition,
  statesTheScope,
} from './draftConditionWords';

const EN = [
  'INVITATION TO TENDER',
  'Dear Sir / Madam,',
  'The Harbour Board invites you to submit your tender for the replacement of the mooring',
  'buoys and chains at the outer anchorage, including two years of inspection.',
  '3.1 Conflicts of interest. Tenderers must declare any conflict of interest on the form.',
  '3.2 Subcontracting. The Contractor shall not subcontract diving work without consent.',
  '3.3 Documents in another language must be supplied with a certified translation into English.',
  '4 Award criteria',
  'Approach to the works',
  'Describe how you will replace the buoys in the winter window.',
  'Team and resources',
  'Describe the crew you will deploy.',
  '5.2 Key personnel. Project manager, diving supervisor and two riggers.',
].join('\n');

const NL = [
  '1.1 De opdracht',
  'De opdracht betreft het vervangen van de openbare verlichting in de wijken Noord en Oost,',
  'inclusief het afvoeren van de oude masten naar een erkende verwerker.',
  '2 Gunning',
  'Uitvoeringsplan',
  'Beschrijf hoe u de wijken in fasen van licht voorziet.',
  '6 Overige voorwaarden',
  '6.1 Onderaanneming is toegestaan tot 40% van de opdrachtwaarde, mits vooraf gemeld.',
  '6.2 Op de overeenkomst zijn de ARVODI van toepassing.',
  '6.3 De winnaar levert binnen tien dagen een Gedragsverklaring aanbesteden.',
  '7 Sleutelfunctionarissen: projectleider, werkvoorbereider en twee monteurs.',
].join('\n');

describe('the scope and conditions parts', () => {
  it('plans the invitation’s scope, each condition once and the key roles under the team criterion (en)', () => {
    const plan = planOf(
      EN,
      [criterion('Approach to the works', 60), criterion('Team and resources', 40)],
      'en',
    );
    const by = requirementsBySection(plan);
    expect(by['Understanding of the assignment']).toEqual([
      'The Harbour Board invites you to submit your tender for the replacement of the mooring buoys and chains at the outer anchorage, including two years of inspection.',
    ]);
    expect(by['Compliance with conditions']).toEqual([
      'Tenderers must declare any conflict of interest on the form.',
      'The Contractor shall not subcontract diving work without consent.',
      '3.3 Documents in another language must be supplied with a certified translation into English.',
    ]);
    expect(by['Team and resources']).toContain(
      'Project manager, diving supervisor and two riggers.',
    );
  });

  it('plans the assignment, the conditions and, without a team criterion, the key roles with the scope (nl)', () => {
    const plan = planOf(NL, [criterion('Uitvoeringsplan', 100)], 'nl');
    const by = requirementsBySection(plan);
    expect(by['Begrip van de opdracht']).toEqual([
      'De opdracht betreft het vervangen van de openbare verlichting in de wijken Noord en Oost, inclusief het afvoeren van de oude masten naar een erkende verwerker.',
      'projectleider, werkvoorbereider en twee monteurs.',
    ]);
    expect(by['Voldoen aan de voorwaarden']).toEqual([
      '6.1 Onderaanneming is toegestaan tot 40% van de opdrachtwaarde, mits vooraf gemeld.',
      '6.2 Op de overeenkomst zijn de ARVODI van toepassing.',
      '6.3 De winnaar levert binnen tien dagen een Gedragsverklaring aanbesteden.',
    ]);
  });

  it('gives the parts no award weight: a few sentences per requirement', () => {
    const plan = planOf(NL, [criterion('Uitvoeringsplan', 100)], 'nl');
    const parts = plan.sections.filter(
      (s) => s.criterionId === 'conditions' || s.criterionId === 'scope',
    );
    expect(parts.map((s) => [s.weight, s.targetWords])).toEqual([
      [null, 100],
      [null, 120],
    ]);
    const ids = plan.sections.flatMap((s) => (s.requirements ?? []).map((r) => r.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('takes a condition stated under a conditions heading before a mere mention elsewhere', () => {
    const passage = (text: string, heading: string) => ({ ...tenderPassage(text), heading });
    const plan = planDraft({
      confirmed: [],
      extracted: [criterion('Kwaliteit', 100)],
      tender: [
        passage(
          'De werkzaamheden worden uitgevoerd onder de ARVODI 2018 en het bestek.',
          '1 Inleiding',
        ),
        passage(
          'Op deze overeenkomst zijn de ARVODI 2018 van toepassing; het bestek is leidend.',
          '5 Voorwaarden',
        ),
      ],
      limits: [],
      language: 'nl',
    });
    expect(requirementsBySection(plan)['Voldoen aan de voorwaarden']).toEqual([
      'Op deze overeenkomst zijn de ARVODI 2018 van toepassing; het bestek is leidend.',
    ]);
  });

  it('plans a condition beside a criterion whose short name it contains', () => {
    const plan = planOf(
      'Subcontracting of any part of the cleaning must be agreed in writing beforehand.',
      [criterion('Cleaning', 100)],
      'en',
    );
    expect(requirementsBySection(plan)['Compliance with conditions']).toEqual([
      'Subcontracting of any part of the cleaning must be agreed in writing beforehand.',
    ]);
  });

  it('plans no part where the tender states neither', () => {
    const plan = planOf(
      'Describe how you will maintain the pumps.\nAnnex 3 General Conditions of Contract',
      [criterion('Maintenance', 100)],
      'en',
    );
    expect(plan.sections.map((s) => s.heading)).toEqual(['Maintenance']);
  });
});

describe('how a sentence is read', () => {
  it.each([
    ['The purpose of this RFQ is to appoint one supplier of road salt for three winters.', true],
    ['Deze aanbesteding omvat het maaien van bermen langs alle provinciale wegen.', true],
    ['The contract will be awarded to the most economically advantageous tender.', false],
    ['De opdracht wordt gegund aan de inschrijver met de beste prijs-kwaliteitverhouding.', false],
    [
      'Het hoogheemraadschap nodigt drie aannemers uit voor het herstel van de kademuur aan de Vliet.',
      true,
    ],
    // The procedure's invitation names no work: no scope.
    [
      'De gemeente nodigt vier bureaus uit tot het indienen van een offerte in deze procedure.',
      false,
    ],
    ['The Trust invites tenders from qualified firms for the cleaning of its three clinics.', true],
  ])('scope: %s', (sentence, scope) => {
    expect(statesTheScope(sentence)).toBe(scope);
  });

  it.each([
    ['Bidders must not appear on any sanctions list of the EU or the UK.', 'sanctions'],
    [
      'Inschrijver meldt elke vorm van belangenverstrengeling vooraf aan de aanbestedende dienst.',
      'conflict',
    ],
    ['De opdracht moet binnen 12 weken na de startdatum zijn opgeleverd.', 'term'],
    ['Annex 3 General Conditions of Contract', null],
    ['Onderaanneming', null],
  ])('condition: %s', (sentence, topic) => {
    expect(conditionTopic(sentence)).toBe(topic);
  });

  it('reads key roles listed without a verb, not a heading or a demand', () => {
    expect(keyRoles('4.2 Key staff: site manager, quantity surveyor and a planner')).toBe(
      'site manager, quantity surveyor and a planner.',
    );
    expect(keyRoles('Kernteam\nprojectleider en adviseur bodem')).toBe(
      'projectleider en adviseur bodem.',
    );
    expect(
      keyRoles('Key personnel: the supplier shall name a manager, a planner and a clerk.'),
    ).toBeNull();
    expect(keyRoles('Management structure and key personnel\n3.1 Price')).toBeNull();
  });
});

describe('a condition’s evidence names the condition', () => {
  it.each([
    [
      'Tenderers must declare any conflict of interest on the form.',
      'We have no conflict of interest with the Harbour Board or its advisers.',
      'Our standard tender form is signed by a director.',
    ],
    [
      'Onderaanneming boven 25% van de aanneemsom wordt vooraf gemeld.',
      'Wij werken met drie vaste onderaannemers voor grondwerk.',
      'Onze aanneemsom is inclusief alle materieel.',
    ],
  ])('%s', (requirement, names, other) => {
    const test = namesSameCondition(requirement);
    expect(test(names)).toBe(true);
    expect(test(other)).toBe(false);
  });
});

describe('the exclusion grounds are no condition of this part', () => {
  // They are a knock-out, declared in the UEA/ESPD form and listed in the checklist.
  it.each([
    'Op de inschrijver mogen geen uitsluitingsgronden van toepassing zijn; u verklaart dit in het UEA.',
    'Tenderers must confirm in the ESPD that no grounds for exclusion apply to them.',
  ])('%s', (requirement) => {
    expect(conditionTopic(requirement)).toBeNull();
  });
});
