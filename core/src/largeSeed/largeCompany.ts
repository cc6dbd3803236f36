/**
 * A large company (issue 22 item 6), generated, never committed as data: 1,000 projects, 50 users,
 * 20,000 tenders of the past year each with the company's match, 500 notifications and 200 tickets,
 * for an existing company of the seed (its admin keeps signing in as before). Deterministic: the
 * same seed number and `now` give the same documents on every machine (mulberry32, prng.ts).
 *
 * Used by the demo (`?seed=large`, web/src/backend/demo/largeSeed.ts, loaded on demand) and the
 * emulators (`npm run seed -- --large`). Documents are returned as path → data with instants as
 * Timestamps; each caller writes them its own way.
 */
import { PROJECT_STATUSES, type Project } from '../model/project';
import type { Notification } from '../model/notification';
import { refs } from '../model/paths';
import type { Tender, TenderCategory, TenderMatch } from '../model/tender';
import {
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  type Ticket,
} from '../model/ticket';
import type { User } from '../model/user';
import { Timestamp } from '../ports/values';
import { pickOne, prng } from './prng';

export const LARGE_COMPANY = {
  projects: 1_000,
  users: 50,
  tenders: 20_000,
  notifications: 500,
  tickets: 200,
} as const;

/** The generated users' password (demo and emulators only). */
export const LARGE_COMPANY_PASSWORD = 'Tender-Demo-2026';

export type LargeCompanyOptions = {
  readonly companyId: string;
  readonly companyName: string;
  /** Who receives the notifications and owns a share of the projects (the seeded admin). */
  readonly adminUid: string;
  readonly adminName?: string;
  readonly now: number;
  readonly seed?: number;
  /** Smaller counts, for tests. */
  readonly counts?: Partial<Record<keyof typeof LARGE_COMPANY, number>>;
};

export type GeneratedUser = { uid: string; email: string; password: string; user: User };

export type LargeCompany = {
  readonly users: GeneratedUser[];
  /** Every document but the users', path → data. */
  readonly docs: [path: string, data: unknown][];
};

const DAY = 86_400_000;

const PLACES = [
  'Amsterdam',
  'Rotterdam',
  'Utrecht',
  'Den Haag',
  'Eindhoven',
  'Groningen',
  'Zwolle',
];
const PLACES_NL = [...PLACES, 'Tilburg', 'Almere', 'Breda', 'Nijmegen', 'Enschede', 'Arnhem'];
const WORKS = [
  'Onderhoud kunstwerken',
  'Reconstructie',
  'Vervanging riolering',
  'Herinrichting',
  'Groot onderhoud wegen',
  'Renovatie',
  'Nieuwbouw',
  'Raamovereenkomst bouwkundig onderhoud',
  'Verduurzaming',
  'Aanleg fietspad',
];
const OBJECTS = [
  'brug',
  'sluis',
  'kademuur',
  'gemeentehuis',
  'sporthal',
  'N-weg',
  'schoolgebouw',
  'waterkering',
  'parkeergarage',
  'stationsgebied',
];
const BUYERS = ['Gemeente', 'Provincie', 'Waterschap', 'Rijkswaterstaat', 'ProRail'];
const CODES: [string, TenderCategory][] = [
  ['45000000-7', 'works'],
  ['45233000-9', 'works'],
  ['45221000-2', 'works'],
  ['45232400-6', 'works'],
  ['45454000-4', 'works'],
  ['71300000-1', 'services'],
  ['71320000-7', 'services'],
  ['50230000-6', 'services'],
  ['44212000-3', 'supply'],
];
const FIRST = [
  'Anna',
  'Bram',
  'Chantal',
  'Daan',
  'Eva',
  'Fleur',
  'Gijs',
  'Hanna',
  'Jesse',
  'Lieke',
];
const LAST = ['de Vries', 'Jansen', 'Bakker', 'Visser', 'Smit', 'Meijer', 'Mulder', 'Bos', 'Vos'];

const pad = (n: number, width = 5) => String(n).padStart(width, '0');

