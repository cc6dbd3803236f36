/**
 * The held-out draft-coverage sets 5 to 25, written blind (issue 19), are well formed: scripts/check-draft-coverage-labels.mjs
 * checks its knowledge base and labels (every quoted evidence passage verbatim in its document,
 * evidence only from the selected company knowledge base, the expired certificates those expired on
 * the bench's date, every match in its tender's extracted text) without running the draft. Per set,
 * one run over the committed set, one over a copy broken on purpose in four places: the check must
 * name exactly those four, so a check that passes everything fails here too. A run without
 * arguments checks them all; it runs first, so the tenders' text it extracts into this file's
 * cache (DRAFT_LABELS_TEXT_CACHE) serves the per-set runs after it.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
/** Each run extracts the sets' tenders with core's extractor: 1–5 s alone, several times that on a busy CPU. */
const TIMEOUT = 60_000;
const data = (name: string) => join(root, 'bench/data', name);
/** The tenders' text, extracted once for every run of the check in this file; a folder per run of the file. */
const texts = mkdtempSync(join(tmpdir(), 'draft-texts-'));
const env = { ...process.env, DRAFT_LABELS_TEXT_CACHE: texts };
afterAll(() => rmSync(texts, { recursive: true, force: true }));

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
    env,
  });
}

/** Each blind set: its counts as the docs give them, and a document of its unselected knowledge base. */
const SETS = [
  {
    set: 5,
    counts:
      'en 25 requirements, 11 with evidence; nl 25 requirements, 12 with evidence; ' +
      '14 company and 2 other documents; 4 certificates, 1 expired',
    unselected: 'Competitor scan - public lighting contractors.pdf',
    unselectedQuote: 'resources, vehicles and plant',
  },
  {
    set: 6,
    counts:
      'en 34 requirements, 12 with evidence; nl 29 requirements, 11 with evidence; ' +
      '16 company and 2 other documents; 5 certificates, 1 expired',
    unselected: 'Competitor scan - case management suppliers.pdf',
    unselectedQuote: 'hold a Cyber Essentials Plus certificate',
  },
  {
    set: 7,
    counts:
      'en 38 requirements, 14 with evidence; nl 38 requirements, 14 with evidence; ' +
      '23 company and 2 other documents; 5 certificates, 1 expired',
    unselected: 'Competitor scan - e-rostering suppliers.pdf',
    unselectedQuote: 'hold a current Cyber Essentials Plus certificate',
  },
  {
    set: 8,
    counts:
      'en 30 requirements, 12 with evidence; nl 26 requirements, 9 with evidence; ' +
      '24 company and 2 other documents; 5 certificates, 2 expired',
    unselected: 'Competitor scan - EU event agencies.pdf',
    unselectedQuote: 'hold a valid ISO 20121 certificate',
  },
  {
    set: 9,
    counts:
      'en 33 requirements, 19 with evidence; nl 27 requirements, 15 with evidence; ' +
      '20 company and 1 other documents; 4 certificates, 2 expired',
    unselected: 'Competitor scan - AV integrators.pdf',
    unselectedQuote: 'employ at least one AVIXA CTS-I',
  },
  {
    set: 10,
    counts:
      'en 46 requirements, 23 with evidence; nl 37 requirements, 20 with evidence; ' +
      '25 company and 1 other documents; 5 certificates, 2 expired',
    unselected: 'Competitor scan - UK repairs contractors.pdf',
    unselectedQuote: 'registered with NICEIC or NAPIT and hold ISO 9001',
  },
  {
    set: 11,
    counts:
      'en 32 requirements, 15 with evidence; nl 34 requirements, 16 with evidence; ' +
      '25 company and 1 other documents; 5 certificates, 2 expired',
    unselected: 'Competitor scan - bed and mattress suppliers.pdf',
    unselectedQuote: 'hold ISO 13485 certification',
  },
  {
    set: 12,
    counts:
      'en 35 requirements, 13 with evidence; nl 35 requirements, 13 with evidence; ' +
      '33 company and 1 other documents; 15 certificates, 6 expired',
    unselected: 'Competitor scan - print and workplace suppliers.pdf',
    unselectedQuote: 'hold a current ISO 9001 certification',
  },
  {
    set: 13,
    counts:
      'en 40 requirements, 15 with evidence; nl 36 requirements, 15 with evidence; ' +
      '32 company and 1 other documents; 13 certificates, 5 expired',
    unselected: 'Competitor scan - road sealing and painting contractors.pdf',
    unselectedQuote: 'tends to hold ISO 14001 certification',
  },
  {
    set: 14,
    counts:
      'en 47 requirements, 11 with evidence; nl 53 requirements, 25 with evidence; ' +
      '35 company and 1 other documents; 13 certificates, 6 expired',
    unselected: 'Competitor scan - camp and metering suppliers.pdf',
    unselectedQuote: 'holds an ISO 22000 certificate and a COR',
  },
  {
    set: 15,
    counts:
      'en 36 requirements, 16 with evidence; nl 36 requirements, 14 with evidence; ' +
      '30 company and 1 other documents; 13 certificates, 5 expired',
    unselected: 'Competitor scan - path contractors and cleaning companies.pdf',
    unselectedQuote: 'holds ISO 14001 and a CHAS accreditation',
  },
  {
    set: 16,
    counts:
      'en 36 requirements, 12 with evidence; nl 36 requirements, 14 with evidence; ' +
      '37 company and 1 other documents; 13 certificates, 5 expired',
    unselected: 'Concurrentieanalyse - vervoerders en maritieme dienstverleners.pdf',
    unselectedQuote: 'is ISO 45001 gecertificeerd en heeft ADAS-duikers in dienst',
  },
  {
    set: 17,
    counts:
      'en 38 requirements, 14 with evidence; nl 36 requirements, 11 with evidence; ' +
      '37 company and 1 other documents; 13 certificates, 5 expired',
    unselected: 'Concurrentieoverzicht - boorbedrijven en zonne-installateurs.pdf',
    unselectedQuote: 'heeft een CIDB-gradering 7CE en is ISO 14001 gecertificeerd',
  },
  {
    set: 18,
    counts:
      'en 38 requirements, 19 with evidence; nl 36 requirements, 14 with evidence; ' +
      '47 company and 1 other documents; 13 certificates, 6 expired',
    unselected: 'Concurrentieoverzicht - waterbouwers Curacao en Aruba.pdf',
    unselectedQuote: 'heeft een VCA**-certificaat en een ISO 14001-certificaat',
  },
  {
    set: 19,
    counts:
      'en 37 requirements, 20 with evidence; nl 35 requirements, 14 with evidence; ' +
      '38 company and 1 other documents; 13 certificates, 5 expired',
    unselected: 'Marktverkenning straatmeubilair Caribisch Nederland 2025.pdf',
    unselectedQuote: 'Prijzen per halte liggen tussen',
  },
  {
    set: 20,
    counts:
      'en 37 requirements, 19 with evidence; nl 35 requirements, 12 with evidence; ' +
      '41 company and 1 other documents; 13 certificates, 5 expired',
    unselected: 'Marktverkenning leveranciers laboratoriumanalysers 2026.pdf',
    unselectedQuote: 'Vier leveranciers bedienen de Nederlandse ziekenhuismarkt',
  },
  {
    set: 21,
    counts:
      'en 37 requirements, 22 with evidence; nl 35 requirements, 19 with evidence; ' +
      '46 company and 1 other documents; 13 certificates, 5 expired',
    unselected: 'Marktscan schoolmeubilair leveranciers 2026.pdf',
    unselectedQuote: 'vijf leveranciers van schoolmeubilair in Zuid-Nederland',
  },
  {
    set: 22,
    counts:
      'en 37 requirements, 22 with evidence; nl 35 requirements, 17 with evidence; ' +
      '41 company and 1 other documents; 13 certificates, 5 expired',
    unselected: 'Marktverkenning baggeraannemers Rivierenland 2026.pdf',
    unselectedQuote: 'zeven aannemers baggeren in het rivierengebied',
  },
  {
    set: 23,
    counts:
      'en 39 requirements, 22 with evidence; nl 34 requirements, 14 with evidence; ' +
      '46 company and 1 other documents; 13 certificates, 5 expired',
    unselected: 'Market scan - wastewater consultants in Namibia 2026.pdf',
    unselectedQuote: 'Nine practices bid regularly for town council wastewater work',
  },
  {
    set: 24,
    counts:
      'en 40 requirements, 26 with evidence; nl 35 requirements, 17 with evidence; ' +
      '44 company and 1 other documents; 13 certificates, 5 expired',
    unselected: 'Market scan - utility truck suppliers Luzon 2026.pdf',
    unselectedQuote: 'Six suppliers compete for water district truck tenders in Luzon',
  },
  {
    set: 25,
    counts:
      'en 36 requirements, 16 with evidence; nl 36 requirements, 15 with evidence; ' +
      '50 company and 1 other documents; 13 certificates, 5 expired',
    unselected: 'Market scan - fare system maintainers Atlantic Canada 2026.pdf',
    unselectedQuote: 'Five firms service validators for transit authorities',
  },
];

