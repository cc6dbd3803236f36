/**
 * The SSRF guard and caps of the Node WebFetcher, against local servers on 127.0.0.1 only. The
 * guard refuses loopback, so the tests exempt exactly 127.0.0.1 (allowAddressesForTests); every
 * other address stays forbidden, and no test ever connects anywhere but 127.0.0.1.
 */
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebFetchError } from '@tender/core/services/index';
import { createNodeWebFetcher, isForbiddenAddress } from './webFetcher';

describe('isForbiddenAddress', () => {
  it.each([
    // private
    '10.0.0.1',
    '10.255.255.255',
    '172.16.0.1',
    '172.31.255.254',
    '192.168.1.1',
    // loopback
    '127.0.0.1',
    '127.1.2.3',
    '::1',
    // link-local, including the cloud metadata server
    '169.254.169.254',
    '169.254.0.1',
    'fe80::1',
    'febf::1',
    // unspecified, broadcast, multicast, CGNAT, reserved
    '0.0.0.0',
    '::',
    '255.255.255.255',
    '224.0.0.1',
    'ff02::1',
    '100.64.0.1',
    '100.127.255.254',
    '240.0.0.1',
    // IPv6 unique local (fc00::/7)
    'fc00::1',
    'fd12:3456::1',
    // IPv4-mapped IPv6 of forbidden addresses, in both notations
    '::ffff:127.0.0.1',
    '::ffff:169.254.169.254',
    '::ffff:a9fe:a9fe',
    '::ffff:10.0.0.1',
    '0:0:0:0:0:ffff:7f00:1',
    // Issue 20: IPv4-compatible IPv6 (::/96), refused whatever it holds, in every notation
    '::127.0.0.1',
    '::7f00:1',
    '::a9fe:a9fe',
    '::169.254.169.254',
    '::10.0.0.1',
    '::c0a8:101',
    '::8.8.8.8',
    '0:0:0:0:0:0:a9fe:a9fe',
    '::0.0.0.2',
    // IPv6 forms that carry an IPv4 address elsewhere (NAT64, 6to4, Teredo, SIIT)
    '64:ff9b::a9fe:a9fe',
    '64:ff9b::127.0.0.1',
    '64:ff9b::10.0.0.1',
    '64:ff9b:1::a9fe:a9fe',
    '2002:a9fe:a9fe::1',
    '2002:7f00:1::',
    '2002:c0a8:101::1',
    '2002:0a00:0001::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    '::ffff:0:a9fe:a9fe',
    '::ffff:0:127.0.0.1',
    // not an address at all, or with a zone id
    'localhost',
    '',
    'fe80::1%eth0',
    '0x7f.1', // 127.0.0.1 in a legacy notation
  ])('refuses %s', (ip) => {
    expect(isForbiddenAddress(ip)).toBe(true);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '172.32.0.1', // just outside 172.16/12
    '100.128.0.1', // just outside 100.64/10
    '169.255.0.1',
    '2606:4700:4700::1111',
    '2a00:1450:400e:80c::2004',
    '::ffff:93.184.216.34',
  ])('allows the public address %s', (ip) => {
    expect(isForbiddenAddress(ip)).toBe(false);
  });
});

type Handler = Parameters<typeof createServer>[1];

