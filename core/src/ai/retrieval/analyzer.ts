/**
 * The lexical analyzer of knowledge-base search (issue 7) is the local model's `terms`
 * (core/src/ai/localText.ts): words folded to lower case without diacritics, Dutch and English
 * stop words dropped (@orama/stopwords), every word indexed under both its Dutch and its English
 * Snowball stem (@orama/stemmers). A company's evidence mixes both languages and a question may
 * come in either, so one analyzer for both beats guessing a language per chunk; and BM25 and the
 * local embedding then see the same terms.
 */
export { terms as analyze } from '../localText';
