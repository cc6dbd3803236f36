/**
 * Classes of the plan found on the nineteenth and fourteenth draft-coverage sets (issue 19, item
 * 1), each in both languages with wording written for these tests:
 * - a table's header row read as a line ('No. Criterion', 'Nr. Omschrijving') is no heading: it
 *   hid the qualification heading above the table's rows;
 * - a chapter titled in capitals ('SECTION 3 – TERMS OF REFERENCE', 'HOOFDSTUK 3 – …') is a main
 *   heading, and terms of reference ('taakomschrijving') are the specification;
 * - a bid guarantee is a condition every bid meets, planned with the qualification wherever it
 *   stands, its knock-out ('… without the guarantee will be rejected') read as a demand;
 * - the tax exclusion ground said by its consequence is a ground, not a rule about failing bids;
 * - a run-in numbered clause of the qualification part ('4.3.2 Referenties: …') is a demand.
 */
import { describe, expect, it } from 'vitest';
import { sentences } from '../../ai/localText';
import { asksForAGuarantee, guaranteeKnockOut } from './draftKnockOuts';
import { criterion, planOf, requirementsBySection } from './planTestWorld';

const EN_CRITERIA = [criterion('Cleaning method', 50), criterion('Price', 50)];
const NL_CRITERIA = [criterion('Werkwijze schoonmaak', 50), criterion('Prijs', 50)];

describe("a table's header row read as a line is no heading", () => {
  it('en: the rows under it stay in the selection criteria', () => {
    const plan = planOf(
      [
        '2.1 Selection Criteria',
        'Bidders must satisfy the minimum criteria below. Failure to do so shall lead to disqualification.',
        'No. Criterion',
        '(a) A yearly turnover of no less than €400,000 over the past two financial years.',
        '(b) ISO 9001 certification or an equivalent quality scheme.',
        '2.2 Award Criteria\nTenders are scored on quality and price.',
      ].join('\n\n'),
      EN_CRITERIA,
      'en',
    );
    const qualification = (requirementsBySection(plan)['Qualification'] ?? []).join('\n');
    expect(qualification).toMatch(/yearly turnover of no less than €400,000/);
    expect(qualification).toMatch(/ISO 9001 certification or an equivalent/);
  });

  it('nl: de rijen eronder blijven geschiktheidseisen', () => {
    const plan = planOf(
      [
        '3.2 Geschiktheidseisen',
        'De inschrijver voldoet aan de minimumeisen hieronder.',
        'Nr. Omschrijving',
        '(a) Een jaaromzet van niet minder dan € 400.000 in de afgelopen twee boekjaren.',
        '(b) Een ISO 9001-certificaat of een gelijkwaardig kwaliteitssysteem.',
        '3.3 Gunningscriteria\nDe inschrijvingen worden beoordeeld op kwaliteit en prijs.',
      ].join('\n\n'),
      NL_CRITERIA,
      'nl',
    );
    const geschiktheid = (requirementsBySection(plan)['Geschiktheid'] ?? []).join('\n');
    expect(geschiktheid).toMatch(/jaaromzet van niet minder dan € 400\.000/);
    expect(geschiktheid).toMatch(/ISO 9001-certificaat of een gelijkwaardig/);
  });
});

describe('a chapter titled in capitals holds its sections; terms of reference are the work', () => {
  it('en: the demands of the terms of reference are planned', () => {
    const plan = planOf(
      [
        'SECTION 2 – AWARD\n2.1 Award Criteria\nTenders are scored on quality and price.',
        'SECTION 3 – TERMS OF REFERENCE\n3.1 Working Hours',
        'Promenades shall be swept each morning before 07h00 from May to October.',
        '3.2 Crew\nEvery crew shall include a first aider with a current certificate.',
      ].join('\n\n'),
      EN_CRITERIA,
      'en',
    );
    const planned = Object.values(requirementsBySection(plan)).flat().join('\n');
    expect(planned).toMatch(/Promenades shall be swept each morning/);
    expect(planned).toMatch(/first aider with a current certificate/);
  });

  it('nl: de eisen van de taakomschrijving worden gepland', () => {
    const plan = planOf(
      [
        'HOOFDSTUK 2 – GUNNING\n2.1 Gunningscriteria\nDe inschrijvingen worden beoordeeld op kwaliteit en prijs.',
        'HOOFDSTUK 3 – TAAKOMSCHRIJVING\n3.1 Werktijden',
        'De kades moeten elke ochtend vóór 07.00 uur geveegd zijn, van mei tot en met oktober.',
        '3.2 Ploeg\nElke ploeg moet een bedrijfshulpverlener met een geldig certificaat hebben.',
      ].join('\n\n'),
      NL_CRITERIA,
      'nl',
    );
    const planned = Object.values(requirementsBySection(plan)).flat().join('\n');
    expect(planned).toMatch(/kades moeten elke ochtend/);
    expect(planned).toMatch(/bedrijfshulpverlener met een geldig certificaat/);
  });
});

