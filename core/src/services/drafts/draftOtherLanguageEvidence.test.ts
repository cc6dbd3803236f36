/**
 * Evidence in the other language, found on the ninth draft-coverage set (issue 19, item 2), in both
 * languages with wording written for these tests: a supplier's passage that states an equipment
 * demand, or its insurance, in the other language was never retrieved (retrieval ranks with the
 * shared lexicon, which lacks these words) nor measured as an answer. The draft vocabulary now
 * holds the words of equipment, its upkeep and the bidder's cover, and a requirement is also looked
 * up by its words in the other language. On the tenth set, so are the words of vehicles and
 * their footprint (emissions, electric drive, sustainability, crew): a Dutch criterion on
 * emissions was a gap beside the supplier's English passage on its electric appliances.
 */
import { describe, expect, it } from 'vitest';
import { evidenceFinder } from './draftEvidenceFinder';
import { CID, KB, retrieverFinding } from './draftTestWorld';
import { otherLanguageQuery } from './draftVocabulary';

const quotedFrom = async (
  requirement: string,
  others: readonly string[],
  passage: string,
  words: readonly string[],
) => {
  const found = await evidenceFinder({
    tender: [],
    retriever: retrieverFinding(passage, words),
    companyId: CID,
    knowledgeBaseIds: [KB],
    factPassages: [],
    projectName: 'p',
    requirementTexts: [requirement, ...others],
  })({
    id: 's1',
    kind: 'criterion',
    heading: 'Approach',
    criterionId: null,
    weight: null,
    targetWords: 100,
    requirements: [{ id: 'r1', text: requirement, documentName: null, page: null }],
  });
  return found.requirements![0]!.passages.flatMap((p) => [...(p.sentences ?? [])]);
};

const EN_OTHERS = ['Describe how you train the caretakers.', 'State the price per locker bank.'];
const NL_OTHERS = ['Beschrijf hoe je de conciërges opleidt.', 'Noem de prijs per kluizenwand.'];

describe('a requirement is looked up and answered in the other language', () => {
  it('says a requirement in the other language by the vocabulary', () => {
    expect(otherLanguageQuery('Equipment lifespan and energy consumption')).toMatch(
      /apparatuur.*levensduur.*energie/,
    );
    expect(otherLanguageQuery('Een aansprakelijkheidsverzekering')).toMatch(/liability.*insurance/);
    expect(otherLanguageQuery('Describe the colour of the doors')).toBeNull();
  });

  it('en: equipment lifespan and energy, answered by a Dutch passage', async () => {
    const passage =
      'DUURZAAMHEID\nWij kiezen apparatuur met een levensduur van minstens tien jaar en een laag energieverbruik per dag.';
    expect(
      (
        await quotedFrom('Equipment lifespan and energy consumption', EN_OTHERS, passage, [
          'levensduur',
        ])
      ).length,
    ).toBeGreaterThan(0);
  });

  it('nl: aansprakelijkheidsverzekering, beantwoord door een Engelse passage', async () => {
    const passage =
      'INSURANCE\nOur liability insurance policy with Harbour Mutual covers EUR 3 million per occurrence.';
    expect(
      (
        await quotedFrom(
          'U hebt een aansprakelijkheidsverzekering met een dekking van € 1.000.000 per gebeurtenis.',
          NL_OTHERS,
          passage,
          ['insurance'],
        )
      ).length,
    ).toBeGreaterThan(0);
  });
});

describe('vehicles and their footprint, in the other language (set 10)', () => {
  it('says the words in the other language by the vocabulary', () => {
    expect(otherLanguageQuery('Duurzaamheid en emissies')).toMatch(/emission.*sustainability/);
    expect(otherLanguageQuery('Electric drive')).toMatch(/elektrisch.*aandrijving/);
  });

  it('nl: emissiearme aandrijving, beantwoord door een Engelse passage', async () => {
    const passage =
      'CLEANER VANS\nSince 2024 our delivery vans have an electric drive, cutting our emissions per parcel by half.';
    expect(
      (
        await quotedFrom(
          'Ervaring met elektrische aandrijving en lagere emissies',
          NL_OTHERS,
          passage,
          ['electric'],
        )
      ).length,
    ).toBeGreaterThan(0);
  });

  it('en: sustainability and emissions, answered by a Dutch passage', async () => {
    const passage =
      'SCHONER VERVOER\nSinds 2024 rijden onze bestelwagens elektrisch; de emissies per pakket zijn gehalveerd en duurzaamheid weegt mee bij elke aankoop.';
    expect(
      (
        await quotedFrom('Sustainability and emissions of the delivery fleet', EN_OTHERS, passage, [
          'emissie',
        ])
      ).length,
    ).toBeGreaterThan(0);
  });
});
