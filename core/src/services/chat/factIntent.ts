/**
 * What fact a chat question asks for (issue 18, item 5): the deadline, the award criteria or their
 * weights, a length limit, the contract's value, the buyer or the procedure. A question's words
 * are read through the bilingual procurement lexicon (their stems, a Dutch compound's parts and
 * their translations), so each intent is a few English concepts and a Dutch question reaches them
 * the way retrieval does ("sluitingsdatum" → close, date, deadline; "opdrachtgever" → buyer):
 * no list of Dutch phrasings to keep in step. A few Dutch words the lexicon does not translate
 * are named beside their English concept. Kinds whose words overlap a neighbour's (knock-out
 * "criteria", a "maximum" length, lots, duration, how to submit, language) are named first in
 * factKindWords.ts.
 */
import { contentWords, stemsOfWord } from '../../ai/localText';
import type { Lexicon } from '../../ai/retrieval/lexicon/lexicon';
import type { DeadlineKind, RequirementKind } from '../../model/documentFacts';
import { askedRequirementTopics } from './askedRequirement';
import { askedKindWord, asksMoney } from './factKindWords';

export type FactIntent =
  | { readonly kind: 'deadline'; readonly deadline: DeadlineKind | null }
  | { readonly kind: 'criteria' }
  | { readonly kind: 'weights' }
  | { readonly kind: 'limits' }
  | { readonly kind: 'value' }
  | { readonly kind: 'buyer' }
  | { readonly kind: 'procedure' }
  // Named so that their question is not read as a neighbouring kind (a knock-out as an award
  // criterion, a length as a value); factKindAnswers.ts answers them from their own facts only.
  | { readonly kind: 'knockouts'; readonly requirements: readonly RequirementKind[] }
  | { readonly kind: 'duration' }
  | { readonly kind: 'lots' }
  | { readonly kind: 'submission' }
  | { readonly kind: 'language' }
  // What the tender requires of a kind with no fact of its own (certificates, insurance,
  // references): the requirement facts whose text states it (askedRequirement.ts).
  // `number`: the question asks how many or how much, so only a requirement stating one answers.
  | { readonly kind: 'required'; readonly topics: readonly RegExp[]; readonly number: boolean };

/** An expansion at least this strong counts as the word (translations, compound parts). */
const MIN_WEIGHT = 0.7;

/** A concept: its words' stems (English, and Dutch where the lexicon has no translation). */
const concept = (...words: string[]): ReadonlySet<string> =>
  new Set(words.flatMap((w) => stemsOfWord(w)));

const C = {
  deadline: concept('deadline', 'cutoff', 'due'),
  close: concept('closing', 'close'),
  date: concept('date', 'time', 'day'),
  submit: concept('submit', 'submission', 'send', 'deliver', 'upload'),
  bid: concept('bid', 'tender', 'offer', 'proposal', 'quote', 'quotation', 'response'),
  question: concept('question', 'questions', 'clarification', 'query'),
  opening: concept('opening'),
  award: concept('award', 'awarded', 'awarding'),
  start: concept('start', 'commence', 'begin'),
  evaluate: concept('evaluate', 'evaluation', 'assess', 'assessment', 'score', 'scoring'),
  weight: concept('weight', 'weighting', 'percentage', 'ratio', 'wegingsfactor'),
  price: concept('price', 'cost'),
  quality: concept('quality'),
  limit: concept('limit', 'maximum', 'max', 'most', 'length', 'long'),
  page: concept('page', 'pages'),
  word: concept('word', 'words', 'woord', 'woorden', 'character', 'characters', 'teken'),
  value: concept('value', 'worth', 'budget', 'ceiling'),
  valueContext: concept('contract', 'estimated', 'estimate', 'total', 'opdracht', 'tender'),
  buyer: concept('buyer', 'purchaser'),
  procedure: concept('procedure'),
  procedureContext: concept('tender', 'procurement', 'type', 'kind', 'open', 'restricted'),
} as const;

/** "when", "wanneer", "by what date", "hoe laat": the question asks for a date. */
const ASKS_WHEN =
  /\b(when|wanneer|what date|which date|what time|welke datum|hoe laat|tot wanneer|uiterlijk)\b/i;