describe('draft-coverage label check without arguments', () => {
  it(
    'checks every blind set, one line each',
    () => {
      const run = spawnSync(process.execPath, ['scripts/check-draft-coverage-labels.mjs'], {
        cwd: root,
        encoding: 'utf8',
        env,
      });
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      expect(run.stdout.trim().split('\n')).toEqual(
        SETS.map((s) => `labels draft-coverage-${s.set}.labels.json: ${s.counts}`),
      );
    },
    TIMEOUT,
  );
});

describe.each(SETS)('draft-coverage set $set labels', ({ set, unselected, unselectedQuote }) => {
  const kb = data(`draft-coverage-${set}.kb.json`);
  const labelsFile = data(`draft-coverage-${set}.labels.json`);

  // Well formed, with the counts the docs give: the run without arguments above checks every
  // set in one process; here each set's files meet the check's failure paths.
  it(
    'name each broken label: a quote off its document, an unselected document, a missing expiry, a match the tender does not write',
    () => {
      const labels = JSON.parse(readFileSync(labelsFile, 'utf8')) as Labels;
      const [first, second] = (labels.tenders.en?.requirements ?? []).filter((r) => r.passages);
      if (!first?.passages?.[0] || !second?.evidence || !second.passages)
        throw new Error(`set ${set} has two English requirements with passages`);
      first.passages[0].quote += ' and more';
      second.evidence.push(unselected);
      second.passages.push({ document: unselected, quote: unselectedQuote });
      labels.expired = [];
      const last = labels.tenders.en?.requirements.at(-1);
      if (!last) throw new Error(`set ${set} has English requirements`);
      last.match += ' in words the tender never wrote';
      const file = join(mkdtempSync(join(tmpdir(), 'draft-labels-')), 'labels.json');
      writeFileSync(file, JSON.stringify(labels));
      const run = check(kb, file);
      expect(run.status).toBe(1);
      const problems = run.stderr.trim().split('\n');
      expect(problems).toHaveLength(4);
      expect(problems[0]).toContain('expired: []');
      expect(problems[1]).toContain(`en "${first.match}": quote not in`);
      expect(problems[2]).toContain(`en "${second.match}": ${unselected} is no company document`);
      expect(problems[3]).toContain(`en "${last.match}": not in the tender's text`);
    },
    TIMEOUT,
  );
});
