/**
 * Fact answers for the kinds a bid manager asks beside the deadline, criteria, limits and value
 * (issue 18): the knock-out requirements, the lots, the contract's duration and its extensions,
 * how the bid is submitted and in which language. Each answers only with facts of the kind asked
 * and returns false when the facts hold none, so that retrieval answers from the passages (never
 * with a neighbouring kind: an exclusion ground or an award criterion is no knock-out).
 */
import {
  type DurationFact,
  type Fact,
  type LotFact,
  type RequirementFact,
  type RequirementKind,
  type TenderFacts,
  statedAsCurrent,
} from '../../model/documentFacts';
import { statesTopic } from './askedRequirement';
import {
  type FactWriter,
  type ProjectDocumentRow,
  type SourcedFact,
  formatNumber,
} from './factWriter';

/** A number in digits or in words, as a requirement states how many. */
const STATES_NUMBER =
  /\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|twee|drie|vier|vijf|zes|zeven|acht|negen|tien)\b/i;

type Documents = readonly { document: ProjectDocumentRow; facts: TenderFacts }[];

/** Facts picked from every document, main tender first, the same key once, at most `max`. */
export function collect<T extends Fact<unknown>>(
  documents: Documents,
  pick: (facts: TenderFacts) => readonly (T | null)[],
  key: (fact: T) => string,
  max = Infinity,
): SourcedFact<T>[] {
  const seen = new Set<string>();
  const out: SourcedFact<T>[] = [];
  for (const { document, facts } of documents) {
    for (const fact of pick(facts)) {
      if (!fact || seen.has(key(fact))) continue;
      seen.add(key(fact));
      out.push({ fact, document });
    }
  }
  return out.slice(0, max);
}

/** A list answer: its heading, one cited line per fact, the language note. */
function list<T extends Fact<unknown>>(
  w: FactWriter,
  heading: string,
  found: readonly SourcedFact<T>[],
  text: (fact: T) => string,
): boolean {
  if (found.length === 0) return false;
  w.line(heading);
  for (const f of found) w.line(`- ${text(f.fact)}${w.cite(f)}`);
  w.noteLanguage();
  return true;
}

/** The pass/fail requirements of the kinds asked, each kind under its own heading. */
export function knockoutLines(
  w: FactWriter,
  documents: Documents,
  kinds: readonly RequirementKind[],
): boolean {
  let any = false;
  for (const kind of kinds) {
    const found = collect<RequirementFact>(
      documents,
      (f) => f.requirements.filter((r) => r.value.kind === kind),
      (r) => r.value.text,
      10,
    );
    if (found.length === 0) continue;
    if (any) w.line('');
    any = true;
    w.line(w.text.requirements[kind as keyof typeof w.text.requirements]);
    for (const f of found) w.line(`- ${f.fact.value.text}${w.cite(f)}`);
  }
  if (any) w.noteLanguage();
  return any;
}

/**
 * What the tender requires of a topic with no fact kind of its own (certificates, insurance …):
 * the requirements of any kind whose text states it (and a number, when the question asks how
 * many or how much); none, and retrieval answers or says the documents do not say.
 */
export function requiredLines(
  w: FactWriter,
  documents: Documents,
  topics: readonly RegExp[],
  number: boolean,
): boolean {
  const found = collect<RequirementFact>(
    documents,
    (f) =>
      f.requirements.filter(
        (r) => statesTopic(r.value.text, topics) && (!number || STATES_NUMBER.test(r.value.text)),
      ),
    (r) => r.value.text,
    10,
  );
  // A list's bullet kept from the page is no part of the requirement.
  return list(w, w.text.required, found, (r) => r.value.text.replace(/^[•▪◦*–-]\s*/, ''));
}

export function lotLines(w: FactWriter, documents: Documents): boolean {
  const found = collect<LotFact>(
    documents,
    (f) => f.lots,
    (l) => `${l.value.number}|${l.value.name}`,
    12,
  );
  return list(w, w.text.lots, found, ({ value: { number, name } }) =>
    number ? `${w.text.lot} ${number}: ${name}` : name,
  );
}

export function durationLines(w: FactWriter, documents: Documents): boolean {
  const found = collect<DurationFact>(
    documents,
    // The initial term before its extensions, as a reader expects the term to be told.
    (f) =>
      statedAsCurrent(f.durations).sort(
        (a, b) => Number(a.value.kind !== 'initial') - Number(b.value.kind !== 'initial'),
      ),
    (d) => `${d.value.kind}|${d.value.amount}|${d.value.unit}|${d.value.count}`,
    4,
  );
  return list(w, w.text.duration, found, ({ value: { kind, amount, unit, count } }) => {
    const length = `${formatNumber(amount, w.language)} ${w.text.durationUnit[unit]}`;
    return kind === 'initial'
      ? `${w.text.initialTerm}: ${length}`
      : w.text.extension(count, length);
  });
}

/** How to submit, or the language of the bid: one fact, quoted. */
export function singleLine(
  w: FactWriter,
  documents: Documents,
  key: 'submissionMethod' | 'submissionLanguage',
): boolean {
  const [found] = collect(
    documents,
    (f) => [f[key]],
    (f) => f.value,
    1,
  );
  if (!found) return false;
  w.line(`${w.text[key]} ${found.fact.value}.${w.cite(found)}`);
  w.quote(found.fact);
  return true;
}
