/**
 * Draft changes asked for in the chat (issue 8, item 5): "make section 2 shorter" and "add our ISO
 * 14001 certificate" (and their Dutch forms). The chat proposes the change as {before, after} on
 * one section of the project's current draft; nothing is saved until the user accepts it (the UI
 * saves through saveDraftContent with the revision the proposal names, so a colleague's save in
 * between is a conflict, not an overwrite).
 *
 * Both changes are made without letting a model rewrite the section: shortening keeps the first
 * half of each paragraph's sentences and list items (citations stay with their sentences), adding
 * appends one sentence from the company's evidence (fact sheet or knowledge base) with its
 * citation. What is added is therefore always proven; a subject without evidence is said to be
 * missing and nothing is proposed.
 */
import { sentences, terms } from '../../ai/localText';
import type { Retriever } from '../../ai/retrieval/retriever';
import { CHAT_STATUS, type ChatDraftProposal } from '../../model/chat';
import {
  DRAFT_GENERATING_REVISION,
  type DraftCitation,
  type DraftSection,
} from '../../model/draft';
import type { CompanyFactSheet } from '../../model/factSheet';
import { refs } from '../../model/paths';
import type { DocStore } from '../../ports/docStore';
import { limit, orderBy, query } from '../../ports/query';
import {
  CitationRegistry,
  type EvidencePassage,
  factPassages,
  safeText,
} from '../drafts/draftEvidence';
import { citedIds, sanitizeDraftHtml, wordCount } from '../drafts/draftHtml';
import { withoutEndedValidity } from '../drafts/draftEvidenceSentences';
import { unheldNumbers } from '../factSheet/certificateUnheld';
import { chatRefusal } from './chatInput';
import type { DraftEditRequest, DraftEditor } from './chatTypes';
import { findSection, parseDraftEditRequest } from './draftEditIntent';

export { type DraftEditIntent, type SectionRef, parseDraftEditRequest } from './draftEditIntent';

const CITE_MARKER = /<cite data-citation="c\d+">\[\d+\]<\/cite>/g;
/** Stands in for a citation marker while a block is split (a private-use character). */
const MARK = '\uE000';

/**
 * A paragraph's sentences (the one splitter, text/sentences.ts: not cut at "e.g.", "art. 5" or
 * "3.5"), each with the citation markers that follow it. The markers are set aside while
 * splitting, since their markup would read as a sentence's lower-case continuation.
 */
export function bodySentences(inner: string): string[] {
  const markers = inner.match(CITE_MARKER) ?? [];
  const parts = sentences(inner.replace(CITE_MARKER, MARK));
  // A marker that opens a part cites the sentence before it.
  for (let i = 1; i < parts.length; i++) {
    const lead = /^(?:\s*\uE000)+/.exec(parts[i]!)?.[0];
    if (lead) {
      parts[i - 1] += ` ${lead.replace(/\s+/g, ' ').trim()}`;
      parts[i] = parts[i]!.slice(lead.length).trim();
    }
  }
  let n = 0;
  return parts.filter((p) => p !== '').map((p) => p.replace(/\uE000/g, () => markers[n++] ?? ''));
}

const GAP = /<mark>[\s\S]*?<\/mark>/g;

/**
 * A paragraph's written sentences and its gaps still to write, in order. A gap ("[To write: how we
 * meet “1. Column A …”]") is one unit: split as text, its placeholder was cut at "1." and a
 * shortened section kept half a gap.
 */
function paragraphUnits(inner: string): { text: string; gap: boolean }[] {
  const units: { text: string; gap: boolean }[] = [];
  let at = 0;
  for (const m of inner.matchAll(GAP)) {
    units.push(...bodySentences(inner.slice(at, m.index)).map((text) => ({ text, gap: false })));
    units.push({ text: m[0], gap: true });
    at = m.index + m[0].length;
  }
  units.push(...bodySentences(inner.slice(at)).map((text) => ({ text, gap: false })));
  return units;
}

/** A paragraph with the first half of its written sentences (at least one) and every gap. */
function shortenParagraph(inner: string): string {
  const units = paragraphUnits(inner);
  const written = units.filter((u) => !u.gap).length;
  let keep = Math.max(1, Math.ceil(written / 2));
  return units
    .filter((u) => u.gap || keep-- > 0)
    .map((u) => u.text)
    .join(' ');
}

