/**
 * De-duplication across chunks (overlapping chunks and repeated profiles say the same thing):
 * facts with the same key collapse into the one with the most details, and among equals the one
 * whose citation quote is shortest (the most precise passage).
 */
import {
  CERTIFICATE_SCHEMES,
  type CertificateScheme,
  type FactCitation,
} from '../../model/factSheet';
import { type ExtractedFacts, emptyFacts } from './ruleExtractor';
import { completeFromTwins } from './certificateTwins';
import { withdrawnOnDay } from './certificateWithdrawals';

const norm = (s: string | null | undefined) =>
  (s ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9à-ÿ]+/g, ' ')
    .trim();

function filled(fact: object): number {
  return Object.entries(fact).filter(([k, v]) => k !== 'citation' && v !== null && v !== '').length;
}

function dedupe<T extends { citation: FactCitation }>(
  facts: readonly T[],
  key: (f: T) => string,
  score: (f: T) => number = filled,
): T[] {
  const best = new Map<string, T>();
  for (const f of facts) {
    const k = key(f);
    const held = best.get(k);
    if (
      !held ||
      score(f) > score(held) ||
      (score(f) === score(held) && f.citation.quote.length < held.citation.quote.length)
    )
      best.set(k, f);
  }
  return [...best.values()];
}

export function mergeFacts(parts: readonly ExtractedFacts[]): ExtractedFacts {
  const all = emptyFacts();
  for (const p of parts) {
    all.certificates.push(...p.certificates);
    all.registrations.push(...p.registrations);
    all.referenceProjects.push(...p.referenceProjects);
    all.keyPeople.push(...p.keyPeople);
    all.turnover.push(...p.turnover);
    all.headcount.push(...p.headcount);
  }
  const order = (s: CertificateScheme) => CERTIFICATE_SCHEMES.indexOf(s);
  // A certificate written in two places is completed by its other reading first; the reading
  // that gave the most details itself keeps the citation (it quotes them).
  const completed = completeFromTwins(all.certificates);
  const own = new Map(completed.map((c, i) => [c, filled(all.certificates[i]!)]));
  return {
    // One certificate per scheme (and BRL number or CO2 level), unless numbers tell them apart.
    certificates: dedupe(
      completed,
      (c) =>
        `${c.scheme}|${c.scheme === 'BRL' ? norm(c.name) : ''}|${c.level ?? ''}|${norm(c.number)}`,
      // A reading dated by its withdrawal ends the certificate, whatever its copy's term.
      (c) => (own.get(c) ?? filled(c)) + (withdrawnOnDay(c) ? 100 : 0),
    )
      .filter(
        (c, _, list) =>
          c.number ||
          !list.some(
            (o) =>
              o !== c &&
              o.number &&
              o.scheme === c.scheme &&
              o.level === c.level &&
              (c.scheme !== 'BRL' || norm(o.name) === norm(c.name)),
          ),
      )
      .sort((a, b) => order(a.scheme) - order(b.scheme) || a.name.localeCompare(b.name)),
    // One registration per number; a number a certificate has is that certificate's.
    registrations: dedupe(
      all.registrations.filter(
        (r) => !all.certificates.some((c) => norm(c.number) === norm(r.number)),
      ),
      (r) => norm(r.number),
    ),
    referenceProjects: dedupe(all.referenceProjects, (p) => norm(p.title)),
    keyPeople: dedupe(all.keyPeople, (p) => `${norm(p.name)}|${norm(p.role)}`),
    turnover: dedupe(all.turnover, (t) => `${t.year ?? ''}|${t.amount}`).sort(
      (a, b) => (b.year ?? 0) - (a.year ?? 0),
    ),
    headcount: dedupe(all.headcount, (h) => `${h.year ?? ''}|${h.count}`).sort(
      (a, b) => (b.year ?? 0) - (a.year ?? 0),
    ),
  };
}

export function schemesOf(facts: ExtractedFacts): CertificateScheme[] {
  const present = new Set(facts.certificates.map((c) => c.scheme));
  return CERTIFICATE_SCHEMES.filter((s) => present.has(s));
}
