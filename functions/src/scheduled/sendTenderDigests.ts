/**
 * Cloud Scheduler → sendTenderDigests, every hour on the hour (Amsterdam time): the digests due
 * now go out (core services/digest). A second run at the same time, or a retry, sends nothing twice:
 * the ledger decides (docs/decisions.md, "Issue 9: tender digests").
 */
import { systemClock } from '@tender/core';
import { sendDueDigests } from '@tender/core/services/digest/index';
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/scheduler';
import { smtpMailer } from '../adapters/smtpMailer';
import { DIGEST_MESSAGES } from '../http/digestMessages';
import { REGION } from '../options';
import { services } from '../runtime';
import {
  APP_URL,
  DIGEST_UNSUBSCRIBE_SECRET,
  MAIL_FROM,
  SMTP_HOST,
  SMTP_PASSWORD,
  SMTP_PORT,
  SMTP_SECURE,
  SMTP_USER,
  UNSUBSCRIBE_URL,
  unsubscribeSecret,
} from './sendTenderDigestsParams';

export const sendTenderDigests = onSchedule(
  {
    schedule: '0 * * * *',
    timeZone: 'Europe/Amsterdam',
    region: REGION,
    // Failed sends are retried by the next hourly runs of the same period (the ledger), not here.
    retryCount: 0,
    timeoutSeconds: 540,
    memory: '256MiB',
    secrets: [SMTP_PASSWORD, DIGEST_UNSUBSCRIBE_SECRET],
  },
  async () => {
    const mailer = smtpMailer({
      host: SMTP_HOST.value(),
      port: SMTP_PORT.value(),
      secure: SMTP_SECURE.value(),
      user: SMTP_USER.value(),
      password: SMTP_PASSWORD.value(),
      from: MAIL_FROM.value(),
    });
    try {
      await sendDueDigests({
        docs: services().docs,
        mailer,
        clock: systemClock,
        messages: DIGEST_MESSAGES,
        appUrl: APP_URL.value(),
        unsubscribeEndpoint: UNSUBSCRIBE_URL.value(),
        unsubscribeSecret: unsubscribeSecret(),
        log: (message, data) => logger.info(message, data),
      });
    } finally {
      mailer.close();
    }
  },
);
