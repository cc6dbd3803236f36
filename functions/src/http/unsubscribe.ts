/**
 * The unsubscribe link of the tender digest. GET shows a confirmation page with a button, so a mail
 * scanner that follows links unsubscribes nobody; POST (the button, or a mail client's one-click
 * List-Unsubscribe-Post) removes the recipient. Plain request → response so tests can serve it.
 */
import type { Locale } from '@tender/core/model/locales';
import type { DocStore } from '@tender/core/ports/docStore';
import {
  type DigestMessages,
  checkUnsubscribeToken,
  performUnsubscribe,
  renderUnsubscribePage,
} from '@tender/core/services/digest/index';

export interface UnsubscribeRequest {
  readonly method: string;
  /** The token from the query (?token=) or the form body (token=). */
  readonly token: string | undefined;
  /** This endpoint's own URL (where the confirmation form posts). */
  readonly actionUrl: string;
  readonly acceptLanguage?: string | undefined;
}

export interface UnsubscribeResponse {
  readonly status: number;
  readonly html: string;
}

export interface UnsubscribeDeps {
  readonly docs: DocStore;
  readonly secret: string;
  readonly messages: DigestMessages;
}

/** Dutch when the browser prefers it over English; the recipient's own setting wins when known. */
function browserLocale(acceptLanguage: string | undefined): Locale {
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('nl') ? 'nl' : 'en';
}

export async function handleUnsubscribe(
  deps: UnsubscribeDeps,
  request: UnsubscribeRequest,
): Promise<UnsubscribeResponse> {
  const fallback = browserLocale(request.acceptLanguage);
  const token = request.token ?? '';
  const page = (status: number, html: string) => ({ status, html });
  if (request.method === 'POST') {
    const result = await performUnsubscribe(deps.docs, deps.secret, token, fallback);
    return result.ok
      ? page(
          200,
          renderUnsubscribePage(deps.messages, {
            locale: result.locale,
            state: 'done',
            companyName: result.companyName,
          }),
        )
      : page(
          400,
          renderUnsubscribePage(deps.messages, { locale: result.locale, state: 'invalid' }),
        );
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return page(405, renderUnsubscribePage(deps.messages, { locale: fallback, state: 'invalid' }));
  }
  const check = await checkUnsubscribeToken(deps.docs, deps.secret, token, fallback);
  if (!check.ok) {
    return page(
      400,
      renderUnsubscribePage(deps.messages, { locale: check.locale, state: 'invalid' }),
    );
  }
  return page(
    200,
    renderUnsubscribePage(deps.messages, {
      locale: check.locale,
      state: 'confirm',
      companyName: check.companyName,
      actionUrl: request.actionUrl,
      token,
    }),
  );
}
