/**
 * The labels of bench/retrieval-eval.json (issue 18) resolve the way bench/retrieval-recall.mjs
 * resolves them: scripts/check-retrieval-eval.mjs extracts and chunks the shared tender documents
 * with core's pipeline and checks every label without retrieving anything. One run over the
 * committed set plus three labels broken on purpose: the check must name exactly those three, so a
 * committed label that stopped resolving (a quote off its page, an extractor change) fails here,
 * and a check that passes everything fails too. Skipped without ../shared/data, saying why.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const hasData = existsSync(
  fileURLToPath(new URL('../../../shared/data/tender-documents', import.meta.url)),
);

interface Label {
  id: string;
  language: string;
  document: string | null;
  page: number | null;
  expected: string | null;
  slices: string[];
  set?: string;
}

describe.skipIf(!hasData)(
  'bench/retrieval-eval.json labels (skipped: no ../shared/data/tender-documents)',
  () => {
    it('every committed label resolves, and broken ones are named', () => {
      const questions = JSON.parse(
        readFileSync(join(root, 'bench/retrieval-eval.json'), 'utf8'),
      ) as Label[];
      const answerable = questions.filter((q) => q.expected && q.page);
      const [first, second] = answerable;
      const dutchOnDutch = answerable.find(
        (q) => q.language === 'nl' && q.document?.startsWith('nl-'),
      );
      if (!first?.page || !second || !dutchOnDutch)
        throw new Error('the set has no labels to break');
      // Ids past every committed set's (unseen-h25 reaches q1467), so only the breakage is named;
      // four digits, as the check accepts once the sets pass q999.
      const broken: Label[] = [
        // The expected text is not on the page after its own.
        { ...first, id: 'q9997', page: first.page + 1 },
        // A Dutch question on a Dutch document is not across languages.
        { ...dutchOnDutch, id: 'q9998', slices: ['crossLanguage'] },
        // A question without an answer names no document.
        { ...second, id: 'q9999', slices: ['noAnswer'] },
      ];
      const file = join(mkdtempSync(join(tmpdir(), 'retrieval-eval-')), 'eval.json');
      writeFileSync(file, JSON.stringify([...questions, ...broken]));

      const run = spawnSync(
        process.execPath,
        [join(root, 'scripts/check-retrieval-eval.mjs'), file],
        { cwd: root, encoding: 'utf8' },
      );

      expect(run.status).toBe(1);
      const named = [...run.stderr.matchAll(/^check-retrieval-eval: (q\d+):/gm)].map((m) => m[1]);
      expect([...new Set(named)]).toEqual(['q9997', 'q9998', 'q9999']);
      expect(run.stdout).toContain(`${questions.length + 3} questions, 3 broken labels`);
      // The held-out set of issue 18 item 6 is there, whole: 60 questions, half Dutch.
      expect(run.stdout).toMatch(/^unseen-h5: questions 60, en 30, nl 30,/m);
      // The fourth held-out set, unseen-h6, whole and in the proportions issue 18 asks for: at
      // least 30% across languages, 25% in other words, 10% near-duplicates, 10% without an answer.
      // So is the fifth, unseen-h7, written blind after unseen-h6 went under study, the sixth,
      // unseen-h8, written blind while unseen-h7 is being studied, and the seventh, unseen-h9,
      // written blind while unseen-h8 is being studied, the eighth, unseen-h10, written blind
      // while unseen-h9 is being studied, and the ninth and tenth, unseen-h11 and unseen-h12,
      // written blind from the documents' first and second halves while unseen-h10 is studied, and
      // the eleventh, unseen-h13, written blind while unseen-h12 is being studied, the twelfth,
      // unseen-h14, written blind while unseen-h13 is being studied, the thirteenth, unseen-h15,
      // written blind while unseen-h14 is held out, the fourteenth, unseen-h16, written blind
      // from passages no earlier label quotes, the fifteenth, unseen-h17, written blind with all
      // its quotes fresh as well, and the sixteenth, unseen-h18, written blind with most quotes
      // fresh (ids from q988 on, past q999), and unseen-h19, written blind while
      // unseen-h18 is held out, with all its quotes fresh (q1048-q1107), and unseen-h20, written
      // blind while unseen-h19 is held out, with all its quotes fresh as well (q1108-q1167), and
      // unseen-h21, written blind while unseen-h20 is held out, all its quotes fresh (q1168-q1227),
      // and unseen-h22, written blind while unseen-h21 is held out, all its quotes fresh (q1228-q1287),
      // and unseen-h23, written blind while unseen-h21 is studied, all its quotes fresh (q1288-q1347),
      // and unseen-h24, written blind while unseen-h22 and unseen-h23 are held out, all its quotes
      // fresh (q1348-q1407), and unseen-h25, written blind while unseen-h23 and unseen-h24 are held
      // out, 50 of its 53 quotes fresh (q1408-q1467).
      for (const set of [
        'unseen-h6',
        'unseen-h7',
        'unseen-h8',
        'unseen-h9',
        'unseen-h10',
        'unseen-h11',
        'unseen-h12',
        'unseen-h13',
        'unseen-h14',
        'unseen-h15',
        'unseen-h16',
        'unseen-h17',
        'unseen-h18',
        'unseen-h19',
        'unseen-h20',
        'unseen-h21',
        'unseen-h22',
        'unseen-h23',
        'unseen-h24',
        'unseen-h25',
      ]) {
        const line = new RegExp(`^${set}: (.*)$`, 'm').exec(run.stdout)?.[1] ?? '';
        const count = (slice: string) => Number(new RegExp(`${slice} (\\d+)`).exec(line)?.[1] ?? 0);
        expect(line).toMatch(/^questions 60, en 30, nl 30,/);
        expect(count('crossLanguage')).toBeGreaterThanOrEqual(18);
        expect(count('otherWords')).toBeGreaterThanOrEqual(15);
        expect(count('nearDuplicate')).toBeGreaterThanOrEqual(6);
        expect(count('noAnswer')).toBeGreaterThanOrEqual(6);
      }
      // unseen-h9 … unseen-h13 were asked for with 10+ questions without an answer; unseen-h14,
      // asked for with 6+, was written with 10 as well.
      for (const set of [
        'unseen-h9',
        'unseen-h10',
        'unseen-h11',
        'unseen-h12',
        'unseen-h13',
        'unseen-h14',
      ]) {
        const unanswered = new RegExp(`^${set}: .*noAnswer (\\d+)`, 'm').exec(run.stdout)?.[1];
        expect(Number(unanswered)).toBeGreaterThanOrEqual(10);
      }
    }, 180_000);
  },
);
