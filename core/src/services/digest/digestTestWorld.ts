/**
 * A company with digest recipients in both languages, some who must be skipped, and matches at
 * known times (tests of the digest service here and of the SMTP path in functions).
 */
import { readFileSync } from 'node:fs';
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '../../model/company';
import { refs } from '../../model/paths';
import type { TenderMatch } from '../../model/tender';
import type { User } from '../../model/user';
import { ManualClock, MemoryDocStore } from '../../memory';
import type { MailMessage, Mailer } from '../../ports/external';
import { Timestamp } from '../../ports/values';
import type { DigestDeps } from './sendDigests';
import type { DigestMessages } from './messages';

const locale = (name: string) =>
  (
    JSON.parse(
      readFileSync(new URL(`../../../../locales/${name}.json`, import.meta.url), 'utf8'),
    ) as { digest: Record<string, unknown> }
  ).digest;

/** The real texts (locales/*.json). */
export const DIGEST_MESSAGES: DigestMessages = { en: locale('en'), nl: locale('nl') };

export const COMPANY = 'c-vandijk';
export const TEST_SECRET = 'test-unsubscribe-secret-0123456789';
/** Monday 23 November 2026, 08:00 in Amsterdam (UTC+1). */
export const MONDAY_8_AMSTERDAM = Date.UTC(2026, 10, 23, 7, 0);
export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

export const RECIPIENTS = {
  en: 'u-anna',
  nl: 'u-joost',
  disabled: 'u-disabled',
  elsewhere: 'u-elsewhere',
  deleted: 'u-deleted',
} as const;

const user = (name: string, email: string, extra: Partial<User> = {}): User => ({
  name,
  email,
  companyId: COMPANY,
  role: 'user',
  status: 'active',
  preferredLanguage: 'en',
  createdAt: Timestamp.fromMillis(0),
  updatedAt: Timestamp.fromMillis(0),
  ...extra,
});

export class RecordingMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  /** Throw for these addresses (an SMTP failure). */
  failFor = new Set<string>();
  async send(message: MailMessage): Promise<void> {
    if (message.to.some((to) => this.failFor.has(to))) {
      throw new Error(`550 mailbox unavailable: ${message.to.join(', ')}`);
    }
    this.sent.push(message);
  }
  to(address: string): MailMessage[] {
    return this.sent.filter((m) => m.to.includes(address));
  }
}

export async function digestWorld(settings: Partial<NotificationSettings> = {}) {
  const clock = new ManualClock(MONDAY_8_AMSTERDAM - 2 * HOUR);
  const docs = new MemoryDocStore({ clock });
  await docs.setDoc(refs.company(COMPANY), {
    name: 'Van Dijk Bouw B.V.',
    profile: { description: '', cpvCodes: [], contractTypes: [], publicationTypes: [], scope: [] },
    bidNoBid: [],
    writingStyle: '',
    focusAreas: '',
    notificationSettings: {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      enabled: true,
      frequency: 'daily',
      hour: 8,
      minScore: 60,
      recipientUids: Object.values(RECIPIENTS),
      ...settings,
    },
    createdAt: Timestamp.fromMillis(0),
    updatedAt: Timestamp.fromMillis(0),
  });
  await docs.setDoc(refs.user(RECIPIENTS.en), user('Anna Smit', 'anna@vandijk.example'));
  await docs.setDoc(
    refs.user(RECIPIENTS.nl),
    user('Joost de Vries', 'joost@vandijk.example', { preferredLanguage: 'nl' }),
  );
  await docs.setDoc(
    refs.user(RECIPIENTS.disabled),
    user('Oud Account', 'oud@vandijk.example', { status: 'disabled' }),
  );
  await docs.setDoc(
    refs.user(RECIPIENTS.elsewhere),
    user('Elders', 'elders@noordzee.example', { companyId: 'c-noordzee' }),
  );
  const mailer = new RecordingMailer();

  /** A match created now (the clock) for tender `tid`. */
  const match = async (tid: string, score: number, extra: Partial<TenderMatch> = {}) => {
    const data: TenderMatch = {
      tenderId: tid,
      score,
      reasons: [],
      viewedBy: [],
      tender: {
        title: `Tender ${tid}`,
        titles: { en: `Tender ${tid}`, nl: `Aanbesteding ${tid}` },
        buyer: 'Gemeente Utrecht',
        location: 'Utrecht',
        category: 'works',
        cpvCodes: ['45000000'],
        publishedAt: Timestamp.fromMillis(clock.now()),
        deadline: Timestamp.fromMillis(Date.UTC(2026, 11, 15, 11, 0)),
      },
      createdAt: Timestamp.fromMillis(clock.now()),
      ...extra,
    };
    await docs.setDoc(refs.tenderMatch(COMPANY, tid), data);
  };

  const deps = (overrides: Partial<DigestDeps> = {}): DigestDeps => ({
    docs,
    mailer,
    clock,
    messages: DIGEST_MESSAGES,
    appUrl: 'https://app.example.nl',
    unsubscribeEndpoint: 'https://functions.example.nl/unsubscribeDigest',
    unsubscribeSecret: TEST_SECRET,
    ...overrides,
  });

  return { docs, clock, mailer, match, deps };
}
