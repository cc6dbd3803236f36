/**
 * Unsubscribing from the tender digest through the signed link in every digest. Opening the link
 * only shows a page with a button (mail scanners follow links); the button's POST removes the
 * recipient from the company's notificationSettings.recipientUids.
 */
import { isLocale, LOCALE_TAGS, type Locale } from '../../model/locales';
import { refs } from '../../model/paths';
import type { DocStore } from '../../ports/docStore';
import { arrayRemove } from '../../ports/values';
import { type DigestMessages, digestTranslator, escapeHtml } from './messages';
import { type UnsubscribeClaim, verifyUnsubscribeToken } from './unsubscribeToken';

export type UnsubscribeCheck =
  | { readonly ok: false; readonly locale: Locale }
  | {
      readonly ok: true;
      readonly locale: Locale;
      readonly claim: UnsubscribeClaim;
      readonly companyName: string;
    };

/** Whom the token names and in which language to talk to them; not ok when forged or stale. */
export async function checkUnsubscribeToken(
  docs: DocStore,
  secret: string,
  token: string,
  fallbackLocale: Locale = 'en',
): Promise<UnsubscribeCheck> {
  const claim = await verifyUnsubscribeToken(secret, token);
  if (!claim) return { ok: false, locale: fallbackLocale };
  const [company, user] = await Promise.all([
    docs.getDoc(refs.company(claim.companyId)),
    docs.getDoc(refs.user(claim.uid)),
  ]);
  const lang = user.data?.preferredLanguage;
  const locale = isLocale(lang) ? lang : fallbackLocale;
  if (!company.exists || !company.data) return { ok: false, locale };
  return { ok: true, locale, claim, companyName: company.data.name };
}

/** Removes the token's recipient from the digest; repeating it changes nothing. */
export async function performUnsubscribe(
  docs: DocStore,
  secret: string,
  token: string,
  fallbackLocale: Locale = 'en',
): Promise<UnsubscribeCheck> {
  const check = await checkUnsubscribeToken(docs, secret, token, fallbackLocale);
  if (!check.ok) return check;
  await docs.updateDoc(refs.company(check.claim.companyId), {
    'notificationSettings.recipientUids': arrayRemove(check.claim.uid),
  });
  return check;
}

export type UnsubscribePageState = 'confirm' | 'done' | 'invalid';

/** A small self-contained page (no scripts) in the recipient's language. */
export function renderUnsubscribePage(
  messages: DigestMessages,
  options: {
    readonly locale: Locale;
    readonly state: UnsubscribePageState;
    readonly companyName?: string;
    /** Where the confirm button posts (the endpoint itself). */
    readonly actionUrl?: string;
    readonly token?: string;
  },
): string {
  const t = digestTranslator(messages, options.locale);
  const e = escapeHtml;
  const company = options.companyName ?? '';
  const title = t(`unsubscribePage.${options.state}.title`);
  const body = t(`unsubscribePage.${options.state}.body`, { company });
  const form =
    options.state === 'confirm' && options.actionUrl && options.token
      ? `<form method="post" action="${e(options.actionUrl)}">
<input type="hidden" name="token" value="${e(options.token)}">
<button type="submit" style="font-size:16px;padding:10px 16px;background:#1565c0;color:#fff;border:0;border-radius:4px;cursor:pointer">${e(t('unsubscribePage.confirm.button'))}</button>
</form>`
      : '';
  return `<!doctype html>
<html lang="${LOCALE_TAGS[options.locale]}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><meta name="robots" content="noindex"><title>${e(title)}</title></head>
<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;background:#f5f5f5;color:#212121">
<main style="max-width:560px;margin:0 auto;background:#fff;padding:24px;border-radius:8px">
<h1 style="font-size:22px;margin:0 0 12px">${e(title)}</h1>
<p>${e(body)}</p>
${form}
</main>
</body>
</html>
`;
}
