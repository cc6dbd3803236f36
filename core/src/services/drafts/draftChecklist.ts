/**
 * The knock-out checklist of a draft (issues 8 and 19): the tender's knock-out and suitability
 * requirements (tender understanding) as whole requirements — no sentence fragments, each once —
 * with where the tender states them, each met (with its evidence) or open; 'not applicable' is
 * the user's to set.
 */
import { formatAmount } from '../../documents/brief/phrases';
import type { DraftChecklistItem } from '../../model/draft';
import type { RequirementFact } from '../../model/documentFacts';
import type { CompanyFactSheet } from '../../model/factSheet';
import { validityOn } from '../factSheet/certificateValidity';
import type { CitationRegistry } from './draftEvidence';
import { registrationFor } from './draftRegistrationCheck';

const MET_EVIDENCE = {
  certificate: { en: 'Certificate', nl: 'Certificaat' },
  turnover: { en: 'Turnover', nl: 'Omzet' },
  references: { en: 'Reference projects', nl: 'Referentieprojecten' },
  registration: { en: 'Licence or registration', nl: 'Vergunning of registratie' },
} as const;

/**
 * Each requirement 'met' only when the fact sheet proves it — a named certificate the company
 * holds (not expired), a turnover at least the amount asked, as many reference projects as asked
 * — with that fact's citation; everything else (exclusion grounds, declarations, suitability) stays
 * 'open' for the bid manager to confirm. Never 'met' on a guess.
 */
/** A requirement that does not start as a sentence does is a fragment of one. */
function isWhole(text: string): boolean {
  const words = text.split(/\s+/).filter((w) => /\p{L}{2}/u.test(w)).length;
  return words >= 5 && /^[\p{Lu}\d("“‘'•-]/u.test(text.trim());
}

/** The requirements worth a checklist row: whole, once each (the same clause is often repeated). */
function checklistRequirements<R extends RequirementFact>(requirements: readonly R[]): R[] {
  const seen = new Set<string>();
  return requirements.filter((r) => {
    const key = r.value.text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
    if (!isWhole(r.value.text) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function knockOutChecklist(
  requirements: readonly (RequirementFact & { readonly documentName?: string })[],
  sheets: readonly { knowledgeBaseId: string; sheet: CompanyFactSheet }[],
  citations: CitationRegistry,
  language: 'en' | 'nl',
  today: string,
): DraftChecklistItem[] {
  return checklistRequirements(requirements).map((r, i) => {
    const item: DraftChecklistItem = {
      id: `r${i + 1}`,
      requirement: r.value.text,
      kind: r.value.kind,
      documentName: r.documentName ?? null,
      page: r.page,
      status: 'open',
      evidence: null,
      citationIds: [],
    };
    const text = r.value.text;
    const cite = (
      kbId: string,
      c: { documentId: string; documentName: string; page: number | null; quote: string },
    ) =>
      citations.cite(
        {
          id: '',
          text: c.quote,
          origin: {
            source: 'knowledgeBase',
            documentId: c.documentId,
            documentName: c.documentName,
            knowledgeBaseId: kbId,
            page: c.page,
          },
        },
        c.quote,
      ).id;
    for (const { knowledgeBaseId: kb, sheet } of sheets) {
      if (r.value.kind === 'certificate') {
        const cert = sheet.certificates.find(
          // Met only by a certificate held on the day for certain: one without an end read, or
          // one whose end the reader cannot place after it, is no evidence (certificateValidity).
          (c) => normalise(text).includes(normalise(c.scheme)) && validityOn(c, today) === 'held',
        );
        if (cert) {
          return {
            ...item,
            status: 'met',
            evidence: `${MET_EVIDENCE.certificate[language]}: ${cert.name}${cert.issuer ? ` (${cert.issuer})` : ''}`,
            citationIds: [cite(kb, cert.citation)],
          };
        }
      }
      // A licence, permit or registration the requirement names, held on the day (issue 19).
      const reg = registrationFor(text, sheet.registrations ?? [], today);
      if (reg) {
        return {
          ...item,
          status: 'met',
          evidence: `${MET_EVIDENCE.registration[language]}: ${reg.name} (${reg.number})`,
          citationIds: [cite(kb, reg.citation)],
        };
      }
      if (r.value.kind === 'turnover') {
        const asked = amountIn(text);
        const latest = sheet.turnover[0]; // The fact sheet keeps the newest year first.
        if (latest && asked !== null && latest.amount >= asked) {
          return {
            ...item,
            status: 'met',
            // As the page writes money ('€ 14.200.000', '€14,200,000'), not 'EUR 14200000'.
            evidence: `${MET_EVIDENCE.turnover[language]}${latest.year ? ` ${latest.year}` : ''}: ${formatAmount(latest.amount, latest.currency, language)}`,
            citationIds: [cite(kb, latest.citation)],
          };
        }
      }
      if (r.value.kind === 'references') {
        const asked = countIn(text) ?? 1;
        if (sheet.referenceProjects.length >= asked) {
          const refs = sheet.referenceProjects.slice(0, Math.max(asked, 1));
          return {
            ...item,
            status: 'met',
            evidence: `${MET_EVIDENCE.references[language]}: ${refs.map((p) => p.title).join('; ')}`,
            citationIds: refs.map((p) => cite(kb, p.citation)),
          };
        }
      }
    }
    return item;
  });
}

const normalise = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** An amount in euros named in a requirement ("€ 1.500.000", "EUR 2 miljoen", "2 million"). */
function amountIn(text: string): number | null {
  const m =
    /(?:€|eur(?:o)?)\s*([\d.,]+)\s*(miljoen|million|mln)?|([\d.,]+)\s*(miljoen|million|mln)/i.exec(
      text,
    );
  if (!m) return null;
  const raw = (m[1] ?? m[3] ?? '').replace(/[.,](?=\d{3}\b)/g, '').replace(',', '.');
  const value = Number(raw);
  if (!Number.isFinite(value)) return null;
  return m[2] || m[4] ? value * 1_000_000 : value;
}

const COUNT_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  een: 1,
  twee: 2,
  drie: 3,
  vier: 4,
  vijf: 5,
};

/** How many references a requirement asks for ("three references", "minimaal 2 referenties"). */
function countIn(text: string): number | null {
  const m =
    /\b(\d|one|two|three|four|five|een|twee|drie|vier|vijf)\s+(?:\w+\s+)?(references?|referenties?|referentieprojecten|referentieopdrachten)/i.exec(
      text,
    );
  if (!m) return null;
  const w = (m[1] as string).toLowerCase();
  return /\d/.test(w) ? Number(w) : (COUNT_WORDS[w] ?? null);
}

/**
 * The user's "not applicable" marks of the draft being replaced, carried to the same requirements
 * of the new checklist (issue 19): generating again re-reads the tender, but a requirement the
 * user ruled out stays ruled out. Matched by the requirement's words, not by id (ids are per run).
 */
export function carryNotApplicable(
  next: readonly DraftChecklistItem[],
  previous: readonly DraftChecklistItem[] | undefined,
): DraftChecklistItem[] {
  const words = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();
  const ruledOut = new Set(
    (previous ?? []).filter((c) => c.status === 'notApplicable').map((c) => words(c.requirement)),
  );
  return next.map((c) =>
    ruledOut.has(words(c.requirement)) ? { ...c, status: 'notApplicable' } : c,
  );
}
