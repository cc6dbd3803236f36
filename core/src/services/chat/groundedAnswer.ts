/**
 * What the chat answers when the documents cannot (issue 18): the question's language (with a
 * note for a German or French question, answered in English), which sources a question may be
 * answered from, and the fixed answers for a question without content words and for a question
 * the documents do not answer. These answers are stored as the assistant's message, in the
 * question's language, like the model's own text (the local model's fallback lives beside it in
 * localModel.ts).
 */
import { contentWords } from '../../ai/localText';

export type AnswerLanguage = 'en' | 'nl';
export type ForeignLanguage = 'de' | 'fr';

const NL_MARKERS =
  /\b(de|het|een|van|en|voor|niet|wordt|zijn|met|op|dat|bij|aan|ons|onze|wij|welke|wat|hoe|waar|wanneer|toe|maak|voeg|korter|sectie|onderdeel|kun|kunt|je|jij|moeten|moet)\b/gi;
const EN_MARKERS =
  /\b(the|and|of|to|for|with|on|that|by|are|is|this|our|what|which|how|where|when|make|add|shorter|section|part|can|could|you|must|should|do|does)\b/gi;
const DE_MARKERS =
  /\b(der|die|das|und|ist|nicht|wann|welche|welcher|was|wie|für|mit|ein|eine|einen|ich|wir|sie|bis|angebot|ausschreibung|frist|muss|müssen|auf|den|dem|des|zu)\b/gi;
const FR_MARKERS =
  /\b(le|la|les|et|est|une|des|du|quelle|quelles|quel|quand|pour|avec|dans|sur|qui|que|offre|appel|délai|date|doit|nous|vous|pas|au|aux)\b/gi;

const count = (text: string, markers: RegExp) => text.match(markers)?.length ?? 0;

/**
 * The language to answer in: the message's own (English or Dutch), else (too short to tell) the
 * user's; a German or French message is answered in English, with `foreign` set so that the
 * answer can say so.
 */
export function questionLanguage(
  text: string,
  fallback: AnswerLanguage,
): { language: AnswerLanguage; foreign: ForeignLanguage | null } {
  const nl = count(text, NL_MARKERS);
  const en = count(text, EN_MARKERS);
  const de = count(text, DE_MARKERS);
  const fr = count(text, FR_MARKERS);
  const best = Math.max(nl, en);
  if (de > best + 1 && de >= fr) return { language: 'en', foreign: 'de' };
  if (fr > best + 1) return { language: 'en', foreign: 'fr' };
  return { language: nl === en ? fallback : nl > en ? 'nl' : 'en', foreign: null };
}

/** The note before an answer to a German or French question. */
export const FOREIGN_NOTE: Readonly<Record<ForeignLanguage, string>> = {
  de: 'Your question seems to be in German. I can answer in English or Dutch only, so here is the answer in English.',
  fr: 'Your question seems to be in French. I can answer in English or Dutch only, so here is the answer in English.',
};

/**
 * Before an answer quoting passages in the other language than the question's: what follows is
 * the document's, in its language ("The document, in English, says: …").
 */
export const SAYS_IN: Readonly<Record<AnswerLanguage, Readonly<Record<AnswerLanguage, string>>>> = {
  en: { en: 'The document, in English, says:', nl: 'The document, in Dutch, says:' },
  nl: { en: 'Het document zegt, in het Engels:', nl: 'Het document zegt, in het Nederlands:' },
};

/** The answer when the documents do not say. */
export const NOT_IN_DOCUMENTS: Readonly<Record<AnswerLanguage, string>> = {
  en: "The documents do not say. I found no passage in this project's documents that answers your question, so I will not guess.",
  nl: 'Dat staat niet in de documenten. Ik vond geen passage in de documenten van dit project die je vraag beantwoordt, dus ik ga niet gokken.',
};

/** The same when the knowledge bases were searched too. */
export const NOT_IN_DOCUMENTS_OR_KNOWLEDGE: Readonly<Record<AnswerLanguage, string>> = {
  en: "The documents do not say. I found no passage in this project's documents or in your knowledge bases that answers your question, so I will not guess.",
  nl: 'Dat staat niet in de documenten. Ik vond geen passage in de documenten van dit project of in je kennisbanken die je vraag beantwoordt, dus ik ga niet gokken.',
};

