/**
 * Evidence for a generated draft: untrusted passages (tender and knowledge-base text, scanned and
 * delimited before a model sees them), the fact sheet's facts as citable passages, and the
 * numbering of citations. Document text is never followed, only quoted.
 */
import { scanUntrustedText } from '../../ai/promptSafety';
import type { ContextPassage } from '../../ports/ai';
import type { CompanyFactSheet, FactCitation, Registration } from '../../model/factSheet';
import type { DraftCitation } from '../../model/draft';
import { LIMITS } from '../../model/limits';
import { statedExpiry } from '../factSheet/certificateClaims';
import { validityOn } from '../factSheet/certificateValidity';
import { shortenQuote } from './draftQuoteEnd';
import { TO_CHECK } from './draftHtml';

/** A passage the draft may cite, with where it comes from. */
export interface EvidencePassage {
  /** Unique within one generation; what the model cites ("t3", "k12", "f2"). */
  readonly id: string;
  readonly text: string;
  readonly origin: Omit<DraftCitation, 'id' | 'quote'>;
  /**
   * What the source document says, when the text is not its own words (a fact-sheet fact written
   * as a sentence): a citation quotes this, so that it never shows words the document lacks.
   */
  readonly quote?: string;
}

/** Scans untrusted text: instruction-like sentences and hidden characters never reach a prompt. */
export function safeText(text: string): string {
  return scanUntrustedText(text).text;
}

export function asContext(passages: readonly EvidencePassage[]): ContextPassage[] {
  return passages.map((p) => ({
    id: p.id,
    text: p.text,
    source: `${p.origin.documentName}${p.origin.page ? `, p. ${p.origin.page}` : ''}`,
  }));
}