export function largeCompany(options: LargeCompanyOptions): LargeCompany {
  const rand = prng(options.seed ?? 2_022);
  const count = { ...LARGE_COMPANY, ...options.counts };
  const { companyId: cid, now } = options;
  const at = (ms: number) => Timestamp.fromMillis(Math.floor(ms));
  const docs: [string, unknown][] = [];

  const users: GeneratedUser[] = [];
  for (let i = 0; i < count.users; i++) {
    const name = `${pickOne(rand, FIRST)} ${pickOne(rand, LAST)}`;
    const uid = `u-large-${pad(i, 2)}`;
    const email = `user${pad(i, 2)}@${cid}.example`;
    users.push({
      uid,
      email,
      password: LARGE_COMPANY_PASSWORD,
      user: {
        name,
        email,
        companyId: cid,
        role: i < 3 ? 'manager' : 'user',
        status: i % 25 === 24 ? 'disabled' : 'active',
        preferredLanguage: i % 3 === 0 ? 'en' : 'nl',
        createdAt: at(now - 400 * DAY + i * DAY),
        updatedAt: at(now - 400 * DAY + i * DAY),
      },
    });
  }
  const owners = [
    options.adminUid,
    ...users.filter((u) => u.user.status === 'active').map((u) => u.uid),
  ];

  for (let i = 0; i < count.projects; i++) {
    const created = now - rand() * 365 * DAY;
    const name = `${pickOne(rand, WORKS)} ${pickOne(rand, OBJECTS)} ${pickOne(rand, PLACES_NL)} ${pad(i, 4)}`;
    const project: Project = {
      name,
      description: `${name}: aanbesteding van ${pickOne(rand, BUYERS)} ${pickOne(rand, PLACES_NL)}.`,
      type: 'empty',
      status: pickOne(rand, PROJECT_STATUSES),
      ownerId: pickOne(rand, owners),
      createdBy: pickOne(rand, owners),
      createdAt: at(created),
      updatedAt: at(created + rand() * (now - created)),
      submissionDeadline: at(created + (20 + rand() * 60) * DAY),
      announcementDate: null,
      dataSources: { knowledgeBaseIds: [], enableAll: true },
      awardCriteria: [],
      additionalInfo: { writingStyle: '', focusAreas: '', notes: '' },
      tenderId: null,
    };
    docs.push([refs.project(cid, `p-large-${pad(i, 4)}`).path, project]);
  }

  for (let i = 0; i < count.tenders; i++) {
    const published = now - rand() * 365 * DAY;
    const [code, category] = pickOne(rand, CODES);
    const place = pickOne(rand, PLACES_NL);
    const title = `${pickOne(rand, WORKS)} ${pickOne(rand, OBJECTS)} ${place}`;
    const buyer = `${pickOne(rand, BUYERS)} ${pickOne(rand, PLACES)}`;
    const sourceId = `${pad(900_000 + i, 6)}-2026`;
    const id = `ted-${sourceId}`;
    const tender: Tender = {
      source: 'ted',
      sourceId,
      title,
      description: `${title}. Opdrachtgever: ${buyer}.`,
      buyer,
      location: place,
      category,
      cpvCodes: [code],
      publicationType: rand() < 0.8 ? 'contract_notice' : 'prior_notice',
      scope: 'national',
      publishedAt: at(published),
      deadline: at(published + (25 + rand() * 30) * DAY),
      links: [],
      language: 'nl',
      country: 'NL',
      fetchedAt: at(published),
      noticeKeys: [sourceId],
    };
    docs.push([refs.tender(id).path, tender]);
    const score = Math.round(30 + rand() * 70);
    const match: TenderMatch = {
      tenderId: id,
      score,
      reasons: [],
      viewedBy: rand() < 0.5 ? [options.adminUid] : [],
      tender: {
        title,
        buyer,
        location: place,
        category,
        cpvCodes: [code],
        publishedAt: tender.publishedAt,
        deadline: tender.deadline,
        publicationType: tender.publicationType,
        country: 'NL',
      },
      createdAt: at(published),
      updatedAt: at(published),
    };
    docs.push([refs.tenderMatch(cid, id).path, match]);
  }

  for (let i = 0; i < count.notifications; i++) {
    const notification: Notification = {
      kind: 'tenderMatches',
      params: { count: 1 + Math.floor(rand() * 40), runKey: `large-${i}` },
      link: '/dashboard/signaling',
      read: i >= 20,
      createdAt: at(now - i * 0.7 * DAY),
    };
    docs.push([refs.notification(options.adminUid, `n-large-${pad(i, 3)}`).path, notification]);
  }

  for (let i = 0; i < count.tickets; i++) {
    // One in four by the admin, so that their Help page has a list of its own.
    const picked = pickOne(rand, users);
    const author =
      i % 4 === 0
        ? { uid: options.adminUid, user: { ...picked.user, name: options.adminName ?? 'Admin' } }
        : picked;
    const created = now - rand() * 365 * DAY;
    const ticket: Ticket = {
      companyId: cid,
      createdBy: author.uid,
      createdByName: author.user.name,
      category: pickOne(rand, TICKET_CATEGORIES),
      subject: `Vraag ${pad(i, 3)}: ${pickOne(rand, WORKS).toLowerCase()} ${pickOne(rand, OBJECTS)}`,
      description: 'Gegenereerde vraag voor de grote demo-omgeving.',
      priority: pickOne(rand, TICKET_PRIORITIES),
      status: pickOne(rand, TICKET_STATUSES),
      responseCount: 0,
      createdAt: at(created),
      updatedAt: at(created + rand() * (now - created)),
      companyName: options.companyName,
    };
    docs.push([refs.ticket(`t-large-${cid}-${pad(i, 3)}`).path, ticket]);
  }
  return { users, docs };
}

/** Every path → data of the generated company, with the users' documents. */
export function largeCompanyDocuments(company: LargeCompany): [string, unknown][] {
  return [
    ...company.users.map((u) => [refs.user(u.uid).path, u.user] as [string, unknown]),
    ...company.docs,
  ];
}
