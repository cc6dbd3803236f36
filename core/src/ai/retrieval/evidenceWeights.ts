/**
 * The weights of a passage's evidence score (lexicalIndex.ts `evidenceParts`), each chosen or
 * measured on the evaluation sets as its comment says.
 */
import { UNFILLED_SLOT_CAP } from './abstention';

/**
 * The evidence's idf counts at least this many passages: in a project of three passages every
 * word it has would otherwise look common and every word it lacks decisive, and the score would
 * measure the project's size, not the passage.
 */
export const EVIDENCE_MIN_PASSAGES = 500;
/**
 * A question word the documents have in no form weighs this much more in the evidence: a name or
 * a thing none of the documents mentions ("Rijkswaterstaat", "parking spaces") is the surest sign
 * that they do not answer. Chosen on the evaluation set.
 */
export const UNKNOWN_WORD_FACTOR = 3;
/**
 * The evidence, at most, of a passage whose document does not name what the question names (see
 * namedElsewhere): under the threshold, so it never answers, and ranked as a passage on the topic.
 */
export const NAMED_ELSEWHERE_CAP = UNFILLED_SLOT_CAP;

/**
 * The weight of a question word that names the passage's document (a tender's name:
 * NamedDocuments.namingTerms) against its idf in the evidence: once the name has chosen the
 * document (another tender's passage is capped, NAMED_ELSEWHERE_CAP), it says little about whether
 * this passage answers. Measured on the gated and studied sets (docs/decisions.md, "Abstention on
 * questions nobody tuned on"): at 0.5, 6 more questions without an answer abstain for 4 answers.
 */
export const NAMING_WEIGHT = 0.5;
