/**
 * The words of software and digital-services tenders (and of supply and installation tenders, and
 * of every tender's insurance demand) that a supplier's evidence says in the other
 * language (issue 19, item 2): translations only, used by the draft's evidence measure on top of
 * the shared bilingual lexicon (lexicon/glossary.ts). Kept out of that lexicon because retrieval
 * ranks with it: the same groups there lowered retrieval-recall (docs/decisions.md). Written as a
 * general vocabulary of the subject, not from one document's wording; single words only.
 */
import { contentWords, stemsOfWord } from '../../ai/localText';
import { EXPANSION_WEIGHTS, type Lexicon } from '../../ai/retrieval/lexicon/lexicon';

interface Group {
  readonly en: readonly string[];
  readonly nl: readonly string[];
}

export const DRAFT_VOCABULARY: readonly Group[] = [
  { en: ['text', 'texts', 'wording'], nl: ['tekst', 'teksten'] },
  { en: ['usability', 'usable'], nl: ['bruikbaarheid', 'bruikbaar', 'gebruiksvriendelijk'] },
  {
    en: ['scale', 'scaling', 'scalable', 'scalability'],
    nl: ['schalen', 'opschalen', 'afschalen', 'schaalbaar', 'schaalbaarheid'],
  },
  { en: ['deploy', 'deployment', 'rollout'], nl: ['uitrollen', 'uitrol'] },
  { en: ['version', 'versions'], nl: ['versie', 'versies'] },
  { en: ['monitor', 'monitoring'], nl: ['monitoren', 'bewaken', 'bewaking'] },
  { en: ['backup', 'backups'], nl: ['reservekopie', 'back-up'] },
  { en: ['restore', 'recovery', 'recover'], nl: ['herstel', 'herstellen', 'terugzetten'] },
  { en: ['configuration', 'configure'], nl: ['configuratie', 'configureren'] },
  { en: ['integration', 'integrate'], nl: ['integratie', 'koppeling'] },
  { en: ['encryption', 'encrypted', 'encrypt'], nl: ['versleuteling', 'versleuteld', 'encryptie'] },
  { en: ['licence', 'license', 'licensed'], nl: ['licentie', 'licenties'] },
  { en: ['standard', 'standards'], nl: ['standaard', 'standaarden'] },
  { en: ['design', 'designed'], nl: ['ontwerp', 'ontworpen'] },
  { en: ['developer', 'developers'], nl: ['ontwikkelaar', 'ontwikkelaars'] },
  { en: ['verification', 'verify'], nl: ['verificatie', 'verifieren', 'controleren'] },
  { en: ['risk', 'risks'], nl: ['risico', 'risicos'] },
  { en: ['analysis'], nl: ['analyse'] },
  { en: ['network', 'connection'], nl: ['netwerk', 'verbinding'] },
  { en: ['clear', 'plain', 'understandable'], nl: ['duidelijk', 'helder', 'begrijpelijk'] },
  { en: ['short', 'concise'], nl: ['kort', 'beknopt'] },
  { en: ['step', 'steps'], nl: ['stap', 'stappen'] },
  { en: ['guideline', 'guidelines'], nl: ['richtlijn', 'richtlijnen'] },
  { en: ['skills', 'skill'], nl: ['vaardigheden', 'vaardigheid'] },
  { en: ['communication', 'communicate'], nl: ['communicatie', 'communiceren'] },
  { en: ['automatic', 'automatically', 'automated'], nl: ['automatisch', 'geautomatiseerd'] },
  { en: ['proven'], nl: ['bewezen', 'beproefd'] },
  // Equipment, its installation and upkeep, and the bidder's cover: the words of supply and
  // installation tenders (hardware, devices, fitted systems) and of every tender's insurance demand.
  { en: ['equipment', 'appliances'], nl: ['apparatuur', 'toestellen'] },
  { en: ['lifespan', 'lifetime', 'lifecycle'], nl: ['levensduur', 'levenscyclus'] },
  { en: ['energy'], nl: ['energie'] },
  { en: ['consumption'], nl: ['verbruik'] },
  { en: ['warranty', 'warranties', 'guarantee'], nl: ['garantie', 'garanties'] },
  { en: ['maintenance', 'servicing'], nl: ['onderhoud', 'onderhouden'] },
  { en: ['liability'], nl: ['aansprakelijkheid'] },
  { en: ['insurance', 'insured', 'policy'], nl: ['verzekering', 'verzekerd', 'polis'] },
  { en: ['occurrence', 'incident'], nl: ['gebeurtenis', 'voorval'] },
  // Vehicles and their footprint: the words of vehicle and fleet tenders and of every tender's
  // sustainability criterion.
  { en: ['emission', 'emissions'], nl: ['emissie', 'emissies', 'uitstoot'] },
  { en: ['electric', 'electrical'], nl: ['elektrisch', 'elektrische'] },
  { en: ['drive', 'propulsion', 'drivetrain'], nl: ['aandrijving'] },
  { en: ['sustainability', 'sustainable'], nl: ['duurzaamheid', 'duurzaam'] },
  { en: ['crew'], nl: ['bemanning'] },
  // The people a service in homes and public places deals with: the words of housing, care and
  // works-in-occupied-buildings tenders (thirteenth set: 'kwetsbare bewoners' answered by an
  // English policy on 'vulnerable residents').
  { en: ['vulnerable'], nl: ['kwetsbaar', 'kwetsbare'] },
  // Works in a town and what they cause its people: the words of every construction tender's
  // nuisance criterion (eighteenth set: 'Beperking van hinder (geluid, trillingen, verkeer)'
  // answered by an English nuisance control procedure).
  { en: ['nuisance', 'disturbance'], nl: ['hinder', 'overlast'] },
  { en: ['vibration', 'vibrations'], nl: ['trilling', 'trillingen'] },
  { en: ['noise', 'noisy'], nl: ['geluid', 'lawaai'] },
  { en: ['traffic'], nl: ['verkeer'] },
  {
    en: ['resident', 'residents', 'tenant', 'tenants', 'occupant', 'occupants'],
    nl: ['bewoner', 'bewoners', 'huurder', 'huurders'],
  },
  // Carrying people who need help: the words of pupil, patient and day-care transport tenders
  // (sixteenth set: 'Begeleiding van leerlingen met een beperking' answered by an English
  // guideline on assisting pupils with a disability).
  { en: ['pupil', 'pupils', 'student', 'students'], nl: ['leerling', 'leerlingen'] },
  {
    en: ['disability', 'disabilities', 'disabled', 'impairment'],
    nl: ['beperking', 'beperkingen', 'handicap'],
  },
  {
    en: ['assistance', 'assist', 'escort', 'escorting'],
    nl: ['begeleiding', 'begeleiden', 'begeleider'],
  },
  { en: ['passenger', 'passengers'], nl: ['passagier', 'passagiers', 'reiziger', 'reizigers'] },
  // Work far from a base: the words of every field-service tender's remote sites (sixteenth set:
  // 'Experience in remote … locations' answered by a Dutch annual report's 'afgelegen plekken').
  { en: ['remote', 'isolated'], nl: ['afgelegen'] },
  {
    en: ['location', 'locations', 'site', 'sites'],
    nl: ['locatie', 'locaties', 'plek', 'plekken'],
  },
];

