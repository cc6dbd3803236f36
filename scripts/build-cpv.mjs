#!/usr/bin/env node
// Derives the CPV 2008 vocabulary the web app fetches on demand (web/public/cpv/cpv-2008.json,
// committed, so a clone without ../shared runs with the full picker: docs/data-sources.md) from the original EU label files of the eForms SDK 1.15.1 (CC BY 4.0, "© European
// Union, Publications Office, eForms SDK"): translations/code_en.xml and code_nl.xml, entries
// keyed `code|name|cpv.<8 digits>`. The SDK files carry no check digits, so they come from the
// data folder's cpv_2008_en_nl.json (the official NNNNNNNN-D codes); the two code sets must agree
// exactly or the build fails. docs/decisions.md, "The vocabulary loads on demand".
//
//   node scripts/build-cpv.mjs              # skip when the output is newer than its sources
//   node scripts/build-cpv.mjs --force
//   TENDER_DATA_DIR=/path/to/data CPV_OUTPUT=/tmp/cpv.json node scripts/build-cpv.mjs
//
// Without the data folder it keeps the committed file (and says so only when that is missing too);
// tests/unit/derivedData.test.ts checks the committed file is exactly what this script derives.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = resolve(process.env.TENDER_DATA_DIR ?? join(repoRoot, '..', 'shared', 'data'));
const sdkDir = join(dataDir, 'cpv', 'original', 'eforms-sdk-1.15.1');
const sources = {
  en: join(sdkDir, 'code_en.xml'),
  nl: join(sdkDir, 'code_nl.xml'),
  checkDigits: join(dataDir, 'cpv', 'cpv_2008_en_nl.json'),
};
// CPV_OUTPUT lets tests build into a temporary folder.
const CPV_OUTPUT = resolve(
  process.env.CPV_OUTPUT ?? join(repoRoot, 'web', 'public', 'cpv', 'cpv-2008.json'),
);
const EXPECTED_CODES = 9454;

const XML_ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeXml(text) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name) => {
    if (name[0] === '#')
      return String.fromCodePoint(
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
      );
    return XML_ENTITIES[name] ?? whole;
  });
}

/** The CPV labels of one SDK translation file: Map<8-digit code, label>. */
function readSdkLabels(xml) {
  const labels = new Map();
  const entry = /<entry key="code\|name\|cpv\.(\d{8})">([\s\S]*?)<\/entry>/g;
  for (const m of xml.matchAll(entry)) labels.set(m[1], decodeXml(m[2]).trim());
  return labels;
}

/** Rows [code with check digit, en, nl] sorted by code; throws when the sources disagree. */
function buildCpvRows(enXml, nlXml, checkDigitRows) {
  const en = readSdkLabels(enXml);
  const nl = readSdkLabels(nlXml);
  const full = new Map(checkDigitRows.map((r) => [r.code.slice(0, 8), r.code]));
  const problems = [];
  for (const code8 of new Set([...en.keys(), ...nl.keys(), ...full.keys()])) {
    if (!en.get(code8)) problems.push(`${code8}: no English label`);
    if (!nl.get(code8)) problems.push(`${code8}: no Dutch label`);
    if (!full.has(code8)) problems.push(`${code8}: no check digit`);
  }
  if (problems.length > 0)
    throw new Error(
      `CPV sources disagree (${problems.length}): ${problems.slice(0, 5).join('; ')}`,
    );
  return [...full.keys()].sort().map((code8) => [full.get(code8), en.get(code8), nl.get(code8)]);
}

function isUpToDate() {
  if (!existsSync(CPV_OUTPUT)) return false;
  const built = statSync(CPV_OUTPUT).mtimeMs;
  return Object.values(sources).every((file) => statSync(file).mtimeMs <= built);
}

function main() {
  const missing = Object.values(sources).filter((file) => !existsSync(file));
  if (missing.length > 0) {
    if (existsSync(CPV_OUTPUT)) return 0; // the committed vocabulary: nothing to derive it from
    console.warn(
      `build-cpv: ${missing[0]} is missing; the CPV picker will say the vocabulary is unavailable. ` +
        'Put the shared data folder beside the repository (../shared/data) or set TENDER_DATA_DIR.',
    );
    return 0;
  }
  if (!process.argv.includes('--force') && isUpToDate()) return 0;
  const rows = buildCpvRows(
    readFileSync(sources.en, 'utf8'),
    readFileSync(sources.nl, 'utf8'),
    JSON.parse(readFileSync(sources.checkDigits, 'utf8')),
  );
  if (rows.length !== EXPECTED_CODES)
    throw new Error(`CPV 2008 has ${EXPECTED_CODES} codes; the sources gave ${rows.length}.`);
  mkdirSync(dirname(CPV_OUTPUT), { recursive: true });
  // Compact: one array per code, [code, en, nl]; about 1 MB, a quarter of that gzipped.
  const body = {
    version: 'CPV 2008',
    source: 'eForms SDK 1.15.1 translations/code_en.xml, code_nl.xml',
    attribution: '© European Union, Publications Office, eForms SDK (CC BY 4.0)',
    codes: rows,
  };
  writeFileSync(CPV_OUTPUT, JSON.stringify(body));
  console.log(`build-cpv: wrote ${rows.length} CPV codes to ${CPV_OUTPUT}`);
  return 0;
}

process.exitCode = main();