/**
 * The section's body with about half its written words: each paragraph keeps the first half of
 * its sentences (at least one), each list the first half of its items (at least one); headings
 * and gaps still to write stay (a gap is what is left to write, not text to cut).
 */
export function shortenBody(body: string): string {
  const blocks = body.match(/<(p|h3|ul|ol)>[\s\S]*?<\/\1>/g) ?? [body];
  return blocks
    .map((block) => {
      const tag = /^<(\w+)>/.exec(block)?.[1];
      if (tag === 'ul' || tag === 'ol') {
        const items = block.match(/<li>[\s\S]*?<\/li>/g) ?? [];
        return `<${tag}>${items.slice(0, Math.max(1, Math.ceil(items.length / 2))).join('')}</${tag}>`;
      }
      if (tag !== 'p') return block;
      return `<p>${shortenParagraph(block.slice(3, -4))}</p>`;
    })
    .join('');
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The terms of a subject that evidence must contain: all its numbers, and most of its words. */
function matches(subject: string, sentence: string): number {
  const wanted = terms(subject);
  const have = new Set(terms(sentence));
  const numbers = wanted.filter((t) => /\d/.test(t));
  if (numbers.some((n) => !have.has(n))) return 0;
  const hits = wanted.filter((t) => have.has(t)).length;
  return hits / wanted.length >= 0.5 ? hits : 0;
}

const TEXT = {
  noChange: {
    en: (n: number, h: string) => `Section ${n} “${h}” is already as short as it can be made.`,
    nl: (n: number, h: string) => `Sectie ${n} “${h}” kan niet korter worden gemaakt.`,
  },
  shortened: {
    en: (n: number, h: string, from: number, to: number) =>
      `I propose a shorter section ${n} “${h}”: from ${from} to ${to} words. Review the change and accept or reject it.`,
    nl: (n: number, h: string, from: number, to: number) =>
      `Voorstel voor een kortere sectie ${n} “${h}”: van ${from} naar ${to} woorden. Bekijk de wijziging en accepteer of verwerp haar.`,
  },
  noEvidence: {
    en: (s: string) =>
      `I found no evidence of “${s}” in your company's documents, so I did not change the draft. Add the document to a knowledge base of this project first.`,
    nl: (s: string) =>
      `Ik vond geen bewijs van “${s}” in de documenten van je bedrijf, dus ik heb het concept niet gewijzigd. Voeg het document eerst toe aan een kennisbank van dit project.`,
  },
  alreadyThere: {
    en: (n: number, h: string) => `Section ${n} “${h}” already says this.`,
    nl: (n: number, h: string) => `Sectie ${n} “${h}” vermeldt dit al.`,
  },
  added: {
    en: (n: number, h: string, s: string) =>
      `I propose to add this to section ${n} “${h}”, from your company's documents: ${s} Review the change and accept or reject it.`,
    nl: (n: number, h: string, s: string) =>
      `Voorstel om dit toe te voegen aan sectie ${n} “${h}”, uit de documenten van je bedrijf: ${s} Bekijk de wijziging en accepteer of verwerp haar.`,
  },
} as const;

export function createDraftEditor(deps: {
  readonly docs: DocStore;
  readonly retriever: Retriever;
}): DraftEditor {
  const { docs, retriever } = deps;
  return async (request: DraftEditRequest) => {
    const intent = parseDraftEditRequest(request.text);
    if (!intent) return null;
    const { companyId: cid, projectId: pid, language, report } = request;
    await report(CHAT_STATUS.openingDraft);
    const latest = await docs.getDocs(
      query(refs.drafts(cid, pid), orderBy('createdAt', 'desc'), limit(2)),
    );
    const found = latest.docs.find((d) => d.data.revision !== DRAFT_GENERATING_REVISION);
    if (!found) throw chatRefusal(CHAT_STATUS.noDraft);
    const draft = found.data;
    await report(CHAT_STATUS.preparingChange);

    const propose = (
      section: DraftSection,
      after: string,
      citations: DraftCitation[],
    ): ChatDraftProposal => ({
      draftId: found.id,
      sectionId: section.id,
      revision: draft.revision,
      before: section.body,
      after,
      citations,
    });
    const numberOf = (s: DraftSection) => draft.content.indexOf(s) + 1;

    if (intent.kind === 'shorten') {
      const section = findSection(draft, intent.section, '');
      if (!section || !intent.section) throw chatRefusal(CHAT_STATUS.sectionNotFound);
      await report(CHAT_STATUS.editingSection);
      const after = sanitizeDraftHtml(shortenBody(section.body));
      await report(CHAT_STATUS.checkingChange);
      const [from, to] = [wordCount(section.body), wordCount(after)];
      if (to >= from) {
        return {
          text: TEXT.noChange[language](numberOf(section), section.heading),
          proposal: null,
          citations: [],
        };
      }
      await report(CHAT_STATUS.changeReady);
      return {
        text: TEXT.shortened[language](numberOf(section), section.heading, from, to),
        proposal: propose(section, after, []),
        citations: [],
      };
    }

    // Adding: the subject's evidence from the fact sheet and the knowledge bases.
    await report(CHAT_STATUS.accessingKnowledgeBases);
    const sheets: { knowledgeBaseId: string; sheet: CompanyFactSheet }[] = [];
    for (const kbId of request.knowledgeBaseIds) {
      const sheet = (await docs.getDoc(refs.factSheet(cid, kbId))).data;
      if (sheet) sheets.push({ knowledgeBaseId: kbId, sheet });
    }
    await report(CHAT_STATUS.searchingKnowledgeBases);
    const retrieved = request.knowledgeBaseIds.length
      ? await retriever.retrieve({
          companyId: cid,
          query: intent.subject,
          limit: 6,
          knowledgeBaseIds: request.knowledgeBaseIds,
        })
      : [];
    // As the draft's evidence: no sentence of an ended certificate, nor one the sheet does not hold.
    const today = new Date().toISOString().slice(0, 10);
    const unheld = unheldNumbers(sheets, today);
    const passages: EvidencePassage[] = [
      ...factPassages(sheets, draft.language, today),
      ...retrieved.map((p, i) => ({
        id: `k${i + 1}`,
        text: safeText(withoutEndedValidity(p.text, today, unheld)),
        origin: {
          source: 'knowledgeBase' as const,
          documentId: p.source.documentId,
          documentName: p.source.documentName,
          knowledgeBaseId: p.source.knowledgeBaseId,
          page: p.source.page,
        },
      })),
    ];
    const candidates = passages.flatMap((p) =>
      sentences(p.text)
        .filter((s) => /[.!?]$/.test(s) && s.split(' ').length >= 4)
        .map((s) => ({ passage: p, sentence: s, score: matches(intent.subject, s) })),
    );
    const best = candidates.filter((c) => c.score > 0).sort((a, b) => b.score - a.score)[0];
    if (!best) {
      return { text: TEXT.noEvidence[language](intent.subject), proposal: null, citations: [] };
    }
    await report(CHAT_STATUS.readingCompany);
    const section = findSection(draft, intent.section, `${intent.subject} ${best.sentence}`);
    if (!section) throw chatRefusal(CHAT_STATUS.sectionNotFound);
    const plain = section.body.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    if (plain.includes(best.sentence)) {
      return {
        text: TEXT.alreadyThere[language](numberOf(section), section.heading),
        proposal: null,
        citations: [],
      };
    }
    await report(CHAT_STATUS.editingSection);
    const registry = new CitationRegistry(draft.citations);
    const citation = registry.cite(best.passage, best.sentence);
    const after = sanitizeDraftHtml(
      `${section.body}<p>${escapeHtml(best.sentence)} <cite data-citation="${citation.id}">[${citation.id.slice(1)}]</cite></p>`,
    );
    await report(CHAT_STATUS.checkingChange);
    const known = new Set(draft.citations.map((c) => c.id));
    const added = registry.list.filter((c) => !known.has(c.id) && citedIds(after).includes(c.id));
    await report(CHAT_STATUS.changeReady);
    return {
      text: TEXT.added[language](numberOf(section), section.heading, best.sentence),
      proposal: propose(section, after, added),
      // The message cites what it quotes, numbered as in the draft.
      citations: [citation],
    };
  };
}
