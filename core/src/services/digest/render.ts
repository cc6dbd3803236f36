/**
 * The digest e-mail in the recipient's language: HTML (inline styles only, as mail clients
 * ignore style sheets) and an equivalent plain-text part. Also used by the demo's preview.
 */
import type { DigestFrequency } from '../../model/company';
import { LOCALE_TAGS, type Locale } from '../../model/locales';
import type { TenderMatch } from '../../model/tender';
import { DIGEST_TIME_ZONE } from '../../model/company';
import { type DigestMessages, digestTranslator, escapeHtml } from './messages';

/** More than this many matches: the rest are counted with a link to the Signaling page. */
export const DIGEST_MAX_ITEMS = 20;

export interface DigestItem {
  readonly tenderId: string;
  readonly title: string;
  readonly buyer: string;
  readonly location: string;
  readonly score: number;
  /** Epoch milliseconds; null when the notice gives none. */
  readonly deadline: number | null;
}

export interface DigestContent {
  readonly locale: Locale;
  readonly companyName: string;
  readonly recipientName: string;
  readonly frequency: DigestFrequency;
  /** Best first; only DIGEST_MAX_ITEMS are listed. */
  readonly items: readonly DigestItem[];
  /** The web app's origin, e.g. https://tender.example.nl (no trailing slash needed). */
  readonly appUrl: string;
  readonly unsubscribeUrl: string;
}

export interface RenderedDigest {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** A stored match as a digest line; the title in the recipient's language when the notice has it. */
export function digestItem(tenderId: string, match: TenderMatch, locale: Locale): DigestItem {
  const t = match.tender;
  return {
    tenderId,
    title: t.titles?.[locale] ?? t.title,
    buyer: t.buyer,
    location: t.location,
    score: match.score,
    deadline: t.deadline ? t.deadline.toMillis() : null,
  };
}

/** The Signaling page (in the recipient's language), optionally with one tender opened. */
export function signalingUrl(appUrl: string, locale: Locale, tenderId?: string): string {
  const base = `${appUrl.replace(/\/+$/, '')}${locale === 'en' ? '' : `/${locale}`}`;
  const url = `${base}/dashboard/signaling`;
  return tenderId ? `${url}?tender=${encodeURIComponent(tenderId)}` : url;
}

export function renderDigest(messages: DigestMessages, content: DigestContent): RenderedDigest {
  const t = digestTranslator(messages, content.locale);
  const dates = new Intl.DateTimeFormat(LOCALE_TAGS[content.locale], {
    dateStyle: 'long',
    timeZone: DIGEST_TIME_ZONE,
  });
  const count = content.items.length;
  const shown = content.items.slice(0, DIGEST_MAX_ITEMS);
  const more = count - shown.length;
  const company = content.companyName;
  const listUrl = signalingUrl(content.appUrl, content.locale);

  const subject = t('subject', { count, company });
  const heading = t('heading', { company });
  const greeting = t('greeting', { name: content.recipientName });
  const intro = t(`intro.${content.frequency}`, { count, company });
  const why = t('why', { company, frequency: t(`frequency.${content.frequency}`) });
  const unsubscribe = t('unsubscribe');
  const openAll = t('openAll');
  const lines = shown.map((item) => ({
    item,
    url: signalingUrl(content.appUrl, content.locale, item.tenderId),
    score: t('score', { score: item.score }),
    buyer: t('buyer', { buyer: item.buyer }),
    deadline:
      item.deadline === null
        ? t('noDeadline')
        : t('deadline', { date: dates.format(item.deadline) }),
  }));
  const moreText = more > 0 ? t('more', { count: more }) : '';

  const text = [
    heading,
    '',
    greeting,
    intro,
    '',
    ...lines.flatMap((l) => [
      `• ${l.item.title}`,
      `  ${l.score} · ${l.buyer}${l.item.location ? ` · ${l.item.location}` : ''}`,
      `  ${l.deadline}`,
      `  ${l.url}`,
      '',
    ]),
    ...(moreText ? [moreText, ''] : []),
    `${openAll}: ${listUrl}`,
    '',
    '--',
    why,
    `${unsubscribe}: ${content.unsubscribeUrl}`,
    '',
  ].join('\n');

  const e = escapeHtml;
  const rows = lines
    .map(
      (l) => `<tr><td style="padding:12px 0;border-bottom:1px solid #e0e0e0">
<a href="${e(l.url)}" style="font-size:16px;font-weight:600;color:#1565c0;text-decoration:none">${e(l.item.title)}</a>
<div style="margin-top:4px;color:#333">${e(l.buyer)}${l.item.location ? ` · ${e(l.item.location)}` : ''}</div>
<div style="margin-top:4px;color:#555"><strong>${e(l.score)}</strong> · ${e(l.deadline)}</div>
</td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="${LOCALE_TAGS[content.locale]}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#212121">
<table role="presentation" width="100%" style="max-width:640px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px">
<tr><td><h1 style="font-size:22px;margin:0 0 16px">${e(heading)}</h1>
<p style="margin:0 0 8px">${e(greeting)}</p>
<p style="margin:0 0 16px">${e(intro)}</p></td></tr>
<tr><td><table role="presentation" width="100%">
${rows}
</table></td></tr>
${moreText ? `<tr><td style="padding-top:12px">${e(moreText)}</td></tr>` : ''}
<tr><td style="padding:16px 0"><a href="${e(listUrl)}" style="display:inline-block;background:#1565c0;color:#ffffff;padding:10px 16px;border-radius:4px;text-decoration:none">${e(openAll)}</a></td></tr>
<tr><td style="font-size:12px;color:#666;border-top:1px solid #e0e0e0;padding-top:12px">
<p style="margin:0 0 4px">${e(why)}</p>
<p style="margin:0"><a href="${e(content.unsubscribeUrl)}" style="color:#666">${e(unsubscribe)}</a></p>
</td></tr>
</table>
</body>
</html>
`;
  return { subject, text, html };
}
