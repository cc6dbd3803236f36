// The sets of bench/draft-coverage.mjs (issue 19): each set's knowledge base and labels in
// bench/data, and, for a gated set, the budgets per language that CI holds it to. A held-out set
// (gated: false) has no budget: its figures are printed and never fail the bench. The comment of
// each set says what it is and what it reached (bench/README.md has the history).
import { readFileSync } from 'node:fs';

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
  {
    // Held out, written blind (issue 19's verification): two probe tenders of
    // bench/data/probe-tenders-9 (Tallowood Shire Council's RFT T2027/04 for bitumen spray sealing
    // and heavy patching services, en; Woonstichting Vechtoever's inschrijvingsleidraad WSV-2027-017
    // raamovereenkomst planmatig schilderwerk en klein houtrotherstel, nl) and an invented
    // Dutch-Australian group with a painting contractor and a road-sealing company, 13 certificates in
    // many forms (5 expired), labelled before anything (planner, draft, fact sheet, this bench) was
    // run on it. Never gated (bench/README.md, docs/decisions.md "Draft coverage, thirteenth held-out
    // set"). Certificates studied, then coverage studied since 2026-11-27 (docs/decisions.md "Draft
    // coverage on the thirteenth set"): en 0.07 / 3 → 0.67 / 1, nl 0.40 / 2 → 0.67 / 0.
    name: 'draft-coverage-13',
    gated: false,
  },
  {
    // Held out, written blind (issue 19's verification): two probe tenders of
    // bench/data/probe-tenders-10 (the BC Ministry of Forest Lands and Wildfire Readiness's RFP
    // ON-27-0412 for wildfire base camp catering and accommodation services, en; Waterbedrijf
    // Zandmeer's aanbestedingsleidraad WZ-2027-017 slimme watermeters en uitleesdienst, nl) and an
    // invented Dutch-Canadian group with a smart-water-meter maker and a wildfire camp company, 13
    // certificates in many forms (6 expired), labelled before anything (planner, draft, fact sheet,
    // this bench) was run on it. Never gated (bench/README.md, docs/decisions.md "Draft coverage,
    // fourteenth held-out set"). Its certificate lines studied since 2026-11-27 (released when sets
    // 15 and 16 replaced it: docs/decisions.md "Certificates on the fourteenth draft set"). Its
    // coverage studied since 2026-11-28, released because sets 21 and 22 replace it
    // (docs/decisions.md "Draft coverage on the nineteenth and fourteenth sets"): en 0.55 / 4 →
    // 0.55 / 1, nl 0.28 / 0 → 0.44 / 0.
    name: 'draft-coverage-14',
    gated: false,
  },
  {
    // Held out, written blind (issue 19's verification): two probe tenders of
    // bench/data/probe-tenders-11 (the Kestermoor National Park Authority's tender pack KNPA-2027-006
    // for access and visitor infrastructure works, en; Stichting ROC Lekdelta's aanbestedingsleidraad
    // ROC-LD 2027-041 schoonmaakdienstverlening en glasbewassing, nl) and an invented Dutch-British
    // group with a cleaning company and an upland path and footbridge contractor, 13 certificates in
    // many forms (5 expired), labelled before anything (planner, draft, fact sheet, this bench) was
    // run on it. Never gated (bench/README.md, docs/decisions.md "Draft coverage, fifteenth held-out
    // set"). Coverage studied since 2026-11-28, released because set 19 was written (docs/decisions.md
    // "Draft coverage on the fifteenth set"): en 0.25 / 0 → 0.50 / 0, nl 0.93 / 1 → 0.93 / 0.
    name: 'draft-coverage-15',
    gated: false,
  },
  {
    // Held out, written blind (issue 19's verification): two probe tenders of
    // bench/data/probe-tenders-12 (the Pilbara Coast Ports Authority's RFT PPA-RFT-0319-27 for the
    // inspection, maintenance and repair of navigation aids, en; the Openbaar Lichaam Bonaire's
    // aanbestedingsdocument OLB-INK-2027-021 leerlingenvervoer en vervoer naar dagbesteding, nl) and
    // an invented Dutch-Australian group with a pupil and day-care transport company and a
    // navigation-aids maintenance company, 13 certificates in forms sets 12-15 did not use (5
    // expired), labelled before anything (planner, draft, fact sheet, this bench) was run on it.
    // Never gated (bench/README.md, docs/decisions.md "Draft coverage, sixteenth held-out set").
    // Coverage studied since 2026-11-28, released because sets 19 and 20 replace it
    // (docs/decisions.md "Draft coverage on the sixteenth set"): en 0.17 / 1 → 0.77 / 0, nl 0.64 /
    // 1 → 0.86 / 0 (blind: en 0.17 / 1, nl 0.29 / 0).
    name: 'draft-coverage-16',
    gated: false,
  },
  {
    // Held out, written blind (issue 19's verification): two probe tenders of
    // bench/data/probe-tenders-13 (the Mthonjeni District Municipality's bid document
    // MDM/SCM/B017/2026-27 for the refurbishment, equipping and maintenance of rural water supply
    // boreholes, en; the Stichting Nationaal Watervoorzieningsbedrijf Binnenland's
    // inschrijvingsvoorwaarden NWB/AB/2027/009 zonne-energiesystemen voor drinkwaterpompstations,
    // nl) and an invented South African-Surinamese group with a borehole contractor and a solar
    // pumping installer, 13 certificates in forms sets 12-16 did not use (5 expired), labelled
    // before anything (planner, draft, fact sheet, this bench) was run on it. Never gated
    // (bench/README.md, docs/decisions.md "Draft coverage, seventeenth held-out set"). Coverage
    // studied since 2026-11-27, released because set 18 replaces it (docs/decisions.md "Draft
    // coverage on the seventeenth set"): en 0.00 / 4 → 0.64 / 3, nl 0.36 / 1 → 0.45 / 1.
    name: 'draft-coverage-17',
    gated: false,
  },
  {
    // Held out, written blind (issue 19's verification): two probe tenders of
    // bench/data/probe-tenders-14 (the County Government of Kiriama's standard tender document
    // CGK/HLTH/ONT/011/2026-2027 for fully equipped ambulances, en; the Land Curaçao's (DOWI)
    // aanbestedingsdocument DOWI-AB-2027-014 herstel en versterking kademuur Sint Annabaai-Oost,
    // nl) and an invented Kenyan-Curaçaoan group with an ambulance converter and a marine
    // contractor, 13 certificates, licences and permits in forms sets 12-17 did not use (6
    // expired), suitability demands that are not award criteria, labelled before anything
    // (planner, draft, fact sheet, this bench) was run on it. Never gated (bench/README.md,
    // docs/decisions.md "Draft coverage, eighteenth held-out set"). Coverage studied since
    // 2026-11-28, released because set 19 replaces it (docs/decisions.md "Draft coverage on the
    // eighteenth set"): en 0.32 / 6 → 0.37 / 2, nl 0.16 / 6 → 0.43 / 1.
    name: 'draft-coverage-18',
    gated: false,
  },
  {
    // Held out, written blind (issue 19's verification): two probe tenders of
    // bench/data/probe-tenders-16 (the Malta Coastal Amenities Agency's call for tenders
    // MCAA/T/012/2027 for the upkeep of bathing areas and beach access mats, two lots, en; the
    // Directie Openbare Ruimte Aruba's aanbestedingsdocument DORA/AB/2027-11 bushaltes met
    // overkapping, nl) and an invented Maltese-Aruban group with a beach-upkeep contractor and a
    // street-furniture maker, 13 certificates, licences and registrations in forms sets 12-18 did
    // not use (5 expired, one a subcontractor's), suitability demands that are not award criteria,
    // labelled before anything (planner, draft, fact sheet, this bench) was run on it. Never gated
    // (bench/README.md, docs/decisions.md "Draft coverage, nineteenth held-out set"). Coverage
    // studied since 2026-11-28, released because sets 21 and 22 replace it (docs/decisions.md
    // "Draft coverage on the nineteenth and fourteenth sets"): en 0.20 / 1 → 0.60 / 2, nl 0.14 / 3
    // → 0.43 / 2; expired 0 (blind: en 0.20 / 2, nl 0.29 / 2).
    name: 'draft-coverage-19',
    gated: false,
  },
  {
    // Held out, written blind (issue 19's verification): two probe tenders of
    // bench/data/probe-tenders-15 (the Tāwhiri Regional Council's RFP TRC-RFP-2027-009 for flood
    // hazard modelling services, a panel with pre-conditions and weighted criteria, en; the
    // Noordelijk Universitair Medisch Centrum's aanbestedingsleidraad NUMC-2027-0412
    // laboratoriumanalyzers en reagentia, two percelen, nl) and an invented Dutch-New Zealand group
    // with a flood modelling consultancy and a laboratory analyser supplier, 13 certificates,
    // prequalifications, registrations and an accreditation in forms sets 12-19 did not use (5
    // expired, one the analyser maker's), suitability demands that are not award criteria, labelled
    // before anything (planner, draft, fact sheet, this bench) was run on it. Blind: en 0.05 / 2
    // off-topic, nl 0.50 / 1; certificates 5/13, 2 expired stated (nl). Studied since 2026-11-28
    // (set 21 replaces it): en 0.11 / 3, nl 0.50 / 1; certificates 8/13, expired 0. Never gated
    // (bench/README.md, docs/decisions.md "Draft coverage, twentieth held-out set" and "Draft
    // coverage on the twentieth set").
    name: 'draft-coverage-20',
    gated: false,
  },
  {
    // Held out, written blind (issue 19's verification): two probe tenders of
    // bench/data/probe-tenders-17 (the Caroni Plains Regional Corporation's RFP CPRC/RFP/2027/011
    // for watercourse and drain maintenance, two zones, M1-M6 pass/fail and points out of 100, en;
    // Stichting Kindcentra Peelrand's aanbestedingsdocument 2027-017 schoolmeubilair en
    // verbruiksmaterialen, three percelen, nl) and an invented Trinidadian-Dutch group with a drain
    // maintenance contractor and a school-furniture maker, 13 certificates, clearances and
    // registrations in forms sets 12-20 did not use (5 expired, one out of scope), suitability
    // demands that are not award criteria, labelled before anything (planner, draft, fact sheet,
    // this bench) was run on it. Blind: en 0.14 / 4 off-topic, nl 0.28 / 1; certificates 4/13, 1
    // expired stated (en, a VAT clearance). Studied since 2026-11-28 (set 22 replaces it): en 0.14 /
    // 3, nl 0.28 / 1; certificates 5/13, expired 0. Never gated (bench/README.md, docs/decisions.md
    // "Draft coverage, twenty-first held-out set" and "Draft coverage and certificates on the
    // twenty-first set").
    name: 'draft-coverage-21',
    gated: false,
  },
  {
    // Held out, written blind (issue 19's verification): two probe tenders of
    // bench/data/probe-tenders-18 (the UN Regional Office for Water Resilience's RFP
    // RFP/UNROWR/AMM/2027/007 for a telemetric groundwater monitoring network, Q1-Q5 pass/fail and
    // points out of 700, an amendment that lowers Q1 from seven to five years, en; Waterschap
    // Lingeveld's aanbestedingsleidraad WSL-2027-0042 baggeren en herprofileren, G1-G4, K1-K3 with
    // weights and page limits, a Nota van Inlichtingen that lowers G1 and raises K1's limit, nl) and
    // an invented Dutch-Jordanian group with a dredging contractor and a groundwater telemetry
    // company, 13 certificates, accreditations and registrations in forms sets 19-21 did not use (5
    // expired or suspended; a sister company's, a subcontractor's and a person's among them),
    // suitability demands that are not award criteria, labelled before anything (planner, draft,
    // fact sheet, this bench) was run on it. Never gated (bench/README.md, docs/decisions.md "Draft
    // coverage, twenty-second held-out set").
    name: 'draft-coverage-22',
    gated: false,
  },
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
