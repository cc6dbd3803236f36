/**
 * Classes of the plan found on the sixteenth draft-coverage set (issue 19, item 1), each in both
 * languages with wording written for these tests:
 * - a part titled by its letter ('Part C Compliance Criteria' | 'C.1 …', 'Deel C Geschiktheid' |
 *   'C.1 …') is a main heading: read as a caption, the part was never entered and its demands
 *   stood under the timetable's last row;
 * - compliance criteria (checked Yes/No before the scoring) are the qualification, and a bound on
 *   an answer's length standing among them is no demand to plan there;
 * - a chapter's numbered title with its dateline on the next line ('6. Addendum No. 1' | 'Issued:
 *   4 May 2027', '6. Nota van Inlichtingen nr. 1' | 'Zwolle, 3 mei 2027') is a heading, not an
 *   item planned as a demand;
 * - a demand lowered or raised to a new figure ('The turnover requirement is reduced from … to …',
 *   'De eis wordt verlaagd naar …') is planned where the demand it changes stands;
 * - an amendment's frame ('… is amended to read: …') is no part of its subject.
 */
import { describe, expect, it } from 'vitest';
import { changedTo } from './draftAmendedDemands';
import { boundsTheAnswersLength } from './draftCriterionTitles';
import { planDraft } from './draftPlanTender';
import { requirementSubject } from './draftRequirementSubject';
import { readUnits } from './draftRequirementUnits';
import { criterion, requirementsBySection, tenderPassage } from './planTestWorld';

const planOf = (text: string, names: string[], language: 'en' | 'nl') =>
  planDraft({
    confirmed: [],
    extracted: names.map((n, i) => criterion(n, i === names.length - 1 ? 40 : 60)),
    tender: [tenderPassage(text)],
    limits: [],
    language,
  });

const EN_TENDER = [
  'Part A The Request\nA.1 The Council invites Tenders for the upkeep of its cemeteries.',
  'Part B Timetable\nAll times are local time.',
  'Event Date Time',
  'Closing Time Friday 14 May 2027 –',
  'Part C Compliance Criteria\nC.1 The following are checked on a Yes/No basis.',
  'No. Compliance criterion Assessment',
  'CC1 The Tenderer holds a current waste carrier licence Yes / No',
  "CC2 Employer's liability insurance cover of at least $5,000,000 per claim Yes / No",
  'C.2 Tenderers must have achieved a minimum annual turnover of $800,000 in each of the last two years.',
  'C.3 The summary of the grounds maintenance method shall not exceed 600 words.',
  'Part D Evaluation\nD.1 Tenders are scored on quality and price.',
].join('\n\n');

const NL_TENDER = [
  'Deel A De opdracht\nA.1 De gemeente besteedt het onderhoud van haar begraafplaatsen aan.',
  'Deel B Planning\nAlle tijden zijn lokale tijd.',
  'Sluiting inschrijving vrijdag 14 mei 2027 –',
  'Deel C Geschiktheid\nC.1 Aan de onderstaande eisen moet op de sluitingsdatum zijn voldaan.',
  'Eis Omschrijving',
  'G1 De inschrijver beschikt over een erkenning als hoveniersbedrijf',
  'G2 De inschrijver heeft een jaaromzet van ten minste € 800.000',
  'C.2 Het plan van aanpak beslaat niet meer dan 4 pagina’s.',
  'Deel D Gunning\nD.1 De inschrijvingen worden beoordeeld op kwaliteit en prijs.',
].join('\n\n');