/** The answer to a question made only of stop words ("what is it?"). */
export const NO_CONTENT_WORDS: Readonly<Record<AnswerLanguage, string>> = {
  en: 'Your question has no words I can look up in the documents. Ask about something specific, for example "What is the deadline for submitting the tender?"',
  nl: 'Je vraag bevat geen woorden die ik in de documenten kan opzoeken. Vraag naar iets concreets, bijvoorbeeld "Wat is de deadline voor het indienen van de inschrijving?"',
};

/**
 * The question without the words that name where to look ("in the knowledge base", "in de
 * kennisbank"): they say which sources to search, not what the passage must say.
 */
export function searchText(text: string): string {
  return text.replace(
    /\b(in|from|uit)?\s*(the|our|my|de|onze|mijn)?\s*(knowledge ?bases?|kennisbank(en)?)\b/gi,
    ' ',
  );
}

/** "What is this tender about?", "Waar gaat deze aanbesteding over?" */
const ABOUT_WHAT =
  /\b(what\s+is\s+(this|the)\s+(\w+\s+)?(tender|procurement|contract|project|rfq|rfp|rfi)\s+about|waar\s+gaat\s+(deze|de|dit|het)\s+(\w+\s+)?(aanbesteding|opdracht|project|inkoop)\s+over)\b/i;

/**
 * A request to summarise ("Summarise the main tender document", "Vat ... samen"): it asks about
 * the document as a whole, which no single passage covers, so it is answered from the best
 * passages without the evidence threshold.
 */
export function isSummaryRequest(text: string): boolean {
  return (
    /\b(summar(y|ise|ize|ising|izing)|overview|samenvatting|samenvatten|vat\b[^.?!]*\bsamen|overzicht)\b/i.test(
      text,
    ) || ABOUT_WHAT.test(text)
  );
}

/** True when the message has words to search for. */
export function hasContentWords(text: string): boolean {
  return contentWords(text).length > 0;
}

/** The user names the knowledge base, the company's own evidence, or other tenders. */
const ASKS_FOR_KNOWLEDGE =
  /\b(knowledge ?bases?|kennisbank(en)?|we|our|us|ours|wij|we|ons|onze|company|bedrijf|organisation|organization|organisatie|other tenders?|previous tenders?|earlier tenders?|andere aanbesteding(en)?|eerdere aanbesteding(en)?|vorige aanbesteding(en)?|references?|referenties?|evidence|bewijs)\b/i;

/** The user asks about other tenders or the knowledge base by name: not this tender's facts. */
const ASKS_FOR_OTHER_SOURCES =
  /\b(knowledge ?bases?|kennisbank(en)?|other tenders?|previous tenders?|earlier tenders?|andere aanbesteding(en)?|eerdere aanbesteding(en)?|vorige aanbesteding(en)?)\b/i;

/** Whether this project's facts may answer: not when the user asks about other sources. */
export function mayUseProjectFacts(text: string): boolean {
  return !ASKS_FOR_OTHER_SOURCES.test(text);
}

/** The question is about the tender itself: its procedure, dates, criteria, buyer, value. */
const ABOUT_THE_TENDER =
  /\b(tender|tenders|tendering|bid|bids|deadline|closing|due|submission|submit|award|awarded|criteria|criterion|weights?|weighting|buyer|contracting|authority|lots?|estimated|value|procedure|aanbesteding|inschrijving|inschrijven|offerte|deadline|sluitingsdatum|termijn|indienen|gunning|gunningscriteria|criteria|weging|aanbestedende|opdrachtgever|percelen|perceel|waarde|procedure|bestek|leidraad)\b/i;

/**
 * Whether the knowledge bases may answer: not for a question about the tender itself, which the
 * project's documents answer (a knowledge base may hold another tender's documents, whose dates
 * and criteria are not this one's), unless the user asks for the company's own evidence or the
 * knowledge base by name.
 */
export function mayUseKnowledgeBases(text: string, projectHasDocuments: boolean): boolean {
  if (!projectHasDocuments) return true;
  return ASKS_FOR_KNOWLEDGE.test(text) || !ABOUT_THE_TENDER.test(text);
}
