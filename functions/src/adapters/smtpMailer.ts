/**
 * core's Mailer over SMTP (nodemailer). Host, port, user and sender come from params, the password
 * from a secret (functions/src/scheduled/sendTenderDigestsParams.ts, docs/operations.md); locally
 * the SMTP catcher of `npm start` receives everything (scripts/shared/smtpCatcher.mjs).
 */
import type { MailMessage, Mailer } from '@tender/core/ports/external';
import nodemailer from 'nodemailer';

export interface SmtpConfig {
  readonly host: string;
  readonly port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  readonly secure: boolean;
  readonly user?: string;
  readonly password?: string;
  /** The sender, e.g. "Tender Assistant <digest@example.nl>". */
  readonly from: string;
}

export function smtpMailer(config: SmtpConfig): Mailer & { close(): void } {
  const transport = nodemailer.createTransport({
    host: config.host,
    port: config.port,
    secure: config.secure,
    ...(config.user ? { auth: { user: config.user, pass: config.password ?? '' } } : {}),
    // Fail a send within the scheduled run's time; the ledger retries it in a later run.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message: MailMessage) {
      await transport.sendMail({
        from: config.from,
        to: [...message.to],
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        ...(message.listUnsubscribe ? { list: { unsubscribe: message.listUnsubscribe } } : {}),
      });
    },
    close() {
      transport.close();
    },
  };
}
