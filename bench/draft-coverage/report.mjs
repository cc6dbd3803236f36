// What bench/draft-coverage.mjs prints per set and language: the `bench …` lines of its figures
// (coverage, off-topic, and where the labels list certificates, facts and expired), and the
// requirement by requirement lines (misses, off-topic citations; with --verbose every labelled
// requirement, with --text also the paragraph its citation stands in).
import { TARGET } from './sets.mjs';

/** What a figure is held to: its budget, or, for a held-out set, nothing but the target. */
const against = (budget) => (b) => (budget ? `budget ${b}` : 'held out, not gated');

/** The paragraph of the draft that cites a citation, as plain text. */
const paragraphOf = (draft, id) =>
  (
    draft.content
      .flatMap((s) => s.body.split('</p>'))
      .find((p) => p.includes(`data-citation="${id}"`)) ?? ''
  )
    .replace(/<[^>]+>/g, '')
    .slice(0, 400);

/**
 * The lines of a scored draft, requirement by requirement: a miss (or, when verbose, every
 * requirement with evidence), the cited paragraph (text), an off-topic citation (on a requirement
 * without evidence, or any when verbose), then the labelled requirements the draft did not plan.
 */
export function requirementLines(draft, score, { verbose, text }) {
  const lines = [];
  for (const { requirement: r, evidence, cited, wrong, right } of score.rows) {
    if (evidence.size > 0 && (verbose || !right)) {
      lines.push(
        `  ${right ? 'ok  ' : 'MISS'} ${r.text.slice(0, 70)} → ${cited.map((c) => c.documentName).join('; ') || r.status}${r.status === 'toCheck' ? ' (to check)' : ''}`,
      );
    }
    if (text && r.citationIds.length) lines.push(`       ${paragraphOf(draft, r.citationIds[0])}`);
    if (wrong.length && (verbose || evidence.size === 0)) {
      lines.push(`  OFF  ${r.text.slice(0, 70)} → ${wrong.map((c) => c.documentName).join('; ')}`);
    }
  }
  for (const l of score.unplanned) lines.push(`  MISS (not planned) ${l.match}`);
  return lines;
}

/** `bench <set>-<lang>` (coverage) and `bench <set>-offtopic-<lang>`. */
export function printCoverage(name, language, budget, draft, ms, score) {
  const held = against(budget);
  console.log(
    `bench ${name}-${language}: ${score.share.toFixed(2)} (${held(budget?.coverage)}, target ${TARGET.coverage}; ` +
      `${score.covered} of ${score.withEvidence} requirements with evidence covered with a correct citation; ` +
      `${score.requirements.length} requirements in ${draft.content.length} sections (${draft.planBasis}), ` +
      `${score.gaps} gaps, ${score.toCheck} to check; ${Math.round(ms)} ms)`,
  );
  console.log(
    `bench ${name}-offtopic-${language}: ${score.offTopic} (${held(budget?.offTopic)}, target ${TARGET.offTopic})`,
  );
}

/** `bench <set>-facts-<lang>` and `bench <set>-expired-<lang>`. */
export function printFacts(name, language, budget, certificates, facts, claims) {
  const held = against(budget);
  console.log(
    `bench ${name}-facts-${language}: ${facts.right} of ${certificates.length} certificates read right ` +
      `(${held(certificates.length)})${facts.wrong.length ? `; wrong: ${facts.wrong.map((e) => e.number).join(', ')}` : ''}`,
  );
  console.log(
    `bench ${name}-expired-${language}: ${claims.length} (${held(0)}, target 0)${claims.length ? `; stated: ${claims.join(', ')}` : ''}`,
  );
}
