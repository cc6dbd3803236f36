/**
 * What an infographic may show about the company (VisualFacts): the fact sheets of its trained
 * knowledge bases merged, and one project's deadlines (from its settings and the deadlines found
 * in its tender documents). At most 20 knowledge bases, 50 projects and 50 documents are read.
 */
import type { CompanyFactSheet } from '../../model/factSheet';
import type { Project } from '../../model/project';
import { refs } from '../../model/paths';
import type { VisualFacts } from '../../ports/ai';
import type { DocStore } from '../../ports/docStore';
import { limit, orderBy, query, where } from '../../ports/query';

const MAX_KNOWLEDGE_BASES = 20;
const MAX_PROJECTS = 50;
const MAX_DOCUMENTS = 50;
const TIMELINE_KINDS: ReadonlySet<string> = new Set(['questions', 'submission', 'award']);

type Deadline = NonNullable<VisualFacts['project']>['deadlines'][number];

/** An instant as yyyy-mm-ddThh:mm in Amsterdam, the form document facts use. */
export function amsterdamDateTime(ms: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Europe/Amsterdam',
    })
      .formatToParts(new Date(ms))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

export async function collectVisualFacts(
  docs: DocStore,
  companyId: string,
  prompt: string,
  now: number,
): Promise<VisualFacts> {
  const [company, sheets, project] = await Promise.all([
    docs.getDoc(refs.company(companyId)),
    factSheets(docs, companyId),
    projectFor(docs, companyId, prompt, now),
  ]);
  const certificates = new Map<string, VisualFacts['certificates'][number]>();
  const references = new Map<string, VisualFacts['referenceProjects'][number]>();
  let headcount: VisualFacts['headcount'] = null;
  let turnover: VisualFacts['turnover'] = null;
  const people = new Set<string>();
  for (const sheet of sheets) {
    for (const c of sheet.certificates) {
      const key = c.name.toLowerCase();
      const known = certificates.get(key);
      // Two bases naming the same certificate: keep the later expiry (the renewed one).
      if (!known || (c.expiresOn ?? '') > (known.expiresOn ?? '')) {
        certificates.set(key, { name: c.name, issuer: c.issuer, expiresOn: c.expiresOn });
      }
    }
    for (const r of sheet.referenceProjects) {
      const key = r.title.toLowerCase();
      if (!references.has(key)) {
        references.set(key, { title: r.title, client: r.client, year: r.year, value: r.value });
      }
    }
    for (const h of sheet.headcount) {
      if (!headcount || (h.year ?? 0) > (headcount.year ?? 0)) {
        headcount = { count: h.count, year: h.year };
      }
    }
    for (const t of sheet.turnover) {
      if (!turnover || (t.year ?? 0) > (turnover.year ?? 0)) {
        turnover = { amount: t.amount, currency: t.currency, year: t.year };
      }
    }
    for (const p of sheet.keyPeople) people.add(p.name.toLowerCase());
  }
  return {
    companyName: company.data?.name ?? '',
    certificates: [...certificates.values()].sort((a, b) => a.name.localeCompare(b.name)),
    referenceProjects: [...references.values()].sort(
      (a, b) => (b.year ?? 0) - (a.year ?? 0) || a.title.localeCompare(b.title),
    ),
    headcount,
    turnover,
    keyPeople: people.size,
    project,
    now,
  };
}

async function factSheets(docs: DocStore, companyId: string): Promise<CompanyFactSheet[]> {
  const kbs = await docs.getDocs(
    query(
      refs.knowledgeBases(companyId),
      where('trainingState', '==', 'trained'),
      limit(MAX_KNOWLEDGE_BASES),
    ),
  );
  const sheets = await Promise.all(
    kbs.docs.map((kb) => docs.getDoc(refs.factSheet(companyId, kb.id))),
  );
  return sheets.flatMap((s) => (s.data ? [s.data] : []));
}

/**
 * The project the prompt names (the longest name found in it), else the one whose submission
 * deadline comes soonest, else the newest; null without projects.
 */
async function projectFor(
  docs: DocStore,
  companyId: string,
  prompt: string,
  now: number,
): Promise<VisualFacts['project']> {
  const snap = await docs.getDocs(
    query(refs.projects(companyId), orderBy('createdAt', 'desc'), limit(MAX_PROJECTS)),
  );
  if (snap.docs.length === 0) return null;
  const text = prompt.toLowerCase();
  const named = snap.docs
    .filter((d) => d.data.name.trim() !== '' && text.includes(d.data.name.trim().toLowerCase()))
    .sort((a, b) => b.data.name.length - a.data.name.length)[0];
  const upcoming = snap.docs
    .filter((d) => (d.data.submissionDeadline?.toMillis() ?? 0) >= now)
    .sort(
      (a, b) => a.data.submissionDeadline!.toMillis() - b.data.submissionDeadline!.toMillis(),
    )[0];
  const chosen = named ?? upcoming ?? snap.docs[0]!;
  return {
    name: chosen.data.name,
    deadlines: await projectDeadlines(docs, companyId, chosen.id, chosen.data),
  };
}

async function projectDeadlines(
  docs: DocStore,
  companyId: string,
  projectId: string,
  project: Project,
): Promise<Deadline[]> {
  const found: Deadline[] = [];
  if (project.announcementDate) {
    found.push({
      date: amsterdamDateTime(project.announcementDate.toMillis()),
      label: '',
      kind: 'announcement',
    });
  }
  if (project.submissionDeadline) {
    found.push({
      date: amsterdamDateTime(project.submissionDeadline.toMillis()),
      label: '',
      kind: 'submission',
    });
  }
  const documents = await docs.getDocs(
    query(refs.projectDocuments(companyId, projectId), limit(MAX_DOCUMENTS)),
  );
  for (const d of documents.docs) {
    for (const fact of d.data.facts?.deadlines ?? []) {
      // A date its document states as replaced (the old schedule beside the new) is not drawn.
      if (fact.replaced) continue;
      // The timeline draws questions, submission and award; the other kinds (opening,
      // standstill, start, issue 17) appear under their own label as 'other'.
      const kind = TIMELINE_KINDS.has(fact.value.kind)
        ? (fact.value.kind as 'questions' | 'submission' | 'award')
        : 'other';
      found.push({ date: fact.value.date, label: fact.value.label, kind });
    }
  }
  // The settings' submission deadline and the document's say the same thing: keep one per day
  // and kind, preferring the one with a label.
  const byKey = new Map<string, Deadline>();
  for (const d of found) {
    const key = `${d.date.slice(0, 10)}|${d.kind}`;
    const known = byKey.get(key);
    if (!known || (!known.label && d.label)) byKey.set(key, d);
  }
  return [...byKey.values()].sort((a, b) => a.date.localeCompare(b.date));
}
