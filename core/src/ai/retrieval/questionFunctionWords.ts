/**
 * Function words the stop lists (@orama/stopwords, localText.ts) miss, dropped from a question
 * before it is matched (unseen-h10 study, issue 18): adverbs of doubt, frequency and time,
 * "according to" and conjunctions of time. They say how the question is put, not what about,
 * and each list misses words the other language's list has ("before", "only", "during" are
 * English stop words, "voordat", "alleen", "tijdens" are not). Worse than noise: a word no
 * passage says ("maybe", "misschien") weighs as an unknown word in the evidence, three times a
 * known one, so a question asked with "maybe" looked unanswerable.
 *
 * Light verbs that only frame a question, in their forms: "bring", "get", "look at", "brengen",
 * "kijken" (unseen-h12 and h13 studies). Their meaning comes from the words around them ("how are
 * functions brought into the catalogue" asks how they are imported), documents rarely use them,
 * and unknown they weighed as the question's main word. The light verbs that carry a
 * requirement's demand stay content: "make available", "take measures", "put in place",
 * "maatregelen nemen", "laten uitvoeren" (with them, the draft's evidence search, which reads
 * requirements through the same planner, cited an off-topic passage: docs/decisions.md, "Light
 * verbs as question function words: reverted"). "krijgen" stays too ("krijgt … te horen").
 * "plegen" is the Dutch light verb of an activity ("onderhoud plegen", "overleg plegen"): the
 * noun says what (unseen-h21 study).
 *
 * Dutch pronominal adverbs, "er" or "waar" with a preposition ("staat erin", "moeten erop",
 * "gaan ermee akkoord", "waarvoor is hij bedoeld"): they point back at a word of the question or
 * ask about it and are no word of their own, so no stop list has them, and a passage seldom says
 * the same one (unseen-h21 study: "erin" was a word no document says, weighed three times a
 * known word). Not "daar" and "hier" ("daarnaast", "de hiervoor afgesproken termijn"): those
 * point into the text around a requirement, and dropped from the draft's requirement sentences,
 * which the same planner reads, they let a passage sharing the rest be cited off-topic (draft
 * set 4, two citations).
 *
 * Indefinite pronouns ("anything beyond the orders", "anyone we hire", "iedereen"): the Dutch
 * stop list has "iets", "iemand", "niets", "alles", the English one none of "anything",
 * "someone", "everyone", so "anything" weighed as a word no document says (unseen-h22 study).
 *
 * Prepositions neither stop list has ("get onto the framework", "upon request", "towards the
 * buyer", "jegens de opdrachtgever", "middels een formulier"): the lists have "into", "until",
 * "naar", "tot", but not these, so "onto" weighed as a word no document says, three times a known
 * one (unseen-h23 study). Prepositions that carry the question's meaning stay content: "within"
 * and "binnen" a deadline, "without" and "zonder" a negation, "outside" and "buiten" office hours,
 * "per" a rate, "vanaf" a start. "vanuit" stays too: as "daar" and "hier" above, it points into
 * the text around a requirement ("vanuit de applicatie"), and dropped from the draft's
 * requirement sentences it left one Dutch requirement of draft set 3 without evidence.
 */
/** The prepositions of Dutch pronominal adverbs ("erin", "ervoor", "ermee", "waarop"). */
const PREPOSITIONS = [
  ...['aan', 'achter', 'bij', 'binnen', 'boven', 'buiten', 'door', 'in', 'langs', 'mee', 'na'],
  ...['naast', 'om', 'onder', 'op', 'over', 'tegen', 'toe', 'tussen', 'uit', 'van', 'voor'],
];

export const QUESTION_FUNCTION_WORDS: ReadonlySet<string> = new Set([
  ...['maybe', 'perhaps', 'possibly', 'whether', 'also', 'just', 'still', 'really'],
  ...['actually', 'even', 'ever', 'always', 'already', 'anyway', 'somehow', 'sometimes'],
  ...['misschien', 'wellicht', 'volgens', 'voordat', 'nadat', 'tijdens', 'alleen', 'eigenlijk'],
  ...['echt', 'ooit', 'sowieso', 'soms', 'wel'],
  ...['bring', 'brings', 'brought', 'bringing', 'get', 'gets', 'got', 'gotten', 'getting'],
  ...['look', 'looks', 'looked', 'looking'],
  ...['brengen', 'breng', 'brengt', 'bracht', 'brachten', 'gebracht'],
  ...['kijken', 'kijk', 'kijkt', 'keek', 'keken', 'gekeken'],
  ...['plegen', 'pleeg', 'pleegt', 'pleegde', 'pleegden', 'gepleegd'],
  ...['er', 'waar'].flatMap((head) => PREPOSITIONS.map((p) => head + p)),
  ...['anything', 'anyone', 'anybody', 'something', 'someone', 'somebody'],
  ...['everything', 'everyone', 'everybody', 'iedereen', 'niemand'],
  ...['onto', 'upon', 'toward', 'towards', 'amongst', 'unto'],
  ...['jegens', 'middels', 'naartoe'],
]);