describe('a part titled by its letter is a main heading', () => {
  it('en: the compliance criteria are planned as the qualification', () => {
    const plan = planOf(EN_TENDER, ['Grounds maintenance method', 'Price'], 'en');
    const qualification = (requirementsBySection(plan)['Qualification'] ?? []).join('\n');
    expect(qualification).toMatch(/waste carrier licence/);
    expect(qualification).toMatch(/Employer's liability insurance cover/);
    expect(qualification).toMatch(/minimum annual turnover of \$800,000/);
    // The bound on an answer's length is the section's budget, no demand on the company.
    expect(qualification).not.toMatch(/shall not exceed 600 words/);
  });

  it('nl: de geschiktheidseisen van een deel met een letter worden gepland', () => {
    const plan = planOf(NL_TENDER, ['Plan van aanpak onderhoud', 'Prijs'], 'nl');
    const geschiktheid = (requirementsBySection(plan)['Geschiktheid'] ?? []).join('\n');
    expect(geschiktheid).toMatch(/erkenning als hoveniersbedrijf/);
    expect(geschiktheid).toMatch(/jaaromzet van ten minste € 800\.000/);
    expect(geschiktheid).not.toMatch(/niet meer dan 4 pagina/);
  });
});

describe('a bound on the length in the qualification part', () => {
  it.each([
    ['The method summary shall not exceed 600 words.', true],
    ['Het plan van aanpak beslaat niet meer dan 4 pagina’s.', true],
    // A coded item is a demand that may also bound its length.
    ['S3 Vision on the handover: at most 30 points; no more than two pages.', false],
    ['K3 Visie op de overdracht: maximaal 30 punten, niet meer dan twee A4.', false],
  ])('%s', (text, bound) => {
    expect(boundsTheAnswersLength(text)).toBe(bound);
  });
});

describe("a chapter's title with its dateline is a heading", () => {
  it('en', () => {
    const units = readUnits(
      '6. Addendum No. 1\nIssued: Tuesday 4 May 2027\n\n1. The closing time is moved.',
    );
    expect(units[0]).toEqual({ kind: 'heading', text: '6. Addendum No. 1' });
    expect(units.some((u) => /4 May 2027/.test(u.text))).toBe(false);
  });

  it('nl', () => {
    const units = readUnits(
      '6. Nota van Inlichtingen nr. 1\nZwolle, 3 mei 2027\n\nDeze nota hoort bij het bestek.',
    );
    expect(units[0]).toEqual({ kind: 'heading', text: '6. Nota van Inlichtingen nr. 1' });
  });

  it('a numbered item whose next line is no date stays an item', () => {
    expect(readUnits('6. Mow the verges\nonce a fortnight.')[0]?.kind).toBe('item');
  });
});

describe('a demand changed to a new figure is planned where the demand stands', () => {
  it('en: the reduced turnover joins the qualification', () => {
    const plan = planOf(
      [
        '3. Selection criteria\n3.1 Tenderers must have a minimum annual turnover of £2 million.',
        '4. Award\n4.1 Tenders are scored on quality and price.',
        '5. Addendum No. 1\nIssued: 4 May 2027',
        'Answer 2: The turnover requirement is reduced from £2 million to £1 million.',
      ].join('\n\n'),
      ['Grounds maintenance method', 'Price'],
      'en',
    );
    expect((requirementsBySection(plan)['Qualification'] ?? []).join('\n')).toMatch(
      /reduced from £2 million to £1 million/,
    );
  });

  it('nl: de verlaagde omzeteis komt bij de geschiktheid', () => {
    const plan = planOf(
      [
        '3. Geschiktheidseisen\n3.1 De inschrijver heeft een gemiddelde jaaromzet van ten minste € 900.000 over de laatste drie boekjaren.',
        '4. Gunning\n4.1 De inschrijvingen worden beoordeeld op kwaliteit en prijs.',
        '6. Nota van Inlichtingen nr. 1\nZwolle, 3 mei 2027',
        'Antwoord: De eis wordt verlaagd naar een gemiddelde jaaromzet van ten minste € 600.000.',
      ].join('\n\n'),
      ['Plan van aanpak onderhoud', 'Prijs'],
      'nl',
    );
    expect((requirementsBySection(plan)['Geschiktheid'] ?? []).join('\n')).toMatch(
      /De eis wordt verlaagd naar een gemiddelde jaaromzet van ten minste € 600\.000/,
    );
  });

  it('a page limit raised is no changed demand', () => {
    expect(changedTo('The page limit is increased from 4 pages to 5 pages.')).toBeNull();
    expect(changedTo('De sluitingsdatum wordt verplaatst naar 27 mei 2027.')).toBeNull();
  });
});

describe("an amendment's frame is no part of its subject", () => {
  it.each([
    [
      'Criterion CC2 is amended to read: Public liability insurance cover of at least $10,000,000 per occurrence.',
      /^Public liability insurance cover of per occurrence/,
    ],
    [
      'Eis G4 wordt gewijzigd in: de inschrijver beschikt over een erkenning als hoveniersbedrijf.',
      /^de inschrijver beschikt over een erkenning als hoveniersbedrijf|^erkenning als hoveniersbedrijf|^een erkenning als hoveniersbedrijf/i,
    ],
  ])('%s', (text, subject) => {
    expect(requirementSubject(text)).toMatch(subject);
    expect(requirementSubject(text)).not.toMatch(/amended|gewijzigd/);
  });
});
