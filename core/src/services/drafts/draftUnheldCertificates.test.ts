/**
 * A certificate the fact sheet does not hold on the day (ended, or with no end read for certain)
 * is never stated by a knowledge-base sentence either (issue 19, item 6): a sentence that names its
 * number without a date of its own ('We are ISO 14001 certified (certificate ENV-2231)', 'het
 * certificaat KZ-7730 is voor drie jaar verlengd') is no evidence on any path a passage's words
 * reach a draft — a requirement's quotes, a section's whole passages, the cloud model's input and
 * answer. The sheet writes its note to check instead, without the number. Wording written for
 * these tests; each path is also run without the numbers, to show that it quoted them before.
 */
import { describe, expect, it } from 'vitest';
import { sheetOfDocuments } from '../factSheet/certificateTestSheet';
import { namesUnheld, unheldNumbers } from '../factSheet/certificateUnheld';
import { CitationRegistry, factPassages } from './draftEvidence';
import { evidenceFinder } from './draftEvidenceFinder';
import { withoutEndedValidity } from './draftEvidenceSentences';
import { CID, KB, retrieverOf } from './draftTestWorld';
import { writeRequirementsWithModel } from './draftWriteModel';
import { writeSection } from './draftWriteSection';
import { scriptedCloudModel } from './scriptedModel';

const TODAY = '2026-11-25';

/** Per language: the company's documents, the sentence that names the number, the demand. */
const CASES = {
  // Ended: the register's row says so; the profile's sentence has no date of its own.
  endedEn: {
    language: 'en' as const,
    documents: [
      'Standard | Certificate | Body | Valid until\nISO 14001 | ENV-2231 | Veritrust Ltd | 31 January 2026',
    ],
    sentence:
      'We are ISO 14001 certified (certificate ENV-2231) and report our carbon footprint every year.',
    number: 'ENV-2231',
    demand: 'The tenderer is certified to ISO 14001 and reports its carbon footprint.',
  },
  endedNl: {
    language: 'nl' as const,
    documents: [
      'Norm | Certificaat | Instelling | Geldig tot\nISO 14001 | MZ-4410 | Certivo B.V. | 31 januari 2026',
    ],
    sentence:
      'Wij zijn ISO 14001-gecertificeerd (certificaat MZ-4410) en rapporteren elk jaar onze CO2-uitstoot.',
    number: 'MZ-4410',
    demand: 'De inschrijver is ISO 14001-gecertificeerd en rapporteert over zijn CO2-uitstoot.',
  },
  // Unsure: no end the reader can place ('for another three years in spring 2024').
  unsureEn: {
    language: 'en' as const,
    documents: [],
    sentence:
      'Our quality system (ISO 9001 certificate QMS-5150, Certivo Ltd, renewed for three years in spring 2024) covers the survey and design of drainage works.',
    number: 'QMS-5150',
    demand: 'Describe how your quality system covers the design of drainage works.',
  },
  unsureNl: {
    language: 'nl' as const,
    documents: [],
    sentence:
      'Ons kwaliteitssysteem (ISO 9001-certificaat KZ-7730 van Certivo B.V., in het voorjaar van 2024 voor drie jaar verlengd) omvat het ontwerp en onderhoud van gemalen.',
    number: 'KZ-7730',
    demand: 'Beschrijf hoe uw kwaliteitssysteem het ontwerp en onderhoud van gemalen omvat.',
  },
};
type Case = (typeof CASES)[keyof typeof CASES];
const ALL = Object.entries(CASES);

const KEPT = {
  en: 'Every site keeps a waste log that the site manager signs each week.',
  nl: 'Op elke bouwplaats houdt de uitvoerder wekelijks een afvallogboek bij.',
};
const passageOf = (c: Case) => `${KEPT[c.language]} ${c.sentence}`;

async function world(c: Case) {
  const sheet = await sheetOfDocuments(...c.documents, c.sentence);
  const sheets = [{ knowledgeBaseId: KB, sheet }];
  return {
    facts: factPassages(sheets, c.language, TODAY),
    unheld: unheldNumbers(sheets, TODAY),
  };
}

const finder = (c: Case, w: Awaited<ReturnType<typeof world>>, unheld: readonly string[]) =>
  evidenceFinder({
    tender: [],
    retriever: retrieverOf(passageOf(c), 'Company profile.pdf'),
    companyId: CID,
    knowledgeBaseIds: [KB],
    factPassages: w.facts,
    projectName: 'p',
    requirementTexts: [c.demand, KEPT[c.language]],
    today: TODAY,
    unheld,
  });

