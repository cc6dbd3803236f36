/**
 * The digest over real SMTP: core's service with the nodemailer adapter against the loopback SMTP
 * catcher, and the unsubscribe link followed against the HTTP handler served on loopback.
 */
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { refs } from '@tender/core/model/paths';
import {
  COMPANY,
  HOUR,
  MONDAY_8_AMSTERDAM,
  RECIPIENTS,
  TEST_SECRET,
  digestWorld,
} from '@tender/core/services/digest/digestTestWorld';
import { sendDueDigests } from '@tender/core/services/digest/index';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type SmtpCatcher, startSmtpCatcher } from '../../../scripts/shared/smtpCatcher.mjs';
import { smtpMailer } from '../adapters/smtpMailer';
import { DIGEST_MESSAGES } from '../http/digestMessages';
import { handleUnsubscribe } from '../http/unsubscribe';

const ANNA = 'anna@vandijk.example';
const JOOST = 'joost@vandijk.example';

let catcher: SmtpCatcher;
let http: Server | undefined;

beforeEach(async () => {
  catcher = await startSmtpCatcher({ port: 0 });
});
afterEach(async () => {
  await catcher.close();
  await new Promise((resolve) => (http ? http.close(resolve) : resolve(undefined)));
  http = undefined;
});

/** Serves handleUnsubscribe at http://127.0.0.1:<port>/unsubscribeDigest like the HTTPS function. */
async function serveUnsubscribe(docs: Parameters<typeof handleUnsubscribe>[0]['docs']) {
  http = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const token =
        req.method === 'POST'
          ? (new URLSearchParams(body).get('token') ?? undefined)
          : (url.searchParams.get('token') ?? undefined);
      void handleUnsubscribe(
        { docs, secret: TEST_SECRET, messages: DIGEST_MESSAGES },
        { method: req.method ?? 'GET', token, actionUrl: endpoint, acceptLanguage: undefined },
      ).then((r) => res.writeHead(r.status, { 'content-type': 'text/html' }).end(r.html));
    });
  });
  await new Promise((resolve) => http?.listen(0, '127.0.0.1', () => resolve(undefined)));
  const endpoint = `http://127.0.0.1:${(http.address() as AddressInfo).port}/unsubscribeDigest`;
  return endpoint;
}

describe('tender digest over SMTP', () => {
  it('after a refused delivery the rerun sends exactly one digest per recipient, in their language, and the unsubscribe link works', async () => {
    const w = await digestWorld();
    w.clock.set(MONDAY_8_AMSTERDAM - 2 * HOUR);
    await w.match('ted-1', 91);
    await w.match('ted-2', 64);
    const endpoint = await serveUnsubscribe(w.docs);
    const mailer = smtpMailer({
      host: catcher.host,
      port: catcher.port,
      secure: false,
      user: 'local',
      password: 'local',
      from: 'Tender Assistant <digest@example.nl>',
    });
    const deps = w.deps({ mailer, unsubscribeEndpoint: endpoint });

    // 08:00: the SMTP server refuses Joost's mailbox; Anna's digest goes out.
    catcher.rejectRecipients.add(JOOST);
    w.clock.set(MONDAY_8_AMSTERDAM);
    expect(await sendDueDigests(deps)).toMatchObject({ sent: 1, failed: 1 });
    // 09:00: the next hourly run sends only the one that failed.
    catcher.rejectRecipients.clear();
    w.clock.advance(HOUR);
    expect(await sendDueDigests(deps)).toMatchObject({ sent: 1, failed: 0 });
    w.clock.advance(HOUR);
    expect(await sendDueDigests(deps)).toMatchObject({ sent: 0, failed: 0 });
    mailer.close();

    await catcher.waitFor(2);
    expect(catcher.mails.map((m) => m.to)).toEqual([[ANNA], [JOOST]]);
    const [en, nl] = catcher.mails;
    expect(en!.subject).toBe('2 new tenders for Van Dijk Bouw B.V.');
    expect(nl!.subject).toBe('2 nieuwe aanbestedingen voor Van Dijk Bouw B.V.');
    expect(nl!.text).toContain('Aanbesteding ted-1');
    expect(nl!.text).toContain('Match 91%');
    expect(nl!.html).toContain('href="https://app.example.nl/nl/dashboard/signaling?tender=ted-1"');
    expect(en!.html).toContain('href="https://app.example.nl/dashboard/signaling?tender=ted-2"');
    expect(nl!.headers['list-unsubscribe']).toContain(endpoint);

    // Following Joost's link shows a Dutch confirmation page; only its button unsubscribes him.
    const link = new RegExp(`${endpoint}\\?token=[\\w.-]+`).exec(nl!.text)?.[0];
    expect(link).toBeDefined();
    const confirm = await fetch(link!);
    expect(confirm.status).toBe(200);
    const page = await confirm.text();
    expect(page).toContain('Afmelden voor het aanbestedingsoverzicht?');
    const recipients = async () =>
      (await w.docs.getDoc(refs.company(COMPANY))).data?.notificationSettings.recipientUids;
    expect(await recipients()).toContain(RECIPIENTS.nl);

    const token = /name="token" value="([^"]+)"/.exec(page)?.[1];
    const done = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: token! }).toString(),
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Je bent afgemeld');
    expect(await recipients()).not.toContain(RECIPIENTS.nl);
    expect(await recipients()).toContain(RECIPIENTS.en);

    // A token altered to name Anna is refused and changes nothing.
    const forged = link!.replace(
      /token=v1\.[\w-]+/,
      `token=v1.${Buffer.from(JSON.stringify({ c: COMPANY, u: RECIPIENTS.en })).toString('base64url')}`,
    );
    const refused = await fetch(forged, { method: 'POST' });
    expect(refused.status).toBe(400);
    expect(await recipients()).toContain(RECIPIENTS.en);
  });
});