/** The lexicon with the vocabulary's translations added to a word's expansions. */
export function withVocabulary(
  base: Lexicon,
  groups: readonly Group[] = DRAFT_VOCABULARY,
): Lexicon {
  const byStem = new Map<string, Set<string>>();
  const link = (from: readonly string[], to: readonly string[]) => {
    const targets = to.flatMap((w) => stemsOfWord(w));
    for (const w of from) {
      for (const s of stemsOfWord(w)) {
        const set = byStem.get(s) ?? new Set<string>();
        targets.forEach((t) => set.add(t));
        byStem.set(s, set);
      }
    }
  };
  for (const g of groups) {
    link(g.en, g.nl);
    link(g.nl, g.en);
  }
  const cache = new Map<string, ReturnType<Lexicon['expand']>>();
  return {
    split: (word) => base.split(word),
    indexTerms: (word) => base.indexTerms(word),
    expand(word) {
      let out = cache.get(word);
      if (!out) {
        const own = stemsOfWord(word);
        const expanded = base.expand(word);
        const have = new Set([...own, ...expanded.map((e) => e.term)]);
        const extra = own
          .flatMap((s) => [...(byStem.get(s) ?? [])])
          .filter((t) => !have.has(t) && have.add(t))
          .map((term) => ({ term, weight: EXPANSION_WEIGHTS.translation }));
        out = extra.length ? [...extra, ...expanded] : expanded;
        cache.set(word, out);
      }
      return out;
    },
  };
}

/** A Dutch word this long is found inside a compound ('verzekering' in 'aansprakelijkheidsverzekering'). */
const COMPOUND_PART = 6;

/**
 * A requirement's words in the other language, by the vocabulary ('Equipment lifecycle and energy
 * use' → 'apparatuur toestellen levensduur levenscyclus energie'), or null when it has none.
 * Retrieval ranks with the shared lexicon only, so a passage that says the requirement in the
 * other language in the vocabulary's words is otherwise never a candidate to be measured. A Dutch
 * compound says each vocabulary word it is made of.
 */
export function otherLanguageQuery(
  query: string,
  groups: readonly Group[] = DRAFT_VOCABULARY,
): string | null {
  const words = contentWords(query).map((w) => w.toLowerCase());
  const stems = new Set(words.flatMap((w) => stemsOfWord(w)));
  const said = (group: readonly string[], compounds: boolean) =>
    group.some(
      (w) =>
        stemsOfWord(w).some((s) => stems.has(s)) ||
        (compounds &&
          w.length >= COMPOUND_PART &&
          words.some((x) => x.length > w.length && x.includes(w))),
    );
  const other = groups.flatMap((g) => [
    ...(said(g.en, false) ? g.nl : []),
    ...(said(g.nl, true) ? g.en : []),
  ]);
  return other.length ? [...new Set(other)].join(' ') : null;
}
