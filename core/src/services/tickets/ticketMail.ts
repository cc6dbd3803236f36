/**
 * The e-mail a ticket owner gets when support answers, in the owner's language: HTML (inline
 * styles, as mail clients ignore style sheets) and an equivalent plain-text part. Texts come from
 * the locale files' `ticketMail` section, read with the digest's small translator.
 */
import { LOCALE_TAGS, type Locale } from '../../model/locales';
import { type DigestMessages, digestTranslator, escapeHtml } from '../digest/messages';

/** Both languages' `ticketMail` objects (locales/en.json, nl.json). */
export type TicketMailMessages = DigestMessages;

export interface TicketAnswerMail {
  readonly locale: Locale;
  readonly recipientName: string;
  readonly subject: string;
  readonly authorName: string;
  readonly answer: string;
  /** The web app's origin, e.g. https://tender.example.nl. */
  readonly appUrl: string;
  readonly ticketId: string;
}

/** The ticket's detail page in the recipient's language (English has no prefix). */
export function ticketUrl(appUrl: string, locale: Locale, ticketId: string): string {
  const base = `${appUrl.replace(/\/+$/, '')}${locale === 'en' ? '' : `/${locale}`}`;
  return `${base}/dashboard/help/${encodeURIComponent(ticketId)}`;
}

export function renderTicketAnswerMail(
  messages: TicketMailMessages,
  mail: TicketAnswerMail,
): { subject: string; text: string; html: string } {
  const t = digestTranslator(messages, mail.locale);
  const url = ticketUrl(mail.appUrl, mail.locale, mail.ticketId);
  const subject = t('subject', { subject: mail.subject });
  const greeting = t('greeting', { name: mail.recipientName });
  const intro = t('intro', { author: mail.authorName, subject: mail.subject });
  const open = t('open');
  const why = t('why');
  const text = [
    greeting,
    '',
    intro,
    '',
    mail.answer,
    '',
    `${open}: ${url}`,
    '',
    '--',
    why,
    '',
  ].join('\n');
  const e = escapeHtml;
  const answerHtml = e(mail.answer).replace(/\r?\n/g, '<br>');
  const html = `<!doctype html>
<html lang="${LOCALE_TAGS[mail.locale]}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#212121">
<table role="presentation" width="100%" style="max-width:640px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px">
<tr><td><p style="margin:0 0 8px">${e(greeting)}</p>
<p style="margin:0 0 16px">${e(intro)}</p>
<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid #1565c0;background:#f5f8fc">${answerHtml}</blockquote>
<p style="margin:0 0 16px"><a href="${e(url)}" style="display:inline-block;background:#1565c0;color:#ffffff;padding:10px 16px;border-radius:4px;text-decoration:none">${e(open)}</a></p></td></tr>
<tr><td style="font-size:12px;color:#666;border-top:1px solid #e0e0e0;padding-top:12px">${e(why)}</td></tr>
</table>
</body>
</html>
`;
  return { subject, text, html };
}
