/**
 * Function words the stop lists (@orama/stopwords, localText.ts) miss, dropped from a question
 * before it is matched (unseen-h10 study, issue 18): adverbs of doubt, frequency and time,
 * "according to" and conjunctions of time. They say how the question is put, not what about,
 * and each list misses words the other language's list has ("before", "only", "during" are
 * English stop words, "voordat", "alleen", "tijdens" are not). Worse than noise: a word no
 * passage says ("maybe", "misschien") weighs as an unknown word in the evidence, three times a
 * known one, so a question asked with "maybe" looked unanswerable.
 */
export const QUESTION_FUNCTION_WORDS: ReadonlySet<string> = new Set([
  ...['maybe', 'perhaps', 'possibly', 'whether', 'also', 'just', 'still', 'really'],
  ...['actually', 'even', 'ever', 'always', 'already', 'anyway', 'somehow', 'sometimes'],
  ...['misschien', 'wellicht', 'volgens', 'voordat', 'nadat', 'tijdens', 'alleen', 'eigenlijk'],
  ...['echt', 'ooit', 'sowieso', 'soms', 'wel'],
]);
