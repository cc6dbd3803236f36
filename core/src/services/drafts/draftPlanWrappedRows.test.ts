/**
 * Classes of the plan found on the eighteenth draft-coverage set (issue 19, items 1 and 5), each
 * in both languages with wording written for these tests:
 * - an award row whose name cell wraps ('4 Experience in maintaining pumping stations for water'
 *   | 'boards (last three years) 25') is no heading: as main heading 4 it took every '4.x'
 *   section of the document, the mandatory demands and the turnover among them;
 * - a part of mandatory requirements or of the bidder's financial capability ('Stage 1:
 *   Mandatory requirements', 'Financial capability', 'Financiële capaciteit') is the qualification;
 * - a demand that names its criterion by number ('Experience under criterion 3 shall be shown
 *   by …', 'Bij criterium 2 …') belongs to that criterion; a page limit that does is a limit.
 */
import { describe, expect, it } from 'vitest';
import type { AwardCriterionFact } from '../../model/documentFacts';
import { planDraft } from './draftPlanTender';
import { requirementsBySection, tenderPassage } from './planTestWorld';

/** A criterion as the facts quote a PDF row read as text ('3 Name 25'). */
const row = (n: string, name: string, points: number): AwardCriterionFact => ({
  value: { name, weight: null, points, parent: null },
  page: 1,
  quote: `${n} ${name} ${points}`,
});

const planOfPage = (lines: string[], criteria: AwardCriterionFact[], language: 'en' | 'nl') =>
  planDraft({
    confirmed: [],
    extracted: criteria,
    tender: [tenderPassage(lines.join('\n\n'))],
    limits: [],
    language,
  });

describe('a wrapped award row is no heading, and the demands keep their parts', () => {
  it('en: the mandatory part, the turnover and the numbered criterion', () => {
    const criteria = [
      row('1', 'Maintenance approach and response times', 40),
      row('2', 'Spare parts and workshop capacity', 30),
      row(
        '3',
        'Experience in maintaining pumping stations for water boards (last three years)',
        30,
      ),
    ];
    const p = planOfPage(
      [
        '5 EVALUATION OF TENDERS',
        'Tenders are evaluated in two stages.',
        '5.1 Stage 1: Mandatory requirements',
        'Bidders who fail to provide any of the following shall be disqualified.',
        'M1 Valid certificate of registration with the Water Services Regulator Certified copy',
        'M2 Proof of public liability cover of at least EUR 2,000,000 Copy of policy',
        '5.2 Stage 2: Technical evaluation',
        'No. Technical criterion Maximum marks',
        '1 Maintenance approach and response times 40',
        '2 Spare parts and workshop capacity 30',
        '3 Experience in maintaining pumping stations for water boards (last three',
        'years) 30',
        '5.3 Written responses',
        'The maintenance approach under criterion 1 shall not exceed six pages.',
        'Experience under criterion 3 shall be demonstrated by at least two contracts of similar size, each with a reference letter.',
        '5.4 Financial capability',
        'The bidder shall have an average annual turnover of at least EUR 5,000,000 over the last two years.',
      ],
      criteria,
      'en',
    );
    const sections = requirementsBySection(p);
    const qualification = (sections['Qualification'] ?? []).join('\n');
    expect(qualification).toMatch(/M1 Valid certificate of registration/);
    expect(qualification).toMatch(/M2 Proof of public liability/);
    expect(qualification).toMatch(/average annual turnover/);
    const experience = (
      sections['Experience in maintaining pumping stations for water boards (last three years)'] ??
      []
    ).join('\n');
    expect(experience).toMatch(/^Experience in maintaining pumping stations/);
    expect(experience).toMatch(/under criterion 3 shall be demonstrated/);
    expect(experience).not.toMatch(/M1|turnover/);
    expect(JSON.stringify(sections)).not.toMatch(/shall not exceed six pages/);
  });

  it('nl: het numerieke criterium en de financiële capaciteit', () => {
    const criteria = [
      row('1', 'Plan van aanpak onderhoud gemalen', 50),
      row('2', 'Ervaring met onderhoud van gemalen voor waterschappen (laatste drie', 30),
      row('3', 'Duurzaamheid', 20),
    ];
    criteria[1] = row(
      '2',
      'Ervaring met onderhoud van gemalen voor waterschappen (laatste drie jaar)',
      30,
    );
    const p = planOfPage(
      [
        '4.1 Financiële capaciteit',
        'De inschrijver heeft een gemiddelde jaaromzet van ten minste € 3.000.000 over de laatste twee boekjaren.',
        '4.2 Gunningscriteria',
        'Nr. Criterium Punten',
        '1 Plan van aanpak onderhoud gemalen 50',
        '2 Ervaring met onderhoud van gemalen voor waterschappen (laatste drie',
        'jaar) 30',
        '3 Duurzaamheid 20',
        '4.3 Toelichting',
        'Bij criterium 2 toont de inschrijver ten minste twee vergelijkbare opdrachten aan met een referentieverklaring.',
      ],
      criteria,
      'nl',
    );
    const sections = requirementsBySection(p);
    expect((sections['Geschiktheid'] ?? []).join('\n')).toMatch(/gemiddelde jaaromzet/);
    const ervaring = (
      sections['Ervaring met onderhoud van gemalen voor waterschappen (laatste drie jaar)'] ?? []
    ).join('\n');
    expect(ervaring).toMatch(/Bij criterium 2 toont de inschrijver/);
    expect(ervaring).not.toMatch(/jaaromzet/);
  });
});
