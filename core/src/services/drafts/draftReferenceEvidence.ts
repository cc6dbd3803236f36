/**
 * A demand for references (issue 19, item 2): 'must nominate three referees from clients …',
 * 'toont dit aan met een referentieverklaring', 'two client references for similar contracts'.
 * What answers it is a reference — a referee list, a client's reference statement, a case study
 * that names its client — never a passage that only says what the company does. Measured on its
 * other words ('marine services', 'vergelijkbare opdracht … personen per dag'), the group profile
 * outscored the referee list and the reference statement in both languages (sixteenth set: both
 * off-topic citations). Like a turnover demand's amount (draftTurnoverEvidence.ts), the kind of
 * document is a condition the passage must meet, not one more word to share.
 */
import { fallsShort } from './draftAmounts';

/**
 * A demand that asks for references: 'referee(s)', client references, 'referentie(s)',
 * 'referentieverklaring', 'referentieproject', or a count of projects done ('at least two culvert
 * survey projects for a council', 'ten minste drie vergelijkbare opdrachten'; twentieth set: the
 * group profile's line on what the company does was cited for it). Not 'with reference to',
 * 'reference number', 'terms of reference', 'referentiekader', 'referentiewaarde'.
 */
const ASKS =
  /\b(?:at\s+least|a\s+minimum\s+of|ten\s+minste|minimaal|minstens)\s+(?:\d{1,2}|two|three|four|five|twee|drie|vier|vijf)\s+(?:\(\d\)\s+)?(?:[\p{L}-]+\s+){0,4}?[\p{L}-]*(?:projects|contracts|assignments|opdrachten|projecten|contracten)\b|\breferees?\b|\b(?:client|customer|\d|two|three|four|five)\s+references\b|\breferences?\s+(?:from|letters?|statements?|projects?|contracts?|sites?)\b|\breferentie(?:s|verklaring(?:en)?|project(?:en)?|opdracht(?:en)?|brief|brieven)?\b(?!\s*(?:kader|waarde|nummer))|\breferent(?:en)?\b/iu;

/**
 * A passage that is a reference or names one: it says referee, reference or referentie, or it
 * records a contract's client by its field ('Client: …', 'Opdrachtgever: …', 'Klant: …').
 */
const IS_A_REFERENCE =
  /\breferees?\b|\breferences?\b|\breferentie|\breferent(?:en)?\b|\b(?:client|customer|klant|opdrachtgever)\s*[:|]/iu;

export const asksForReferences = (requirement: string) => ASKS.test(requirement);

export const isAReference = (text: string) => IS_A_REFERENCE.test(text);

/**
 * Whether a passage can answer the demand at all, whatever its words: it does not fall short of
 * the demand's minimum amount (draftAmounts.ts), and it is a reference when references are asked.
 */
export function meetsTheDemand(requirement: string): (text: string) => boolean {
  const references = asksForReferences(requirement);
  return (text) => !fallsShort(requirement, text) && (!references || isAReference(text));
}
