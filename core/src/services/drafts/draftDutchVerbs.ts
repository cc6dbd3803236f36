/**
 * Dutch past participles as the verb they are a form of, for the draft's evidence measure (issue
 * 19, draft coverage round 3). The Snowball stemmer leaves 'opgehaald' apart from 'ophalen',
 * 'uitgevoerd' from 'uitvoeren', 'getest' from 'testen': a requirement 'zorgt dat apps die tekst
 * kunnen ophalen' was not met by 'door de app periodiek opgehaald'. The participle's form is
 * regular — a separable prefix or none, 'ge', the verb's stem, and 'd' or 't' (dropped after a
 * stem that ends in 't': 'getest') — so the stem is read from the word, with no list of verbs.
 * Only added to a sentence's words for measuring; what the draft quotes is unchanged. A word that
 * only looks like a participle ('gebied') adds a stem that matches nothing.
 */

/** A separable prefix before 'ge' ('op|ge|haald', 'uit|ge|voerd', 'vast|ge|legd'). */
const PREFIX =
  'op|af|uit|aan|in|mee|toe|terug|door|over|bij|na|vast|weg|voor|om|samen|tegen|vrij|neer|los';
const PARTICIPLE = new RegExp(
  `(?<![\\p{L}\\p{N}])(${PREFIX})?ge(\\p{Ll}{3,}?)([dt])(?![\\p{L}\\p{N}])`,
  'gu',
);

/** The text with the verb forms of its Dutch participles added ('opgehaald' → 'ophaal ophaald'). */
export function withVerbStems(text: string): string {
  const extra: string[] = [];
  for (const m of text.toLowerCase().matchAll(PARTICIPLE)) {
    const base = `${m[1] ?? ''}${m[2]}`;
    // 'opgehaald' → 'ophaal'; 'getest' → 'test' (the participle's 't' is the stem's own).
    extra.push(base, `${base}${m[3]}`);
  }
  return extra.length ? `${text} ${extra.join(' ')}` : text;
}
