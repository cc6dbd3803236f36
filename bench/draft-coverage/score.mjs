// What bench/draft-coverage.mjs measures of a draft against its labels (issue 19):
//  - coverage: of the requirements the knowledge base has evidence for, those the draft covers
//    with a correct citation (one of the labelled evidence documents, nothing else); a requirement
//    whose only evidence is a note to check ('toCheck': a certificate named without its validity)
//    is not covered, it is counted apart;
//  - off-topic: citations of a document the labels do not give for that requirement (any on a
//    requirement without evidence), and any citation of the unselected knowledge base;
//  - facts and expired: the certificates the fact sheet reads right, and the expired
//    certificates the draft states.

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** 'F8.' matches a requirement labelled F8; other matches are words of its text. */
const matcher = (match) =>
  /^[A-Z]{1,3}\d{1,3}\.$/.test(match)
    ? new RegExp(`^${escape(match)}\\s`)
    : new RegExp(escape(match), 'i');

/**
 * The draft's planned requirements against a tender's labels: per requirement, its evidence and
 * its citations (those off-topic apart), and the labelled requirements with evidence that the
 * draft did not plan, which count as misses.
 */
export function scoreRequirements(draft, tender, selectedKb) {
  const citations = new Map(draft.citations.map((c) => [c.id, c]));
  const requirements = draft.content.flatMap((s) => s.requirements ?? []);
  const labels = tender.requirements.map((l) => ({ ...l, re: matcher(l.match) }));
  const labelOf = (r) => labels.find((l) => l.re.test(r.text));
  let withEvidence = 0;
  let covered = 0;
  let offTopic = 0;
  const rows = [];
  for (const r of requirements) {
    const label = labelOf(r);
    const evidence = new Set(label?.evidence ?? []);
    const allowed = new Set([...evidence, ...(label?.relevant ?? [])]);
    const cited = r.citationIds.map((id) => citations.get(id)).filter(Boolean);
    const wrong = cited.filter(
      (c) => c.knowledgeBaseId !== selectedKb || !allowed.has(c.documentName),
    );
    offTopic += wrong.length;
    let right = false;
    if (evidence.size > 0) {
      withEvidence += 1;
      right =
        r.status === 'covered' &&
        wrong.length === 0 &&
        cited.some((c) => evidence.has(c.documentName));
      if (right) covered += 1;
    }
    rows.push({ requirement: r, evidence, cited, wrong, right });
  }
  const unplanned = labels.filter(
    (l) => l.evidence && !requirements.some((r) => l.re.test(r.text)),
  );
  withEvidence += unplanned.length;
  const gaps = requirements.filter((r) => r.status === 'gap').length;
  const toCheck = requirements.filter((r) => r.status === 'toCheck').length;
  const share = withEvidence ? covered / withEvidence : 0;
  return { rows, unplanned, requirements, withEvidence, covered, offTopic, gaps, toCheck, share };
}

/** A document's whole text in lower case (an issuer in capitals is named too), by its name. */
const textsOf = (documents) =>
  new Map(
    (documents ?? []).map((d) => [
      d.name,
      d.pages
        .map((p) => (typeof p === 'string' ? p : p.text))
        .join('\n')
        .toLowerCase(),
    ]),
  );
const squeeze = (s) => s.toLowerCase().replace(/[\s-]+/g, '');

/**
 * Labelled certificates the fact sheet read right: number, issuer and expiry of one certificate.
 * The scheme is core's scheme or the name as written ('BRL SIKB 7000' is core's 'BRL', written so);
 * a licence or registration the labels list among the certificates is read right as a
 * registration with its number, issuer and end. An issuer the record's own document never names
 * (labelled from another document, e.g. by its number's prefix) cannot be read: there the sheet
 * is right to leave it empty, and only empty.
 */
export function certificatesRead(sheet, expected, documents) {
  const texts = textsOf(documents);
  const issuerRight = (c, e) => {
    if ((c.issuer ?? '').startsWith(e.issuer)) return true;
    const own = texts.get(c.citation?.documentName);
    return c.issuer === null && own !== undefined && !own.includes(e.issuer.toLowerCase());
  };
  const same = (c, e) => c.number === e.number && issuerRight(c, e) && c.expiresOn === e.expiresOn;
  const right = expected.filter(
    (e) =>
      sheet.certificates.some(
        (c) => (c.scheme === e.scheme || squeeze(c.name) === squeeze(e.scheme)) && same(c, e),
      ) || (sheet.registrations ?? []).some((r) => same(r, e)),
  );
  return { right: right.length, wrong: expected.filter((e) => !right.includes(e)) };
}

/** Sentences of the draft's text that state an expired certificate's number. */
export function expiredClaims(draft, numbers) {
  const text = draft.content.map((s) => s.body.replace(/<[^>]+>/g, ' ')).join(' ');
  return numbers.filter((n) => text.includes(n));
}