describe('a bid guarantee is planned with the qualification, its knock-out too', () => {
  it('en', () => {
    const plan = planOf(
      [
        '1.5 Bid Bond',
        'A bid bond of €10,000 must accompany each tender, valid for 120 days. No bid bond is asked for the design lot.',
        'Tenders received without the original bid bond will be rejected.',
        '2.1 Award Criteria\nTenders are scored on quality and price.',
      ].join('\n\n'),
      EN_CRITERIA,
      'en',
    );
    const qualification = (requirementsBySection(plan)['Qualification'] ?? []).join('\n');
    expect(qualification).toMatch(/A bid bond of €10,000 must accompany/);
    expect(qualification).toMatch(/without the original bid bond will be rejected/);
    // Saying that none is asked asks for nothing.
    expect(qualification).not.toMatch(/No bid bond is asked/);
  });

  it('nl', () => {
    const plan = planOf(
      [
        '3.5 Garantie',
        'De inschrijver levert bij de inschrijving een bankgarantie van Afl. 15.000,- van een erkende bank.',
        'Een inschrijving zonder bankgarantie wordt terzijde gelegd.',
        '4.1 Gunningscriteria\nDe inschrijvingen worden beoordeeld op kwaliteit en prijs.',
      ].join('\n\n'),
      NL_CRITERIA,
      'nl',
    );
    const geschiktheid = (requirementsBySection(plan)['Geschiktheid'] ?? []).join('\n');
    expect(geschiktheid).toMatch(/bankgarantie van Afl\. 15\.000,- van een erkende bank/);
    expect(geschiktheid).toMatch(/zonder bankgarantie wordt terzijde gelegd/);
  });

  it.each([
    ['Offers lacking a tender guarantee will not be considered.', true, true],
    ['Een offerte zonder inschrijvingsgarantie is ongeldig.', true, true],
    ['No tender guarantee is required for the second lot.', false, false],
    ['Voor perceel 2 is geen bankgarantie nodig.', false, false],
    // A product's guarantee is no bid guarantee.
    [
      'The benches carry a ten-year guarantee against rust and will be replaced free of charge.',
      false,
      false,
    ],
  ])('%s', (text, asks, knockOut) => {
    expect(asksForAGuarantee(text)).toBe(asks);
    expect(guaranteeKnockOut(text)).toBe(knockOut);
  });
});

describe('the tax exclusion ground said by its consequence is planned', () => {
  it('en', () => {
    const plan = planOf(
      [
        '2.1 Exclusion',
        'A tenderer that does not meet its tax obligations will be excluded.',
        '2.2 Award Criteria\nTenders are scored on quality and price.',
      ].join('\n\n'),
      EN_CRITERIA,
      'en',
    );
    expect((requirementsBySection(plan)['Qualification'] ?? []).join('\n')).toMatch(
      /does not meet its tax obligations/,
    );
  });

  it('nl', () => {
    const plan = planOf(
      [
        '4.1 Uitsluiting',
        'Een gegadigde die niet aan zijn fiscale verplichtingen voldoet, wordt van deelname uitgesloten.',
        'Een inschrijver die niet aan alle eisen voldoet, wordt uitgesloten.',
        '5.1 Gunningscriteria\nDe inschrijvingen worden beoordeeld op kwaliteit en prijs.',
      ].join('\n\n'),
      NL_CRITERIA,
      'nl',
    );
    const geschiktheid = (requirementsBySection(plan)['Geschiktheid'] ?? []).join('\n');
    expect(geschiktheid).toMatch(/niet aan zijn fiscale verplichtingen voldoet/);
    // The fate of a bid failing the demands listed stays the buyer's rule.
    expect(geschiktheid).not.toMatch(/niet aan alle eisen voldoet/);
  });
});

describe('a run-in numbered clause of the qualification part is a demand', () => {
  it('nl', () => {
    const plan = planOf(
      [
        '4 Uitsluiting en geschiktheid',
        '4.3 Geschiktheidseisen. U voldoet aan het volgende: 4.3.1 Omzet: uw jaaromzet over 2025 bedraagt ten minste € 2.000.000.',
        '4.3.2 Referenties: twee opdrachten voor het vegen van kades, elk van ten minste 10 km.',
        '4.3.3 Kwaliteit: u beschikt over een geldig ISO 9001-certificaat.',
        '5 Gunning\n5.1 De inschrijvingen worden beoordeeld op kwaliteit en prijs.',
      ].join('\n\n'),
      NL_CRITERIA,
      'nl',
    );
    const geschiktheid = (requirementsBySection(plan)['Geschiktheid'] ?? []).join('\n');
    expect(geschiktheid).toMatch(/4\.3\.2 Referenties: twee opdrachten voor het vegen/);
    expect(geschiktheid).toMatch(/4\.3\.3 Kwaliteit: u beschikt over een geldig ISO 9001/);
  });

  it('en', () => {
    const plan = planOf(
      [
        '3 Qualification Requirements',
        '3.4.1 Experience: two street cleaning contracts of at least 20 km each in the past three years.',
        '3.4.2 Quality management: a valid ISO 9001 certificate or equivalent.',
        '4 Award\n4.1 Tenders are scored on quality and price.',
      ].join('\n\n'),
      EN_CRITERIA,
      'en',
    );
    const qualification = (requirementsBySection(plan)['Qualification'] ?? []).join('\n');
    expect(qualification).toMatch(/3\.4\.1 Experience: two street cleaning contracts/);
    expect(qualification).toMatch(/3\.4\.2 Quality management: a valid ISO 9001/);
  });
});

describe("a currency's abbreviation before its amount ends no sentence", () => {
  it.each([
    ['De garantie bedraagt Afl. 25.000,- per perceel. Zij geldt 90 dagen.', 2],
    ['The fee is fl. 300 per visit. It is paid monthly.', 2],
  ])('%s', (text, count) => {
    expect(sentences(text)).toHaveLength(count);
  });
});