/** A date as the draft's language writes it ('13 May 2027', '13 mei 2027'), as its document does. */
function spoken(iso: string, language: 'en' | 'nl'): string {
  return new Intl.DateTimeFormat(language === 'nl' ? 'nl-NL' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
}

/**
 * A certificate whose validity its documents do not state (or the sheet could not read): not a
 * claim that it is held, which it may no longer be, but a visible note for the writer to check,
 * with its scheme and issuer and without its number, which is what a claim would quote.
 */
function toCheck(cert: CompanyFactSheet['certificates'][number], nl: boolean): string {
  const by = cert.issuer
    ? nl
      ? `, afgegeven door ${cert.issuer}`
      : `, issued by ${cert.issuer}`
    : '';
  return nl
    ? `${TO_CHECK.nl} onze stukken noemen het certificaat ${cert.name}${by}, maar niet tot wanneer het geldig is.]`
    : `${TO_CHECK.en} our documents name the ${cert.name} certificate${by}, but not until when it is valid.]`;
}

/**
 * A licence, permit or registration as the draft states it (issue 19, item 2): as a certificate
 * is — held only with an end read after the day for certain, else a note to check, never when
 * it ended — with its number, holder and issuer from its one record.
 */
function registrationSentence(
  r: Registration,
  language: 'en' | 'nl',
  today: string,
): string | null {
  const nl = language === 'nl';
  const validity = validityOn(r, today);
  if (validity === 'ended') return null;
  if (validity === 'unsure')
    return nl
      ? `${TO_CHECK.nl} onze stukken noemen ${r.name}, maar niet tot wanneer die geldig is.]`
      : `${TO_CHECK.en} our documents name ${r.name}, but not until when it is valid.]`;
  const expiry = statedExpiry(r);
  const holder = r.holder
    ? nl
      ? `, op naam van ${r.holder}`
      : `, in the name of ${r.holder}`
    : '';
  const by = r.issuer ? (nl ? `, afgegeven door ${r.issuer}` : `, issued by ${r.issuer}`) : '';
  const until = expiry
    ? nl
      ? `, geldig tot en met ${spoken(expiry, language)}`
      : `, valid until ${spoken(expiry, language)}`
    : '';
  return nl
    ? `Wij beschikken over: ${r.name}${holder}${by} (nummer ${r.number})${until}.`
    : `We hold: ${r.name}${holder}${by} (number ${r.number})${until}.`;
}

/**
 * The fact sheet as passages: one sentence per fact, cited to the knowledge-base document and
 * page it was read from. Written in the draft's language (they are the company's own facts).
 */
export function factPassages(
  sheets: readonly { knowledgeBaseId: string; sheet: CompanyFactSheet }[],
  language: 'en' | 'nl',
  /**
   * ISO date: a certificate that expired before it is no evidence (never claimed as valid). A
   * caller without a clock gets today's date: an expired certificate is never claimed either way.
   */
  today: string = new Date().toISOString().slice(0, 10),
): EvidencePassage[] {
  const out: EvidencePassage[] = [];
  const add = (kbId: string, text: string, c: FactCitation) =>
    out.push({
      id: `f${out.length + 1}`,
      text: safeText(text),
      quote: c.quote,
      origin: {
        source: 'knowledgeBase',
        documentId: c.documentId,
        documentName: c.documentName,
        knowledgeBaseId: kbId,
        page: c.page,
      },
    });
  const nl = language === 'nl';
  for (const { knowledgeBaseId: kb, sheet } of sheets) {
    for (const cert of sheet.certificates) {
      // Number, issuer and dates are one certificate's own (the extractor reads them together).
      const validity = validityOn(cert, today);
      if (validity === 'ended') continue;
      // No end read, or none that lies after the day for certain (a month, a year, a day in an
      // order nothing settles): never claimed as held, but named for the writer to check.
      if (validity === 'unsure') {
        add(kb, toCheck(cert, nl), cert.citation);
        continue;
      }
      const expiry = statedExpiry(cert);
      const parts = [
        nl ? `Wij zijn gecertificeerd voor ${cert.name}` : `We hold the ${cert.name} certificate`,
        cert.issuer ? (nl ? `, afgegeven door ${cert.issuer}` : `, issued by ${cert.issuer}`) : '',
        cert.number
          ? nl
            ? ` (certificaatnummer ${cert.number})`
            : ` (certificate number ${cert.number})`
          : '',
        expiry
          ? nl
            ? `, geldig tot en met ${spoken(expiry, language)}`
            : `, valid until ${spoken(expiry, language)}`
          : '',
        '.',
      ];
      add(kb, parts.join(''), cert.citation);
    }
    for (const r of sheet.registrations ?? []) {
      const sentence = registrationSentence(r, language, today);
      if (sentence) add(kb, sentence, r.citation);
    }
    for (const ref of sheet.referenceProjects) {
      const when = ref.year ? ` (${ref.year})` : '';
      const client = ref.client ? (nl ? ` voor ${ref.client}` : ` for ${ref.client}`) : '';
      add(
        kb,
        `${nl ? 'Referentieproject' : 'Reference project'}: ${ref.title}${client}${when}.`,
        ref.citation,
      );
    }
    for (const person of sheet.keyPeople) {
      add(kb, `${person.name}: ${person.role}.`, person.citation);
    }
    for (const t of sheet.turnover.slice(0, 1)) {
      // A year's turnover, said as the annual turnover a qualification demand asks for
      // ('a minimum annual turnover', 'een jaaromzet van ten minste'): the fact is one year's.
      const year = t.year ? (nl ? ` over ${t.year}` : ` in ${t.year}`) : '';
      add(
        kb,
        nl
          ? `Onze jaaromzet${year} bedroeg EUR ${t.amount.toLocaleString('nl-NL')}.`
          : `Our annual turnover${year} was EUR ${t.amount.toLocaleString('en-GB')}.`,
        t.citation,
      );
    }
    for (const h of sheet.headcount.slice(0, 1)) {
      add(
        kb,
        nl ? `Wij hebben ${h.count} medewerkers.` : `We employ ${h.count} people.`,
        h.citation,
      );
    }
  }
  return out;
}

/** Numbers citations in order of first use: passage id → DraftCitation ('c1', 'c2', …). */
export class CitationRegistry {
  private readonly byPassage = new Map<string, DraftCitation>();
  readonly list: DraftCitation[] = [];
  private next: number;

  /** `existing`: a draft's citations, which keep their ids (a regenerated section adds to them). */
  constructor(existing: readonly DraftCitation[] = []) {
    for (const c of existing) {
      this.list.push(c);
      this.byPassage.set(CitationRegistry.key(c, c.quote), c);
    }
    this.next = Math.max(0, ...existing.map((c) => Number(c.id.slice(1)) || 0)) + 1;
  }

  private static key(origin: Omit<DraftCitation, 'id' | 'quote'>, quote: string): string {
    return `${origin.source}|${origin.documentId}|${origin.page}|${shortenQuote(quote, LIMITS.citationQuoteMax)}`;
  }

  /** The citation of a passage, made on first use; `quote` is the cited sentence. */
  cite(passage: EvidencePassage, said: string): DraftCitation {
    // A fact written as a sentence is cited with the words its document holds.
    const quote = passage.quote ?? said;
    const key = CitationRegistry.key(passage.origin, quote);
    let citation = this.byPassage.get(key);
    if (!citation) {
      citation = {
        id: `c${this.next++}`,
        ...passage.origin,
        // Shortened at a sentence or a word: the Word footnote and the page show it as stored.
        quote: shortenQuote(quote, LIMITS.citationQuoteMax),
      };
      this.byPassage.set(key, citation);
      this.list.push(citation);
    }
    return citation;
  }
}
