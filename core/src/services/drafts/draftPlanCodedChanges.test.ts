/**
 * Set 22's classes of the plan (issue 19, item 1), in both languages with wording written for these
 * tests: a pass/fail table whose header row says 'Qualification criterion' (singular) is the
 * qualification part; a notice that gives a coded demand's new wording ('S2 becomes: …', 'S2
 * wordt: …') or a change table's row that names the code ('3 Clause 5.2, S2 …') replaces the
 * demand it changes, in the qualification section, and the old figure is no longer planned.
 */
import { describe, expect, it } from 'vitest';
import { criterion, planOf, requirementsBySection } from './planTestWorld';

const criteria = (a: string, b: string) => [criterion(a, 50), criterion(b, 50)];

describe('coded changes and a singular qualification header', () => {
  it('en: the table under "Qualification criterion" is planned, S2 also as the notice words it', () => {
    const plan = planOf(
      [
        '5 Evaluation',
        '5.1 Minimum requirements (pass or fail)',
        'S Qualification criterion',
        'S1 At least four years of operating cold-storage depots',
        'S2 Average yearly revenue of at least EUR 800,000 in 2023-2025',
        '6 Clarification notice',
        '1. Question: is a consortium allowed? Answer: yes.',
        'S2 becomes: Average yearly revenue of at least EUR 500,000 in 2023-2025.',
      ].join('\n\n'),
      criteria('Delivery plan', 'Quality assurance'),
      'en',
    );
    const sections = requirementsBySection(plan);
    const qualification = (sections['Qualification'] ?? []).join('\n');
    expect(qualification).toMatch(/S1 At least four years/);
    expect(qualification).toMatch(/EUR 500,000/);
    expect(qualification).toMatch(/EUR 800,000/); // as first written, kept as a reworded demand is
  });

  it('nl: "S2 wordt:" in een nota van inlichtingen staat bij de eis onder de geschiktheid', () => {
    const plan = planOf(
      [
        '3 Geschiktheidseisen',
        'S1 Eén referentie van het herstellen van kademuren van ten minste 300 meter',
        'S2 Een gemiddelde jaaromzet van ten minste € 900.000 over 2023-2025',
        '7 Nota van inlichtingen',
        '1. Vraag: mag een combinatie inschrijven? Antwoord: ja.',
        'S2 wordt: een gemiddelde jaaromzet van ten minste € 600.000 over 2023-2025.',
      ].join('\n\n'),
      criteria('Plan van aanpak', 'Risicobeheersing'),
      'nl',
    );
    const geschiktheid = (requirementsBySection(plan)['Geschiktheid'] ?? []).join('\n');
    expect(geschiktheid).toMatch(/S1 Eén referentie/);
    expect(geschiktheid).toMatch(/€ 600\.000/);
    expect(geschiktheid).toMatch(/€ 900\.000/);
  });

  it('en and nl: a change row that names clause and code is planned with the coded demand', () => {
    const en = planOf(
      [
        '4 Selection',
        '4.2 Selection requirements',
        'T1 Company registered for at least six (6) years',
        'ADDENDUM No. 2',
        '3 Clause 4.2, T1 Company registered for at least four (4) years',
      ].join('\n\n'),
      criteria('Method statement', 'Staffing'),
      'en',
    );
    const qualification = (requirementsBySection(en)['Qualification'] ?? []).join('\n');
    expect(qualification).toMatch(/T1 Company registered for at least four \(4\) years/);
    expect(qualification).toMatch(/six \(6\)/);
    const nl = planOf(
      [
        '3 Geschiktheidseisen',
        'T1 Ingeschreven in het Handelsregister sinds ten minste zes jaar',
        'NOTA VAN INLICHTINGEN 2',
        '2 Paragraaf 3, T1 Ingeschreven in het Handelsregister sinds ten minste vier jaar',
      ].join('\n\n'),
      criteria('Plan van aanpak', 'Planning'),
      'nl',
    );
    const geschiktheid = (requirementsBySection(nl)['Geschiktheid'] ?? []).join('\n');
    expect(geschiktheid).toMatch(
      /T1 Ingeschreven in het Handelsregister sinds ten minste vier jaar/,
    );
    expect(geschiktheid).toMatch(/zes jaar/);
  });
});
