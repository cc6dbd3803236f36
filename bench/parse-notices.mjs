#!/usr/bin/env node
// node bench/parse-notices.mjs: parse all 95 real TED notices (23 eForms, 72 TED-XML R2.0.9 in
// ../shared/data/ted) with core's parser; issue 9's budget is 1 s for all of them. One warm-up
// pass first (module loading and JIT are not parsing), then the best of 3 timed passes, so a busy
// machine does not fail it. Exits 1 only when even the best pass is over budget.
import { readFileSync, readdirSync } from 'node:fs';
import { register } from 'tsx/esm/api';

register();

/** CPU time of this process in ms: on a machine shared with other jobs the wall clock mostly
 * measures the neighbours (see bench/README.md, extract-pdf). */
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const { parseNoticeXml } = await import('../core/src/tenders/parseNotice.ts');

const BUDGET_MS = 1000;
const TED = new URL('../../shared/data/ted/', import.meta.url);
const files = ['eforms-real-notices/', 'ted-xml-r209-real-notices/'].flatMap((dir) =>
  readdirSync(new URL(dir, TED))
    .filter((f) => f.endsWith('.xml'))
    .map((f) => new URL(dir + f, TED)),
);
// Reading files is I/O, not parsing: load them before timing.
const texts = files.map((f) => readFileSync(f, 'utf8'));

const pass = () => {
  const start = cpuMs();
  for (const xml of texts) parseNoticeXml(xml);
  return cpuMs() - start;
};
pass();
const best = Math.min(pass(), pass(), pass());
console.log(
  `bench parse-notices: ${best.toFixed(0)} ms for ${texts.length} notices (budget ${BUDGET_MS} ms)`,
);
if (texts.length !== 95) {
  console.error(`expected the 95 real notices, found ${texts.length}`);
  process.exit(1);
}
if (best > BUDGET_MS) process.exit(1);
