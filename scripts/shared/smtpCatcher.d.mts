/** Types of smtpCatcher.mjs for the TypeScript tests. */
export interface CaughtMail {
  readonly from: string;
  /** Envelope recipients. */
  readonly to: string[];
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly headers: Record<string, string>;
  readonly receivedAt: string;
}

export interface SmtpCatcher {
  readonly host: string;
  readonly port: number;
  /** The page listing caught mail, when started with httpPort. */
  readonly httpUrl: string | null;
  readonly mails: CaughtMail[];
  /** Addresses refused with 550 at RCPT TO (a failing SMTP delivery in tests). */
  readonly rejectRecipients: Set<string>;
  /** Resolves with the first `count` mails once that many have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<CaughtMail[]>;
  close(): Promise<void>;
}

export function startSmtpCatcher(options?: {
  port?: number;
  host?: string;
  httpPort?: number | null;
}): Promise<SmtpCatcher>;
