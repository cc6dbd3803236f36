// A real SMTP server on loopback that keeps every mail it receives (smtp-server + mailparser):
// `npm start` runs it on port 2525 with a small page listing caught mail (docs/operations.md),
// tests run it on a random port and read the mails back. Nothing is relayed anywhere.
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * @param {{ port?: number, host?: string, httpPort?: number | null }} [options]
 * @returns {Promise<import('./smtpCatcher.d.mts').SmtpCatcher>}
 */
export async function startSmtpCatcher({ port = 0, host = '127.0.0.1', httpPort = null } = {}) {
  /** @type {import('./smtpCatcher.d.mts').CaughtMail[]} */
  const mails = [];
  /** @type {Set<string>} */
  const rejectRecipients = new Set();
  /** @type {(() => void)[]} */
  let waiters = [];

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Any user name and password are accepted (the functions' SMTP_USER / SMTP_PASSWORD locally).
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'local' });
    },
    onRcptTo(address, _session, callback) {
      if (rejectRecipients.has(address.address.toLowerCase())) {
        const error = Object.assign(
          new Error('Mailbox unavailable (smtpCatcher.rejectRecipients)'),
          {
            responseCode: 550,
          },
        );
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          mails.push({
            from: parsed.from?.text ?? '',
            to: (session.envelope.rcptTo ?? []).map((r) => r.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            // Raw header values by lower-case name (mailparser's own map reshapes some, e.g. List-*).
            headers: Object.fromEntries(
              parsed.headerLines.map(({ key, line }) => [
                key,
                line.slice(line.indexOf(':') + 1).trim(),
              ]),
            ),
            receivedAt: new Date().toISOString(),
          });
          const ready = waiters;
          waiters = [];
          for (const wake of ready) wake();
          callback();
        })
        .catch((error) => callback(error));
    },
  });
  await new Promise((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(port, host, () => resolve(undefined));
  });
  const address = /** @type {import('node:net').AddressInfo} */ (smtp.server.address());

  /** @type {import('node:http').Server | null} */
  let http = null;
  let httpUrl = null;
  if (httpPort !== null) {
    http = createServer((req, res) => servePage(mails, req.url ?? '/', res));
    await new Promise((resolve) => http?.listen(httpPort, host, () => resolve(undefined)));
    const httpAddress = /** @type {import('node:net').AddressInfo} */ (http.address());
    httpUrl = `http://${host}:${httpAddress.port}/`;
  }

  return {
    host,
    port: address.port,
    httpUrl,
    mails,
    rejectRecipients,
    async waitFor(count, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (mails.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`Expected ${count} mails, caught ${mails.length}`);
        await new Promise((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve(undefined);
          });
        });
      }
      return mails.slice(0, count);
    },
    async close() {
      await new Promise((resolve) => smtp.close(() => resolve(undefined)));
      if (http) await new Promise((resolve) => http?.close(() => resolve(undefined)));
    },
  };
}

const escape = (/** @type {string} */ s) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The caught mail as a list (/), one mail's HTML (/mail/<n>) or text (/mail/<n>.txt). */
function servePage(
  /** @type {import('./smtpCatcher.d.mts').CaughtMail[]} */ mails,
  /** @type {string} */ url,
  /** @type {import('node:http').ServerResponse} */ res,
) {
  const match = /^\/mail\/(\d+)(\.txt)?$/.exec(url);
  const mail = match ? mails[Number(match[1])] : undefined;
  if (match && mail) {
    if (match[2] || !mail.html) {
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end(mail.text);
    } else {
      // Mail HTML is untrusted content: no scripts, no same-origin access.
      res
        .writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': 'sandbox',
        })
        .end(mail.html);
    }
    return;
  }
  const rows = mails
    .map(
      (m, i) =>
        `<tr><td>${escape(m.receivedAt)}</td><td>${escape(m.to.join(', '))}</td><td><a href="/mail/${i}">${escape(m.subject)}</a> (<a href="/mail/${i}.txt">text</a>)</td></tr>`,
    )
    .reverse()
    .join('\n');
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Caught mail</title></head>
<body style="font-family:sans-serif"><h1>Caught mail (${mails.length})</h1>
<p>Mail sent by the local functions to the SMTP catcher; nothing leaves this machine.</p>
<table cellpadding="6"><tr><th>Received</th><th>To</th><th>Subject</th></tr>
${rows}
</table></body></html>`);
}
