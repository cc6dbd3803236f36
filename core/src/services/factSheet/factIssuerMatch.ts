/**
 * A demand that names the body that issues what it asks for ('Certificate of Good Standing issued
 * by the Social Security Commission', 'verklaring afgegeven door de Belastingdienst') is not met by
 * a fact-sheet sentence about one issued by another body ('We hold: Certificate of Good Standing,
 * issued by Namibia Revenue Agency'): the names match, the document does not (issue 19, item 6).
 * Both bodies must be named for the check to apply; the sentence is then evidence only when one
 * body's name shares a significant word with the other's.
 */

/** 'issued by the X', 'afgegeven door de X': the body's capitalised words after it. */
const ISSUED_BY =
  /\b(?:issued\s+by|afgegeven\s+door|uitgegeven\s+door|verstrekt\s+door)\s+(?:the\s+|de\s+|het\s+)?((?:\p{Lu}[\p{L}.&-]*|of|for|van|voor|der)(?:\s+(?:\p{Lu}[\p{L}.&-]*|of|for|van|voor|der|de))*)/u;

const SMALL = /^(?:of|for|van|voor|der|de|the|and|en|b\.v\.|ltd|\(pty\))$/i;
const significant = (name: string) =>
  name
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w.length >= 3 && !SMALL.test(w));

/** Whether the fact states an issuer other than the one the demand names. */
export function issuedByAnother(demand: string, fact: string): boolean {
  const asked = ISSUED_BY.exec(demand)?.[1];
  const stated = ISSUED_BY.exec(fact)?.[1];
  if (!asked || !stated) return false;
  const own = new Set(significant(stated));
  return !significant(asked).some((w) => own.has(w));
}
