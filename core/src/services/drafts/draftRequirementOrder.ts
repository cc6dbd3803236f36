/**
 * A section's requirements in the tender's own order (issue 19, item 1): by document, page and
 * place on the page, whichever way each was found to belong to the section (under its heading, a
 * sub-criterion, a demand of the specification elsewhere). A bid writer reads the draft next to
 * the tender; demands that jump back and forth ('5, 6, 11, 3, 7') are hard to check.
 */
import type { PlannedRequirement, TenderStatement } from './draftRequirementText';

type Requirement = Omit<PlannedRequirement, 'id'>;

const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The requirements sorted by their place in the tender. `documents` are the tender's document
 * names in reading order, `statements` what the tender states in reading order. A requirement
 * without a document (a criterion's own name) comes first; one not found among the statements
 * (a sub-criterion from the facts) takes the top of its page. The sort is stable.
 */
export function inTenderOrder(
  requirements: readonly Requirement[],
  statements: readonly TenderStatement[],
  documents: readonly string[],
): Requirement[] {
  const position = new Map<string, number>();
  statements.forEach((s, i) => {
    const key = `${s.documentName}|${norm(s.text)}`;
    if (!position.has(key)) position.set(key, i);
  });
  const key = (r: Requirement): [number, number, number] => {
    if (r.documentName === null) return [-1, -1, -1];
    const at = position.get(`${r.documentName}|${norm(r.text)}`);
    const document = documents.indexOf(r.documentName);
    return [document, r.page ?? -1, at ?? -1];
  };
  return requirements
    .map((r) => ({ r, k: key(r) }))
    .sort((a, b) => a.k[0] - b.k[0] || a.k[1] - b.k[1] || a.k[2] - b.k[2])
    .map((x) => x.r);
}
