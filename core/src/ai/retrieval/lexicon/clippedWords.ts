/**
 * Words a bid team types clipped (issue 18, unseen-h17 study): "push to the repo", "user info",
 * "the reqs", "mail the execs", "de specs", "in de repo". A document writes the word whole
 * ("repository", "information", "requirements"), so the clipping met no passage and, being a
 * word no document says, weighed three times a known word against every passage. The query
 * planner (queryPlanner.ts) reads a question's clipping as its whole word, as an inflection of
 * it, and that word's translations.
 *
 * A general list of the clippings of office and IT English (which Dutch bid teams type too), not
 * taken from any question of the evaluation set; only clippings with one reading are listed
 * ("sub", "min", "app" are left out: subcontractor or subscription, minimum or minute, and "app"
 * is a word of its own).
 */
const CLIPPED: Readonly<Record<string, readonly string[]>> = {
  repo: ['repository'],
  repos: ['repositories'],
  info: ['information', 'informatie'],
  req: ['requirement'],
  reqs: ['requirements'],
  spec: ['specification'],
  specs: ['specifications'],
  doc: ['document'],
  docs: ['documents', 'documentation'],
  biz: ['business'],
  qs: ['questions'],
  exec: ['executive'],
  execs: ['executives'],
  admin: ['administration', 'administrator'],
  dev: ['development', 'developer'],
  devs: ['developers'],
  govt: ['government'],
  dept: ['department'],
  mgmt: ['management'],
  approx: ['approximately'],
  config: ['configuration'],
  env: ['environment'],
  prod: ['production'],
  refs: ['references'],
  cert: ['certificate'],
  certs: ['certificates'],
  stats: ['statistics'],
  // unseen-h18 study: the same kind, a second batch (office, legal and unit clippings).
  regs: ['regulations'],
  feds: ['federal'],
  intl: ['international'],
  org: ['organisation', 'organization'],
  orgs: ['organisations', 'organizations'],
  corp: ['corporation'],
  qty: ['quantity'],
  amt: ['amount'],
  ref: ['reference'],
  pkg: ['package'],
  ops: ['operations'],
  infra: ['infrastructure'],
  perf: ['performance'],
  hrs: ['hours'],
  mins: ['minutes'],
  wks: ['weeks'],
  yrs: ['years'],
  // unseen-h21 study: the initials of a non-disclosure agreement, which a contract calls a
  // confidentiality statement or agreement ("geheimhoudingsverklaring" through the lexicon).
  nda: ['nondisclosure', 'confidentiality'],
  ndas: ['nondisclosure', 'confidentiality'],
  // unseen-h22 study: "okay" as a verb, a buyer's approval ("okayed in writing").
  okay: ['approve'],
  okays: ['approves'],
  okayed: ['approved'],
};

/** The whole words a clipped word stands for; none for any other word. */
export function clippedExpansions(word: string): readonly string[] {
  return Object.hasOwn(CLIPPED, word) ? (CLIPPED[word] ?? []) : [];
}
