/**
 * Dutch writes the plural and the diminutive of an abbreviation or a short word after an
 * apostrophe: "pdf's", "sms'en", "sms'je", "cv'tjes" (unseen-h18 study). The plural's "s" and
 * "en" are no content words anyway; the diminutive's "je", "jes", "tje", "tjes" were read as a
 * word of their own, one no document says, which weighed three times a known word against every
 * passage (lexicalIndex.ts, an unknown word). Read in the question as the word it is a
 * diminutive of ("sms'jes": sms).
 */
const DIMINUTIVE = /(?<=[\p{L}\p{N}])['’]t?jes?(?![\p{L}\p{N}])/gu;

/** The text with every diminutive suffix written after an apostrophe left out. */
export function withoutDiminutiveSuffixes(text: string): string {
  return /['’]/.test(text) ? text.replace(DIMINUTIVE, '') : text;
}
