/**
 * One certificate written in two places (issue 19, item 6, set 13): a register row gives its
 * number and expiry, the printed copy its body's full name; a tender table names the body short
 * ('SAI Global', 'Compass') where a letter or the copy writes it in full. Two readings are the same
 * certificate when they name the same scheme (and level) and the same number, or when one gives
 * no number and both give the same expiry date — then each fills the details the other left
 * empty, and a body's short name takes the full name that starts with it. Details that disagree
 * (two expiries of one number: a renewal that kept its number) fill nothing. A body named short on
 * any certificate takes the one full name the knowledge base writes for it elsewhere.
 */
import type { Certificate } from '../../model/factSheet';

type Detail = 'issuer' | 'number' | 'issuedOn' | 'expiresOn';
const DETAILS: Detail[] = ['issuer', 'number', 'issuedOn', 'expiresOn'];

const sameKind = (a: Certificate, b: Certificate) =>
  a.scheme === b.scheme &&
  a.level === b.level &&
  (a.scheme !== 'BRL' || a.name.toLowerCase() === b.name.toLowerCase());

/** Whether b is another reading of a's certificate. */
function twins(a: Certificate, b: Certificate): boolean {
  if (a === b || !sameKind(a, b)) return false;
  if (a.number && b.number) return a.number === b.number;
  return Boolean(a.expiresOn && a.expiresOn === b.expiresOn && (a.number || b.number));
}

/**
 * 'SAI Global' is a short name of 'SAI Global Assurance Services Pty Ltd': word by word. So is the
 * short name a full name gives itself in brackets: 'SCVB' of 'Stichting Certificatie Veiligheid
 * Benedenwinds (SCVB)', as a register writes the body its copy names in full.
 */
export const shortNameOf = (short: string, full: string) =>
  full.length > short.length &&
  ((full.startsWith(short) && /^[\s,]/.test(full.slice(short.length))) ||
    (!/\s/.test(short) && full.endsWith(` (${short})`)));

/** The one value the twins agree on for a detail (a short body name gives way to its full name). */
function agreed(values: string[], detail: Detail): string | null {
  const distinct = [...new Set(values)];
  if (distinct.length === 1) return distinct[0]!;
  if (detail !== 'issuer') return null;
  const full = distinct.filter((v) => !distinct.some((o) => shortNameOf(v, o)));
  return full.length === 1 && distinct.every((v) => v === full[0] || shortNameOf(v, full[0]!))
    ? full[0]!
    : null;
}

/**
 * A body named short on one certificate ('SGS' on an old copy's letterhead) whose full name the
 * knowledge base writes on another ('SGS Nederland B.V.'): the full name, when only one fits.
 */
function fullNameOf(issuer: string | null, issuers: readonly string[]): string | null {
  if (!issuer) return issuer;
  const full = [...new Set(issuers.filter((o) => shortNameOf(issuer, o)))];
  const longest = full.filter((f) => !full.some((o) => shortNameOf(f, o)));
  return longest.length === 1 && full.every((f) => f === longest[0] || shortNameOf(f, longest[0]!))
    ? longest[0]!
    : issuer;
}

/**
 * Certificates whose issuer is only a bare name in brackets beside the number ('EC 24114
 * (Compass)'), which may name a place or a site as well as a body: it counts only as the short
 * name of a body the knowledge base writes in full on another certificate, and is dropped if not.
 */
const bracketIssuers = new WeakSet<Certificate>();
export const issuerOnlyIfKnownElsewhere = (c: Certificate) => bracketIssuers.add(c);

/** Each certificate with the details its twins give where it has none (or a short body name). */
export function completeFromTwins(certificates: readonly Certificate[]): Certificate[] {
  const issuers = certificates.flatMap((c) =>
    c.issuer && !bracketIssuers.has(c) ? [c.issuer] : [],
  );
  const resolved = certificates.map((c) => {
    if (!bracketIssuers.has(c)) return c;
    const full = fullNameOf(c.issuer, issuers);
    return { ...c, issuer: full !== c.issuer ? full : null };
  });
  return completeEach(resolved).map((c) => ({ ...c, issuer: fullNameOf(c.issuer, issuers) }));
}

function completeEach(certificates: readonly Certificate[]): Certificate[] {
  return certificates.map((c) => {
    const others = certificates.filter((o) => twins(c, o));
    if (others.length === 0) return c;
    const out = { ...c };
    for (const detail of DETAILS) {
      const values = [c, ...others].map((o) => o[detail]).filter((v): v is string => Boolean(v));
      const value = agreed(values, detail);
      if (value && (c[detail] === null || (detail === 'issuer' && shortNameOf(c[detail]!, value))))
        out[detail] = value;
    }
    return out;
  });
}
