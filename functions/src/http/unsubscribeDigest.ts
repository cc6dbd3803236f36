/** HTTPS function behind the digest's unsubscribe link (./unsubscribe.ts does the work). */
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/https';
import { REGION } from '../options';
import { services } from '../runtime';
import {
  DIGEST_UNSUBSCRIBE_SECRET,
  UNSUBSCRIBE_URL,
  unsubscribeSecret,
} from '../scheduled/sendTenderDigestsParams';
import { DIGEST_MESSAGES } from './digestMessages';
import { handleUnsubscribe } from './unsubscribe';

export const unsubscribeDigest = onRequest(
  { region: REGION, secrets: [DIGEST_UNSUBSCRIBE_SECRET], maxInstances: 5, memory: '256MiB' },
  async (req, res) => {
    const fromBody = (req.body as { token?: unknown } | undefined)?.token;
    const fromQuery = req.query.token;
    const token =
      typeof fromBody === 'string'
        ? fromBody
        : typeof fromQuery === 'string'
          ? fromQuery
          : undefined;
    try {
      const response = await handleUnsubscribe(
        { docs: services().docs, secret: unsubscribeSecret(), messages: DIGEST_MESSAGES },
        {
          method: req.method,
          token,
          actionUrl: UNSUBSCRIBE_URL.value(),
          acceptLanguage: req.get('accept-language'),
        },
      );
      res
        .status(response.status)
        .set('content-type', 'text/html; charset=utf-8')
        .set('cache-control', 'no-store')
        .set('x-robots-tag', 'noindex')
        .set(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
        )
        .send(response.html);
    } catch (error) {
      logger.error('unsubscribeDigest failed', { message: (error as Error).message });
      res.status(500).set('content-type', 'text/plain; charset=utf-8').send('Error / Fout');
    }
  },
);
