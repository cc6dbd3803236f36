// The generated world of bench/ingestion-cost.mjs: companies and TED notices made with a seeded
// PRNG from the CPV vocabulary and the titles of the real notices in ../shared/data, so every run
// does the same work.
import { readFileSync } from 'node:fs';
import { core, pickOne, pickSome } from './core.mjs';
import { DAY, NOW } from './scale.mjs';

const { Timestamp, DEFAULT_NOTIFICATION_SETTINGS } = core;
export const ts = (ms) => Timestamp.fromMillis(ms);

const shared = (path) => new URL(`../../../shared/data/${path}`, import.meta.url);
const vocabulary = JSON.parse(readFileSync(shared('cpv/cpv_2008_en_nl.json'), 'utf8'));
const COMPANY_CODES = vocabulary
  .filter((r) => r.level === 'category' || r.level === 'subcategory')
  .map((r) => r.code);
const ALL_CODES = vocabulary.map((r) => r.code);
const summary = JSON.parse(readFileSync(shared('ted/ted_notices_summary.json'), 'utf8'));
const WORDS = [
  ...new Set(
    summary.notices
      .flatMap((n) => `${n.title ?? ''} ${n.description ?? ''}`.toLowerCase().split(/[^\p{L}]+/u))
      .filter((w) => w.length > 3),
  ),
];
// Tender codes: the real notices' codes with their check digit, from the vocabulary.
const byDigits = new Map(ALL_CODES.map((c) => [c.slice(0, 8), c]));
const TENDER_CODES = [
  ...new Set(
    summary.notices
      .flatMap((n) => [n.main_cpv, ...n.lots.flatMap((l) => l.cpv)])
      .map((c) => byDigits.get(String(c).slice(0, 8)))
      .filter(Boolean),
  ),
];
const LABELS = new Map(vocabulary.map((r) => [r.code, `${r.label_en} ${r.label_nl}`]));
const CATEGORIES = ['supply', 'works', 'services'];
const TYPES = ['contract_notice', 'contract_notice', 'prior_notice', 'market_consultation'];
const COUNTRIES = ['NL', 'BE', 'DE', 'FR', 'NL', 'PL'];

export function company(rand, i) {
  // One company wrote 10,000 codes into its profile (over the form's limit: an import could).
  const codes =
    i === 0
      ? [
          ...ALL_CODES,
          ...Array.from({ length: 10_000 - ALL_CODES.length }, (_, k) => `9${8_000_000 + k}-0`),
        ]
      : pickSome(rand, COMPANY_CODES, 2 + Math.floor(rand() * 6));
  // A company describes what it does: the labels of a few of its codes, in English and Dutch.
  const described = codes.slice(0, 8).map((c) => LABELS.get(c) ?? '');
  return {
    name: `Company ${i}`,
    profile: {
      description: [...described, ...pickSome(rand, WORDS, 4)].join(' '),
      cpvCodes: codes,
      contractTypes: [],
      publicationTypes: ['contract_notice', 'prior_notice'],
      scope: ['national', 'european'],
    },
    bidNoBid: [{ description: pickSome(rand, WORDS, 2).join(' '), importance: 'high' }],
    writingStyle: '',
    focusAreas: '',
    notificationSettings: DEFAULT_NOTIFICATION_SETTINGS,
    createdAt: ts(NOW - 400 * DAY),
    updatedAt: ts(NOW - 400 * DAY),
  };
}

export function notice(rand, n, publishedMs) {
  const cpvCodes = pickSome(rand, TENDER_CODES, 1 + Math.floor(rand() * 3));
  // Titles name the thing bought (its code's label) among the notices' own words.
  const title = [LABELS.get(cpvCodes[0]), ...pickSome(rand, WORDS, 4)].join(' ');
  return {
    source: 'ted',
    sourceId: `${String(n).padStart(6, '0')}-2026`,
    noticeId: `notice-${n}`,
    title,
    description: pickSome(rand, WORDS, 40).join(' '),
    buyer: `Gemeente ${pickOne(rand, WORDS)}`,
    location: 'Nederland',
    category: pickOne(rand, CATEGORIES),
    cpvCodes,
    publicationType: pickOne(rand, TYPES),
    scope: 'european',
    publishedAt: ts(publishedMs),
    deadline: ts(publishedMs + 40 * DAY),
    links: [{ label: 'TED', url: `https://ted.europa.eu/en/notice/-/detail/${n}-2026` }],
    language: 'nl',
    country: pickOne(rand, COUNTRIES),
    procedureId: `proc-${n}`,
    changeOf: null,
  };
}
