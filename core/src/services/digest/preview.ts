/**
 * The demo's "Preview digest": the same e-mail the signed-in user would get, built from the
 * company's current unopened open matches above the threshold (the real digest lists only those
 * new since the previous one). The unsubscribe link goes nowhere in a preview.
 */
import { type NotificationSettings, readNotificationSettings } from '../../model/company';
import { isLocale, type Locale } from '../../model/locales';
import { refs } from '../../model/paths';
import type { DocStore } from '../../ports/docStore';
import { collectDigestItems } from './collect';
import type { DigestMessages } from './messages';
import { type RenderedDigest, renderDigest } from './render';

export async function previewDigest(
  docs: DocStore,
  options: {
    readonly companyId: string;
    readonly uid: string;
    readonly messages: DigestMessages;
    readonly appUrl: string;
    /** The UI language when the user document has none. */
    readonly locale: Locale;
    /** Unsaved choices of the settings form (threshold, frequency) instead of the stored ones. */
    readonly settings?: Pick<NotificationSettings, 'minScore' | 'frequency'>;
    /** Epoch ms: tenders closed by then are not listed. */
    readonly now: number;
  },
): Promise<{ readonly digest: RenderedDigest; readonly matchCount: number }> {
  const [company, user] = await Promise.all([
    docs.getDoc(refs.company(options.companyId)),
    docs.getDoc(refs.user(options.uid)),
  ]);
  const settings = {
    ...readNotificationSettings(company.data?.notificationSettings),
    ...options.settings,
  };
  const lang = user.data?.preferredLanguage;
  const locale = isLocale(lang) ? lang : options.locale;
  const items = await collectDigestItems(docs, {
    companyId: options.companyId,
    uid: options.uid,
    locale,
    minScore: settings.minScore,
    now: options.now,
  });
  const digest = renderDigest(options.messages, {
    locale,
    companyName: company.data?.name ?? '',
    recipientName: user.data?.name ?? '',
    frequency: settings.frequency,
    items,
    appUrl: options.appUrl,
    unsubscribeUrl: '#unsubscribe',
  });
  return { digest, matchCount: items.length };
}
