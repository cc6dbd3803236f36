/**
 * Set 17's classes of the plan (issue 19, item 1), with wording written for these tests: a
 * price-side criterion (the price, preference points, specific goals; 'Prijs', 'Fictieve korting')
 * read as a heading does not collect the demands that follow it in the document; a change
 * document's numbered item titles ('2. Change of site visit date', '3. Wijziging
 * sluitingstermijn') are no demands; acknowledging the addendum in the bid and a preference
 * goal's name are never evidence-searched.
 */
import { describe, expect, it } from 'vitest';
import { titlesAChange } from './draftChangeItems';
import { acknowledgesAChangeDocument } from './draftResponseForm';
import { isPriceSide, namesAPreferenceGoal } from './draftSubjectless';
import { quoted } from './draftTestWorld';
import { allRequirements, criterion, planOf, requirementsBySection } from './planTestWorld';

const EN_TENDER = [
  '5 Evaluation criteria',
  '',
  'Criterion | Points',
  'Work plan and phasing | 60',
  'Price | 30',
  'Preference points | 10',
  '',
  'Preference points 10',
  'Bidders claiming preference points must attach a valid affidavit or certificate.',
  'All prices must be stated excluding VAT and held firm for the contract period.',
  'ADDENDUM No. 2',
  'Tenderers shall confirm receipt of this addendum by signing it and enclosing it with their bid.',
  '2. Change of site visit date',
  'The site visit is moved to Tuesday 4 May 2027 at 10:00.',
  '3. Revised drawing register',
].join('\n');

const NL_TENDER = [
  '6 Gunningscriteria',
  '',
  'Criterium | Weging',
  'Plan van aanpak | 60',
  'Prijs | 30',
  'Fictieve korting social return | 10',
  '',
  'Fictieve korting social return 10',
  'De inschrijver die een fictieve korting vraagt, voegt een ondertekend SROI-plan bij.',
  'Alle prijzen worden exclusief btw opgegeven.',
  'Nota van Inlichtingen 2',
  'De inschrijver voegt deze nota van inlichtingen ondertekend bij zijn inschrijving.',
  '3. Wijziging sluitingstermijn',
  'De sluitingstermijn verschuift naar 12 mei 2027 om 12:00 uur.',
  '4. Aangepaste tekeningenlijst',
].join('\n');

describe('a price-side criterion collects no demands for standing before them', () => {
  it('en: neither the pricing rules nor the addendum go under the preference points', () => {
    const plan = planOf(
      EN_TENDER,
      [
        criterion('Work plan and phasing', 60),
        criterion('Price', 30),
        criterion('Preference points', 10),
      ],
      'en',
    );
    const bySection = requirementsBySection(plan);
    const preference = Object.entries(bySection).find(([h]) => /Preference points/.test(h));
    expect(preference).toBeDefined();
    expect(preference![1].join('\n')).not.toMatch(/VAT|addendum|site visit/i);
    expect(allRequirements(plan).join('\n')).not.toMatch(
      /Change of site visit date|drawing register/,
    );
  });

  it('nl: de fictieve korting verzamelt niets van wat erna staat', () => {
    const plan = planOf(
      NL_TENDER,
      [
        criterion('Plan van aanpak', 60),
        criterion('Prijs', 30),
        criterion('Fictieve korting social return', 10),
      ],
      'nl',
    );
    const bySection = requirementsBySection(plan);
    const korting = Object.entries(bySection).find(([h]) => /Fictieve korting/.test(h));
    expect(korting).toBeDefined();
    expect(korting![1].join('\n')).not.toMatch(/btw|nota van inlichtingen|sluitingstermijn/i);
    expect(allRequirements(plan).join('\n')).not.toMatch(
      /Wijziging sluitingstermijn|tekeningenlijst/,
    );
  });

  it('price words and preference goals are price-side; the work is not (en and nl)', () => {
    for (const name of [
      'Price',
      'Specific goals',
      'B-BBEE status level',
      'Voorkeurspunten',
      'Prijs',
    ]) {
      expect(isPriceSide(name), name).toBe(true);
    }
    for (const name of ['Work plan and phasing', 'Plan van aanpak', 'Quality of the goods']) {
      expect(isPriceSide(name), name).toBe(false);
    }
  });
});

describe("a change document's numbered item title is no demand", () => {
  it.each([
    ['2. Change of site visit date', 'ADDENDUM No. 2'],
    ['3. Revised drawing register', 'Corrigendum 1 to the Invitation to Tender'],
    ['3. Wijziging sluitingstermijn', 'Nota van Inlichtingen 2'],
    ['4) Aangepaste tekeningenlijst', 'Rectificatie aanbestedingsleidraad'],
  ])('%s', (title, where) => {
    expect(titlesAChange(title, [null, where])).toBe(true);
  });

  it('a sentence under it, or a numbered title outside a change document, stays (en and nl)', () => {
    expect(titlesAChange('2. The site visit is moved to 4 May.', ['ADDENDUM No. 2'])).toBe(false);
    expect(titlesAChange('3. Bidders must attach the revised form', ['Addendum 2'])).toBe(false);
    expect(titlesAChange('3. De sluitingstermijn verschuift', ['Nota van Inlichtingen'])).toBe(
      false,
    );
    expect(titlesAChange('2. Change management plan', ['4 Technical requirements'])).toBe(false);
    expect(titlesAChange('3. Wijzigingsbeheer', ['Programma van Eisen'])).toBe(false);
  });
});

describe('acknowledging a change document and a preference goal are never evidence-searched', () => {
  it.each([
    'Tenderers shall confirm receipt of this addendum by signing it and enclosing it with their bid.',
    'Sign each corrigendum and attach it to your tender.',
    'De inschrijver voegt deze nota van inlichtingen ondertekend bij zijn inschrijving.',
    'Bevestig de ontvangst van deze nota van inlichtingen in uw inschrijving.',
  ])('%s', (text) => {
    expect(acknowledgesAChangeDocument(text)).toBe(true);
  });

  it('a demand on the work that names a change stays one (en and nl)', () => {
    expect(acknowledgesAChangeDocument('Describe how you manage changes to the design.')).toBe(
      false,
    );
    expect(
      acknowledgesAChangeDocument('Beschrijf hoe u wijzigingen in de planning verwerkt.'),
    ).toBe(false);
  });

  it('a preference goal by name is no subject for evidence; a demand about it stays one', () => {
    expect(namesAPreferenceGoal('Specific goals')).toBe(true);
    expect(namesAPreferenceGoal('Voorkeurspunten')).toBe(true);
    expect(namesAPreferenceGoal('Describe your B-BBEE status')).toBe(false);
  });

  it('cites no passage for them (en and nl)', async () => {
    const others = ['Describe how you phase the works around school holidays.'];
    expect(
      await quoted(
        [
          'Tenderers shall confirm receipt of this addendum by signing it and enclosing it with their bid.',
          'Preference points',
          ...others,
        ],
        'Our bid team signs and encloses every addendum with the bid; we hold preference points level 1.',
      ),
    ).toEqual([]);
    expect(
      await quoted(
        [
          'De inschrijver voegt deze nota van inlichtingen ondertekend bij zijn inschrijving.',
          'Voorkeurspunten',
          'Beschrijf hoe u de werkzaamheden fasert.',
        ],
        'Ons inschrijfteam voegt elke nota van inlichtingen ondertekend bij de inschrijving; wij hebben voorkeurspunten.',
      ),
    ).toEqual([]);
  });
});
