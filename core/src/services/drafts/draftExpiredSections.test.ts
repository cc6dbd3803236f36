import { describe, expect, it } from 'vitest';
import { evidenceFinder } from './draftEvidenceFinder';
import { withoutEndedValidity } from './draftEvidenceSentences';
import { quoted, retrieverOf } from './draftTestWorld';

/**
 * Wording written for these tests (issue 19, item 6): a section drafted from whole passages (no
 * requirements of its own) never states an expired certificate as held — its sentence, number
 * and issuer are left out of the passage the section is written from, in English and Dutch.
 */
const TODAY = '2026-11-25';
const SECTION = {
  id: 's1',
  kind: 'criterion' as const,
  heading: 'Privacy and information security',
  criterionId: null,
  weight: null,
  targetWords: 100,
};
async function sectionPassages(text: string, today: string | undefined = TODAY) {
  const found = await evidenceFinder({
    tender: [],
    retriever: retrieverOf(text, 'Security.pdf'),
    companyId: 'c1',
    knowledgeBaseIds: ['kb1'],
    factPassages: [],
    projectName: 'p',
    requirementTexts: [],
    today,
  })(SECTION);
  return found.company.map((p) => p.text).join('\n');
}

const KEPT = 'We encrypt all backups and test restores every quarter.';
const EXPIRED: [string, string][] = [
  [
    'Our ISO 27701 certificate (PRV-3381, issued by DNV) expired on 30 June 2026; a new audit is planned for spring 2027.',
    'PRV-3381',
  ],
  ['The ISO 22301 certificate BCM-112 lapsed on 1 March 2026 and was not renewed.', 'BCM-112'],
  [
    'We were certified for ISO 14001 (certificate no. ENV-0907, issued by Kiwa) until 31 May 2026.',
    'ENV-0907',
  ],
  [
    "Ons ISO 9001-certificaat, nummer KW-5560, afgegeven door Lloyd's Register, is op 15 april 2026 verlopen.",
    'KW-5560',
  ],
  [
    'Het Cyber Essentials Plus-certificaat CEP-7713 van IASME was geldig tot 1 augustus 2026 en is niet verlengd.',
    'CEP-7713',
  ],
  [
    'Certificaat NEN 7510, certificaatnummer ZR-2204, liep af op 28 februari 2026; de hercertificering volgt in 2027.',
    'ZR-2204',
  ],
];

describe('a section without requirements never states an expired certificate (issue 19, item 6)', () => {
  it.each(EXPIRED)('leaves out %s', async (sentence, number) => {
    const text = await sectionPassages(
      `${KEPT} ${sentence}\n\nWe report incidents within 24 hours.`,
    );
    expect(text).not.toContain(number);
    expect(text).toContain(KEPT);
    expect(text).toContain('We report incidents within 24 hours.');
  });

  it('leaves it out also for a caller that gives no date', async () => {
    const [sentence, number] = EXPIRED[0]!;
    expect(await sectionPassages(`${KEPT} ${sentence}`, undefined)).not.toContain(number);
  });

  it('keeps a certificate that is still valid, and the passage unchanged', async () => {
    const valid =
      'Ons ISO 27001-certificaat (IS-9921, afgegeven door BSI) is geldig tot en met 31 december 2027.';
    expect(await sectionPassages(`${KEPT} ${valid}`)).toBe(`${KEPT} ${valid}`);
    expect(withoutEndedValidity(`${KEPT}\n\n${valid}`, TODAY)).toBe(`${KEPT}\n\n${valid}`);
  });

  it('takes the certificate named in the sentence before an ended validity with it', () => {
    const text =
      'Certificaat ISO 45001 voor veilig werken, nummer VW-31.\nGeldig tot en met 31 januari 2026.\n\nWe werken met vaste teams.';
    expect(withoutEndedValidity(text, TODAY)).toBe('We werken met vaste teams.');
  });
});

/**
 * The requirement path drops a sentence whose validity ended as the whole-passage path does, and
 * a caller that gives no date gets today's: a requirement that asks for the certificate is a gap,
 * never answered with the expired one (issue 19, item 6). Dates long past, so they stay expired.
 */
describe('a requirement is never answered with an expired certificate, with or without a date', () => {
  const CASES: [string, string, string, string][] = [
    [
      'Suppliers must hold a current ISO 27701 certificate for privacy management.',
      'Our ISO 27701 certificate for privacy management (PRV-3381, issued by DNV) expired on 30 June 2024.',
      'PRV-3381',
      'We encrypt all backups and test restores every quarter.',
    ],
    [
      'De inschrijver beschikt over een geldig ISO 27701-certificaat voor privacybeheer.',
      'Ons ISO 27701-certificaat voor privacybeheer, nummer KW-5560, afgegeven door Kiwa, is op 15 april 2024 verlopen.',
      'KW-5560',
      'Wij versleutelen alle back-ups en testen elk kwartaal het herstel.',
    ],
  ];
  it.each(CASES)('%s', async (requirement, expired, number, other) => {
    const said = await quoted([requirement], `${other} ${expired}`);
    expect(said.join(' ')).not.toContain(number);
  });
});