const SECTION = {
  id: 's1',
  kind: 'criterion' as const,
  heading: 'Quality and environment',
  criterionId: null,
  weight: null,
  targetWords: 150,
};

describe('the numbers the fact sheet does not hold on the day', () => {
  it.each(ALL)('%s: its certificate is not held, and the number is named', async (_, c) => {
    const w = await world(c);
    expect(w.unheld).toEqual([c.number]);
    expect(namesUnheld(c.sentence, w.unheld)).toBe(true);
    // Neither the fact sheet's claim nor its note states the number.
    expect(w.facts.map((f) => f.text).join(' ')).not.toContain(c.number);
  });

  it('a number one record holds is not unheld; a number is named only as a whole', async () => {
    const sheet = await sheetOfDocuments(
      'Standard | Certificate | Body | Valid until\nISO 27001 | IS-8841 | Veritrust Ltd | 30 June 2028',
      'Our ISO 27001 certificate IS-8841 covers the hosting of our platform.',
    );
    expect(unheldNumbers([{ knowledgeBaseId: KB, sheet }], TODAY)).toEqual([]);
    expect(namesUnheld('certificaat QMS-51500 en QMS-5150-B', ['QMS-5150'])).toBe(false);
    expect(namesUnheld('(certificate QMS-5150).', ['QMS-5150'])).toBe(true);
  });
});

describe('a sentence naming one is no evidence on any path (issue 19, item 6)', () => {
  it.each(ALL)('%s: not quoted for a requirement, nor given whole', async (_, c) => {
    const w = await world(c);
    const quotedWith = async (unheld: readonly string[]) => {
      const found = await finder(
        c,
        w,
        unheld,
      )({
        ...SECTION,
        requirements: [{ id: 'r1', text: c.demand, documentName: null, page: null }],
      });
      const passages = found.requirements![0]!.passages;
      return [...passages.flatMap((p) => p.sentences ?? []), ...passages.map((p) => p.text)];
    };
    expect((await quotedWith([])).join(' ')).toContain(c.number);
    expect((await quotedWith(w.unheld)).join(' ')).not.toContain(c.number);
  });

  it.each(ALL)('%s: left out of a section written from whole passages', async (_, c) => {
    const w = await world(c);
    const found = await finder(c, w, w.unheld)(SECTION);
    const text = found.company.map((p) => p.text).join(' ');
    expect(text).not.toContain(c.number);
    expect(text).toContain(KEPT[c.language]);
    expect(withoutEndedValidity(passageOf(c), TODAY)).toContain(c.number);
  });

  it.each(ALL)(
    '%s: a cloud model neither reads it nor keeps a sentence naming it',
    async (_, c) => {
      const w = await world(c);
      const given: string[] = [];
      // A model that states the certificate anyway, citing the passage it was given.
      const model = scriptedCloudModel((request) => {
        const context = request.context ?? [];
        given.push(...context.map((p) => p.text));
        const id = context.find((p) => p.id.startsWith('k'))?.id ?? 'k1';
        return `${c.sentence} [${id}]`;
      });
      const ctx = {
        language: c.language,
        companyName: 'Veldhoven',
        writingStyle: '',
        focusAreas: '',
        notes: '',
        profile: '',
        citations: new CitationRegistry(),
        unheld: w.unheld,
      };
      const requirements = [{ id: 'r1', text: c.demand, documentName: null, page: null }];
      // Given the evidence as the finder leaves it, the model never reads the number.
      const found = await finder(c, w, w.unheld)({ ...SECTION, requirements });
      await writeRequirementsWithModel(model, SECTION, found.requirements!, ctx);
      await writeSection(model, await finder(c, w, w.unheld)(SECTION), ctx);
      expect(given.length).toBeGreaterThan(0);
      expect(given.join(' ')).not.toContain(c.number);
      // Given it all the same (a finder without the numbers), its sentence naming it goes.
      const raw = await finder(c, w, [])({ ...SECTION, requirements });
      expect(raw.requirements![0]!.passages.map((p) => p.text).join(' ')).toContain(c.number);
      const written = await writeRequirementsWithModel(model, SECTION, raw.requirements!, ctx);
      expect(written.body).not.toContain(c.number);
      const section = await writeSection(model, await finder(c, w, [])(SECTION), ctx);
      expect(section.body).not.toContain(c.number);
    },
  );
});