/** "how many", "hoeveel": the question asks for a number. */
const ASKS_HOW_MANY = /\b(how many|how much|how long|hoeveel|hoe lang|hoe groot)\b/i;
/** The buyer's names of two words (their words alone mean other things). */
const BUYER_PHRASE =
  /\b(contracting (authority|entity|agency)|awarding authority|aanbestedende (dienst|instantie))\b/i;
/** A word with "criteri" in it: criteria, criterion, criterium, gunningscriteria, subcriteria. */
const CRITERIA_WORD = /criteri/i;

/** Dutch submission words the lexicon may not split ("inschrijfdatum"). */
const SUBMIT_WORD = /inschrij|indien/i;

/** The value concept from the question's words other than "maximum" (no money word itself). */
function moneyTermsAlone(question: string, lexicon: Lexicon | null): boolean {
  const terms = questionTerms(question.replace(/\bmaxim\w*/gi, ' '), lexicon);
  const has = (c: ReadonlySet<string>) => [...c].some((t) => terms.has(t));
  return has(C.value) && (has(C.valueContext) || ASKS_HOW_MANY.test(question));
}

/** The question's terms: each content word's stems, a compound's parts and its translations. */
export function questionTerms(question: string, lexicon: Lexicon | null): Set<string> {
  const out = new Set<string>();
  for (const word of contentWords(question)) {
    for (const t of lexicon ? lexicon.indexTerms(word) : stemsOfWord(word)) out.add(t);
    for (const e of lexicon?.expand(word) ?? []) if (e.weight >= MIN_WEIGHT) out.add(e.term);
  }
  return out;
}

/** The fact a question asks for, or null (then retrieval answers it). */
export function factIntent(question: string, lexicon: Lexicon | null): FactIntent | null {
  // A kind named in the words bid managers use comes first: its neighbours share words with it
  // (a knock-out "criterion", a "maximum" length, a "bid" submitted how or when).
  const named = askedKindWord(question);
  if (named) return named;
  const terms = questionTerms(question, lexicon);
  const has = (c: ReadonlySet<string>) => [...c].some((t) => terms.has(t));
  const criteria = CRITERIA_WORD.test(question);
  const when = ASKS_WHEN.test(question);
  // What is asked for (certificates, insurance …) is the asked kind, not a party the question
  // names as who asks ("vraagt de opdrachtgever"); a date asked about them stays a date.
  const topics = askedRequirementTopics(question);
  if (topics.length && !when) {
    return { kind: 'required', topics, number: ASKS_HOW_MANY.test(question) };
  }

  if (has(C.weight) && (criteria || has(C.evaluate) || has(C.price) || has(C.quality))) {
    return { kind: 'weights' };
  }
  if (criteria && (has(C.award) || has(C.evaluate) || contentWords(question).length <= 2)) {
    return { kind: 'criteria' };
  }
  if ((has(C.evaluate) || has(C.award)) && has(C.bid) && /\b(how|hoe)\b/i.test(question)) {
    return { kind: 'criteria' };
  }
  const deadline =
    has(C.deadline) ||
    (has(C.close) && has(C.date)) ||
    (when && [C.submit, C.bid, C.question, C.award, C.start, C.opening].some((c) => has(c)));
  if (deadline) {
    const kind: DeadlineKind | null = has(C.question)
      ? 'questions'
      : has(C.opening)
        ? 'opening'
        : has(C.award)
          ? 'award'
          : has(C.start)
            ? 'start'
            : has(C.submit) || has(C.bid) || has(C.close)
              ? 'submission'
              : null;
    return {
      kind: 'deadline',
      deadline: kind ?? (SUBMIT_WORD.test(question) ? 'submission' : null),
    };
  }
  if ((has(C.page) || has(C.word)) && (has(C.limit) || ASKS_HOW_MANY.test(question))) {
    return { kind: 'limits' };
  }
  // "maximum"/"maximaal" is no money word: only a money word makes a value question.
  if (asksMoney(question) || (has(C.value) && moneyTermsAlone(question, lexicon))) {
    return { kind: 'value' };
  }
  if (has(C.buyer) || BUYER_PHRASE.test(question)) return { kind: 'buyer' };
  if (has(C.procedure) && (has(C.procedureContext) || contentWords(question).length <= 2)) {
    return { kind: 'procedure' };
  }
  return null;
}
