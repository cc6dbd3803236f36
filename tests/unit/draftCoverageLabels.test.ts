/**
 * The held-out draft-coverage set 5 (issue 19) is well formed: scripts/check-draft-coverage-labels.mjs
 * checks its knowledge base and labels (every quoted evidence passage verbatim in its document,
 * evidence only from the selected company knowledge base, the expired certificates those expired on
 * the bench's date) without running the draft. One run over the committed set, one over a copy
 * broken on purpose in three places: the check must name exactly those three, so a check that
 * passes everything fails here too.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const data = (name: string) => join(root, 'bench/data', name);

interface Requirement {
  match: string;
  evidence?: string[];
  passages?: { document: string; quote: string }[];
}
interface Labels {
  expired: string[];
  tenders: Record<string, { requirements: Requirement[] }>;
}

function check(kb: string, labels: string) {
  return spawnSync(process.execPath, ['scripts/check-draft-coverage-labels.mjs', kb, labels], {
    cwd: root,
    encoding: 'utf8',
  });
}

describe('draft-coverage set 5 labels', () => {
  it('are well formed, with the counts the docs give', () => {
    const run = check(data('draft-coverage-5.kb.json'), data('draft-coverage-5.labels.json'));
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(
      'en 25 requirements, 11 with evidence; nl 25 requirements, 12 with evidence; ' +
        '14 company and 2 other documents; 4 certificates, 1 expired',
    );
  });

  it('name each broken label: a quote off its document, an unselected document, a missing expiry', () => {
    const labels = JSON.parse(readFileSync(data('draft-coverage-5.labels.json'), 'utf8')) as Labels;
    const [first, second] = (labels.tenders.en?.requirements ?? []).filter((r) => r.passages);
    if (!first?.passages?.[0] || !second?.evidence || !second.passages)
      throw new Error('set 5 has two English requirements with passages');
    first.passages[0].quote += ' and more';
    second.evidence.push('Competitor scan - public lighting contractors.pdf');
    second.passages.push({
      document: 'Competitor scan - public lighting contractors.pdf',
      quote: 'resources, vehicles and plant',
    });
    labels.expired = [];
    const file = join(mkdtempSync(join(tmpdir(), 'draft-labels-')), 'labels.json');
    writeFileSync(file, JSON.stringify(labels));
    const run = check(data('draft-coverage-5.kb.json'), file);
    expect(run.status).toBe(1);
    const problems = run.stderr.trim().split('\n');
    expect(problems).toHaveLength(3);
    expect(problems[0]).toContain('expired: []');
    expect(problems[1]).toContain(`en "${first.match}": quote not in`);
    expect(problems[2]).toContain(
      `en "${second.match}": Competitor scan - public lighting contractors.pdf is no company document`,
    );
  });
});