describe('createNodeWebFetcher against local servers', () => {
  let server: Server;
  let base: string;
  let port: number;
  const routes = new Map<string, NonNullable<Handler>>();
  const hits: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      hits.push(req.url ?? '');
      const route = routes.get(req.url ?? '');
      if (route) route(req, res);
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
    routes.set('/page', (_req, res) =>
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end('<p>Nota van inlichtingen – vraag 1</p>'),
    );
    routes.set('/latin1', (_req, res) =>
      res
        .writeHead(200, { 'content-type': 'text/plain; charset=iso-8859-1' })
        .end(Buffer.from([0x63, 0x61, 0x66, 0xe9])),
    );
    routes.set('/to-page', (_req, res) => res.writeHead(302, { location: '/page' }).end());
    routes.set('/to-metadata', (_req, res) =>
      res.writeHead(302, { location: 'http://169.254.169.254/computeMetadata/v1/' }).end(),
    );
    routes.set('/to-metadata-name', (_req, res) =>
      res.writeHead(301, { location: 'http://metadata.google.internal/' }).end(),
    );
    routes.set('/chain-1', (_req, res) => res.writeHead(302, { location: '/chain-2' }).end());
    routes.set('/chain-2', (_req, res) =>
      res.writeHead(307, { location: `http://127.0.0.2:${port}/page` }).end(),
    );
    routes.set('/to-mapped', (_req, res) =>
      res.writeHead(302, { location: `http://[::ffff:127.0.0.1]:${port}/page` }).end(),
    );
    routes.set('/to-ipv6-loopback', (_req, res) =>
      res.writeHead(302, { location: `http://[::1]:${port}/page` }).end(),
    );
    routes.set('/to-file', (_req, res) =>
      res.writeHead(302, { location: 'file:///etc/passwd' }).end(),
    );
    routes.set('/loop', (_req, res) => res.writeHead(302, { location: '/loop' }).end());
    routes.set('/huge', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      // No content-length: the stream itself must be cut off.
      const chunk = 'x'.repeat(64 * 1024);
      let sent = 0;
      const write = () => {
        while (sent < 64 && res.write(chunk)) sent++;
        if (sent < 64) res.once('drain', write);
        else res.end();
      };
      write();
    });
    routes.set('/huge-declared', (_req, res) =>
      res
        .writeHead(200, { 'content-type': 'text/html', 'content-length': String(5 * 1024 * 1024) })
        .end(),
    );
    routes.set('/slow', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<p>begin');
      // Never ends within the test's deadline.
      setTimeout(() => res.end('</p>'), 5_000).unref();
    });
    routes.set('/silent', () => undefined); // never answers
    routes.set('/pdf', (_req, res) =>
      res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.7'),
    );
    routes.set('/error', (_req, res) => res.writeHead(500).end());
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const local = createNodeWebFetcher({ allowAddressesForTests: ['127.0.0.1'] });
  const failure = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(WebFetchError);
    return (error as WebFetchError).code;
  };

  it('reads a page and follows a redirect to the same allowed host', async () => {
    const page = await local.fetch(`${base}/to-page`);
    expect(page.status).toBe(200);
    expect(page.finalUrl).toBe(`${base}/page`);
    expect(page.contentType).toContain('text/html');
    expect(page.body).toBe('<p>Nota van inlichtingen – vraag 1</p>');
  });

  it('decodes the charset the response names', async () => {
    expect((await local.fetch(`${base}/latin1`)).body).toBe('café');
  });

  it('refuses loopback without the test exemption, without connecting', async () => {
    const before = hits.length;
    expect(await failure(createNodeWebFetcher().fetch(`${base}/page`))).toBe('forbiddenAddress');
    expect(await failure(createNodeWebFetcher().fetch(`http://localhost:${port}/page`))).toBe(
      'forbiddenAddress',
    );
    expect(hits.length).toBe(before);
  });

  it.each([
    ['/to-metadata', 'a redirect to the metadata address'],
    ['/to-metadata-name', 'a redirect to the metadata host name'],
    ['/chain-1', 'a redirect chain ending on another loopback address'],
    ['/to-mapped', 'a redirect to loopback as IPv4-mapped IPv6'],
    ['/to-ipv6-loopback', 'a redirect to ::1'],
  ])('refuses %s (%s) on the hop, never requesting it', async (path) => {
    hits.length = 0;
    expect(await failure(local.fetch(`${base}${path}`))).toBe('forbiddenAddress');
    // Only the allowed hops on 127.0.0.1 were requested.
    expect(hits.every((h) => h !== '/page')).toBe(true);
  });

  it('refuses non-http schemes, also as a redirect target', async () => {
    for (const url of [
      'file:///etc/passwd',
      'ftp://example.com/',
      'gopher://127.0.0.1:70/',
      'javascript:alert(1)',
      'data:text/html,<p>x</p>',
    ]) {
      expect(await failure(local.fetch(url))).toBe('invalidUrl');
    }
    expect(await failure(local.fetch(`${base}/to-file`))).toBe('invalidUrl');
    expect(await failure(local.fetch('not a url'))).toBe('invalidUrl');
  });

  it('stops after too many redirects', async () => {
    expect(await failure(local.fetch(`${base}/loop`))).toBe('tooManyRedirects');
  });

  it('aborts a body over the size cap, declared or streamed', async () => {
    expect(await failure(local.fetch(`${base}/huge`, { maxBytes: 1024 * 1024 }))).toBe('tooLarge');
    expect(await failure(local.fetch(`${base}/huge-declared`, { maxBytes: 1024 * 1024 }))).toBe(
      'tooLarge',
    );
  });

  it('times out a slow body and a server that never answers', async () => {
    const started = Date.now();
    expect(await failure(local.fetch(`${base}/slow`, { timeoutMs: 300 }))).toBe('timeout');
    expect(await failure(local.fetch(`${base}/silent`, { timeoutMs: 300 }))).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('says what else went wrong: not a page, not found, a server error', async () => {
    expect(await failure(local.fetch(`${base}/pdf`))).toBe('unsupportedType');
    expect(await failure(local.fetch(`${base}/nothing-here`))).toBe('notFound');
    expect(await failure(local.fetch(`${base}/error`))).toBe('httpStatus');
  });

  it('refuses IPv4-compatible IPv6 as the URL host and as a DNS answer (issue 20)', async () => {
    const fetcher = createNodeWebFetcher({
      // glibc writes ::/96 answers in the dotted form.
      resolve: async () => [{ address: '::169.254.169.254', family: 6 }],
    });
    for (const url of ['http://[::a9fe:a9fe]/', 'http://[::127.0.0.1]:80/', 'http://[::7f00:1]/'])
      expect(await failure(fetcher.fetch(url))).toBe('forbiddenAddress');
    expect(await failure(fetcher.fetch('https://tender.example/'))).toBe('forbiddenAddress');
  });

  it('refuses a host when any of its addresses is forbidden', async () => {
    const fetcher = createNodeWebFetcher({
      resolve: async () => [
        { address: '93.184.216.34', family: 4 },
        { address: '10.0.0.7', family: 4 },
      ],
    });
    expect(await failure(fetcher.fetch('https://tender.example/'))).toBe('forbiddenAddress');
  });

  it('connects to the address it checked, not to a second DNS answer (no rebinding)', async () => {
    let lookups = 0;
    const fetcher = createNodeWebFetcher({
      allowAddressesForTests: ['127.0.0.1'],
      // Answers once; 'rebind.test' exists nowhere else, so a second lookup could not connect.
      resolve: async () => {
        lookups++;
        return [{ address: '127.0.0.1', family: 4 }];
      },
    });
    const page = await fetcher.fetch(`http://rebind.test:${port}/page`);
    expect(page.body).toContain('Nota van inlichtingen');
    expect(lookups).toBe(1);
  });

  it('reports a name that does not resolve as a network failure', async () => {
    const fetcher = createNodeWebFetcher({
      resolve: async () => {
        throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
      },
    });
    expect(await failure(fetcher.fetch('https://does-not-exist.example/'))).toBe('network');
  });
});
