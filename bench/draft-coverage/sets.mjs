// The sets of bench/draft-coverage.mjs (issue 19): each set's knowledge base and labels in
// bench/data, and, for a gated set, the budgets per language that CI holds it to. A held-out set
// (gated: false) has no budget: its figures are printed and never fail the bench. The comment of
// each set says what it is and what it reached (bench/README.md has the history).
import { readFileSync } from 'node:fs';
import { LATER_SETS } from './laterSets.mjs';

export const TARGET = { coverage: 0.8, offTopic: 0 };
/** What each set reached (bench/README.md): the budget catches a step back, the target stays printed. */
const DEFINED = [
  {
    name: 'draft-coverage',
    // Round 3: en off-topic 1 → 0 ('any other features not mentioned above' is a gap), nl 0.89;
    // nl's one off-topic is Q36, cited correctly but not in the labels (written before Q36 was
    // planned).
    budgets: { en: { coverage: 0.8, offTopic: 0 }, nl: { coverage: 0.8, offTopic: 0 } },
  },
  {
    name: 'draft-coverage-2',
    // First run (labelled blind): en 0.38 (3 of 8) with 0 off-topic, nl 0.30 (3 of 10) with 2;
    // with acronyms read as what they stand for: en 0.63 (5 of 8), nl 0.40 (4 of 10); with the
    // draft's software vocabulary: nl 0.50 (5 of 10), 1 off-topic; with Q36 planned (an item cut
    // in two by a passage boundary): nl 0.60 (6 of 10); two telling words side by side read as
    // one term: nl 0 off-topic. Studied since round 3 (no longer blind): expressions read as the
    // word they say ('around the clock', 'completed in 2024'): en 0.88 (7 of 8).
    budgets: { en: { coverage: 0.8, offTopic: 0 }, nl: { coverage: 0.6, offTopic: 0 } },
  },
  // 'Held out' below says how each set was written. Sets 3–12 have been studied since (their misses
  // read and fixed by class), set 13's and set 14's certificate lines too; bench/README.md's
  // "Held-out record" keeps each set's blind first run and says which sets are still held out (13's
  // and 14's coverage, 15, 16, 17, 18, 19).
  {
    // Held out (issue 19's verification): other tenders (the GSA Agile Delivery Services RFQ, en;
    // the VNG Softwarecatalogus annexes 1.1 and 2, nl) and an invented data-migration and
    // integration consultancy, labelled before any draft of it was run. No budget: its figures
    // are reported and never fail CI, so that nobody tunes the draft to it; a rule changed
    // because of what this set printed makes it one more tuned set (bench/README.md). Studied
    // since 2026-11-27 (its misses were read and fixed by class: docs/decisions.md, "Draft
    // coverage on set 3"), so no longer blind; still not gated until the fact sheet reads its
    // three certificates (another fix), then at en 0.11 / 1, nl 0.21 / 1.
    name: 'draft-coverage-3',
    gated: false,
  },
  {
    // Held out, the fourth (issue 19's verification; written while set 3 was being studied): the
    // 2017 CDT RFI CDT-ADPQ-0117 (en) and the VNG Softwarecatalogus annex 3.1 Service Level
    // Agreement as the main tender (nl), and an invented service-desk, application-management and
    // design company, labelled before anything but the planner was run on it. Never gated
    // (bench/README.md, docs/decisions.md "Draft coverage set 4, held out"). Its blind figures:
    // en 0.08 (3 of 37) / 6 off-topic, nl 0.07 (4 of 61) / 3. Studied since 2026-11-27 (its
    // misses read with --verbose and fixed by class: docs/decisions.md "Draft coverage on set 4"),
    // so no longer blind: en 0.39 (15 of 38) / 6, nl 0.10 (6 of 61) / 4.
    name: 'draft-coverage-4',
    gated: false,
  },
  {
    // Held out, written blind (issue 19's verification): the probe tenders of
    // bench/data/probe-tenders-2 (Kilcarrig County Council's public-lighting maintenance RFT, en;
    // Waterschap Veenrijn's inschrijvingsleidraad ingenieursdiensten waterkeringen, nl) and an
    // invented dike-engineering and public-lighting maintenance company, labelled before anything
    // (planner, draft, fact sheet, this bench) was run on it. Never gated (bench/README.md,
    // docs/decisions.md "Draft coverage set 5, held out"). Its blind figures: en 0.27 (3 of 11) /
    // 1 off-topic, nl 0.13 (2 of 15) / 1; certificates 4/4, expired 0. Studied since 2026-11-27
    // (its misses read with --verbose and fixed by class: docs/decisions.md "Draft coverage on
    // set 5"), so no longer blind: en 0.73 (8 of 11) / 0, nl 0.17 (2 of 12) / 1.
    name: 'draft-coverage-5',
    gated: false,
  },
  {
    // Held out, written blind (issue 19's verification): the probe tenders of
    // bench/data/probe-tenders (Northfield Borough Council's ITT for a digital case management
    // service, en; the RDD aanbestedingsleidraad beheer en doorontwikkeling zaaksysteem, nl) and an
    // invented case-management software supplier, labelled before anything (planner, draft, fact
    // sheet, this bench) was run on it. Never gated (bench/README.md, docs/decisions.md "Draft
    // coverage set 6, held out").
    name: 'draft-coverage-6',
    gated: false,
  },
  {
    // Held out, written blind (issue 19's verification): the probe tenders of
    // bench/data/probe-tenders-3 (the NHS Severnvale and Ashcombe ICB's ITT for an integrated
    // e-rostering and workforce deployment solution, en; Omgevingsdienst Lingevallei's
    // aanbestedingsleidraad levering, implementatie en beheer van een VTH-systeem, nl) and an
    // invented supplier of rostering and VTH software, labelled before anything (planner, draft,
    // fact sheet, this bench) was run on it. Never gated (bench/README.md, docs/decisions.md "Draft
    // coverage, seventh held-out set").
    name: 'draft-coverage-7',
    gated: false,
  },
  {
    // Held out, written blind (issue 19's verification): the probe tenders of
    // bench/data/probe-tenders-4 (the European Agency for Coastal and Marine Observation's tender
    // specifications EACMO/2027/OP/0003 for the organisation of events, meetings and training
    // courses, en; Gemeente Meerdonkveld's opdrachtdocumenten OND-2027-017 levering van warme
    // maaltijden voor de basisscholen, nl, Belgian) and an invented caterer and event organiser,
    // labelled before anything (planner, draft, fact sheet, this bench) was run on it. Never gated
    // (bench/README.md, docs/decisions.md "Draft coverage, eighth held-out set").
    name: 'draft-coverage-8',
    gated: false,
  },
  {
    // Held out, written blind (issue 19's verification): the probe tenders of
    // bench/data/probe-tenders-5 (the University of Carrowbridge's invitation to further competition
    // UoC-PS-2027-046 for AV systems in the Eastgate Teaching Building, en; GGD Kempenmeer's
    // uitnodiging tot inschrijving levering en onderhoud van vaccinkoelkasten en
    // temperatuurbewaking, nl) and an invented installer of university AV systems and medical
    // refrigeration, labelled before anything (planner, draft, fact sheet, this bench) was run on
    // it. Never gated (bench/README.md, docs/decisions.md "Draft coverage, ninth held-out set").
    name: 'draft-coverage-9',
    gated: false,
  },
  {
    // Held out, written blind (issue 19's verification): the probe tenders of
    // bench/data/probe-tenders-6 (Calder Vale Homes' Tender Pack CVH-PROC-0427 for responsive
    // repairs and void property works, en; Veiligheidsregio IJsselvallei's selectieleidraad
    // VRIJ-2027-003 levering en onderhoud van tankautospuiten en hoogwerkers, nl) and an invented
    // fire-appliance builder with a UK social-housing repairs subsidiary, labelled before anything
    // (planner, draft, fact sheet, this bench) was run on it. Never gated (bench/README.md,
    // docs/decisions.md "Draft coverage, tenth held-out set").
    name: 'draft-coverage-10',
    gated: false,
  },
  {
    // Held out, written blind (issue 19's verification): two probe tenders of
    // bench/data/probe-tenders-7 (Tywi Coast University Health Board's ITT TCUHB-PROC-2027-0148 for
    // the supply, rental and maintenance of patient beds and pressure-relieving mattresses, en;
    // Gemeente Zuidervaart's aanbestedingsleidraad ZV-2027-WRK-09 renovatie en instandhouding
    // Kanaalbrug, nl) and an invented group with a movable-bridge engineering company and a
    // hospital-bed maker with a Welsh subsidiary, labelled before anything (planner, draft, fact
    // sheet, this bench) was run on it. Never gated (bench/README.md, docs/decisions.md "Draft
    // coverage, eleventh held-out set").
    name: 'draft-coverage-11',
    gated: false,
  },
  {
    // Held out, written blind (issue 19's verification): two probe tenders of
    // bench/data/probe-tenders-8 (Suirvale Education and Training Board's RFT SETB-RFT-2027-003 for
    // managed print services for schools and further education colleges, en; Stichting Hogeschool
    // Windveld's beschrijvend document HWV-2027-ICT-07 werkplekdienstverlening en servicedesk, nl)
    // and an invented Irish-Dutch group with a managed-print company and a workplace and
    // service-desk company, 15 certificates in many forms (6 expired), labelled before anything
    // (planner, draft, fact sheet, this bench) was run on it. Never gated (bench/README.md,
    // docs/decisions.md "Draft coverage, twelfth held-out set").
    name: 'draft-coverage-12',
    gated: false,
  },
  ...LATER_SETS,
];

/** Each set with its files, named after it: bench/data/<name>.kb.json and <name>.labels.json. */
export const SETS = DEFINED.map((set) => ({
  ...set,
  kb: `${set.name}.kb.json`,
  labels: `${set.name}.labels.json`,
}));

/** A set's knowledge base or labels file of bench/data, parsed. */
export const readSetFile = (name) =>
  JSON.parse(readFileSync(new URL(`../data/${name}`, import.meta.url), 'utf8'));
