/**
 * The WebFetcher port for Cloud Functions, with the SSRF guard the port requires: a watched
 * website's URL comes from a user, and the function runs inside Google's network, next to the
 * metadata server (169.254.169.254) that hands out the service account's tokens.
 *
 * - Only http and https. Every host is resolved here, and refused when ANY of its addresses is
 *   private, loopback, link-local, CGNAT, unspecified, multicast, reserved, an IPv6 form of one
 *   of those, or an IPv6 form that embeds an IPv4 address other than IPv4-mapped
 *   (isForbiddenAddress); 'metadata.google.internal' is refused by name.
 * - The connection is pinned to the checked address (a custom `lookup`), so a DNS answer that
 *   changes between the check and the connect (DNS rebinding) cannot lead elsewhere.
 * - Redirects are followed by hand, at most MAX_REDIRECTS, each hop checked like the first.
 * - One deadline for the whole fetch, all hops included; the body is read up to maxBytes and the
 *   stream aborted beyond that. Only HTML and plain text are read at all.
 * Failures are WebFetchErrors (core), which the scraper stores as plain-words i18n keys.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { WebFetchError } from '@tender/core/services/index';
import type { FetchedPage, WebFetcher } from '@tender/core';
import ipaddr from 'ipaddr.js';

export const MAX_REDIRECTS = 5;
export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_BYTES = 2 * 1024 * 1024;

const FORBIDDEN_HOSTNAMES = new Set(['metadata.google.internal', 'metadata']);
const READABLE_TYPES = new Set(['text/html', 'application/xhtml+xml', 'text/plain']);

/**
 * Whether a connection to this IP must be refused. Only globally routable unicast is allowed;
 * anything unparseable (including zone ids such as 'fe80::1%eth0') is refused. IPv6 forms that
 * carry an IPv4 address (issue 20):
 * - IPv4-mapped ::ffff:0:0/96 reaches the IPv4 address inside: judged as that address;
 * - IPv4-compatible ::/96 (deprecated; '::127.0.0.1', '::a9fe:a9fe') is refused whatever it holds;
 * - NAT64 (64:ff9b::/96, 64:ff9b:1::/48), 6to4 (2002::/16), Teredo and SIIT (::ffff:0:0:0/96) are
 *   special ranges, refused whatever IPv4 address they embed.
 */
export function isForbiddenAddress(ip: string): boolean {
  if (!ipaddr.isValid(ip)) return true;
  const parsed = ipaddr.parse(ip);
  if (parsed.kind() === 'ipv4') return parsed.range() !== 'unicast';
  const v6 = socketIPv6(ip);
  if (!v6) return true;
  const bytes = v6.toByteArray();
  if (bytes.slice(0, 10).every((b) => b === 0)) {
    if (bytes[10] === 0xff && bytes[11] === 0xff)
      return isForbiddenAddress(v6.toIPv4Address().toString());
    if (bytes[10] === 0 && bytes[11] === 0) return true; // ::/96, with :: and ::1
  }
  // ipaddr names every special range (linkLocal, uniqueLocal, multicast, rfc6052 NAT64, 6to4,
  // teredo, rfc6145, reserved, ...); plain 'unicast' is the rest.
  return v6.range() !== 'unicast';
}

/**
 * The IPv6 address a socket connects to. ipaddr reads '::127.0.0.1' as IPv4-mapped
 * (::ffff:7f00:1), but it is IPv4-compatible (::7f00:1), so the WHATWG URL parser, which reads it
 * like the network stack, writes the address out first. Null when it is no plain IPv6 address.
 */
function socketIPv6(ip: string): ipaddr.IPv6 | null {
  try {
    const host = new URL(`http://[${ip}]/`).hostname.replace(/^\[|\]$/g, '');
    return ipaddr.IPv6.isValid(host) ? ipaddr.IPv6.parse(host) : null;
  } catch {
    return null;
  }
}

export type Resolve = (hostname: string) => Promise<readonly { address: string; family: number }[]>;

export interface NodeWebFetcherOptions {
  /** DNS resolution; the system resolver by default (tests inject names). */
  readonly resolve?: Resolve;
  /**
   * Exact addresses let through the guard. For tests only, which stand local servers on
   * 127.0.0.1 in for the web; production passes nothing.
   */
  readonly allowAddressesForTests?: readonly string[];
  readonly userAgent?: string;
}

const systemResolve: Resolve = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

export function createNodeWebFetcher(options: NodeWebFetcherOptions = {}): WebFetcher {
  const resolve = options.resolve ?? systemResolve;
  const exempt = new Set(options.allowAddressesForTests ?? []);
  const forbidden = (ip: string) => !exempt.has(ip) && isForbiddenAddress(ip);
  const userAgent = options.userAgent ?? 'TenderAssistant-WebsiteWatcher/1.0';

  /** The address to connect to: every address of the host must be allowed. */
  async function checkedAddress(url: URL): Promise<{ address: string; family: number }> {
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new WebFetchError('invalidUrl');
    if (url.username || url.password) throw new WebFetchError('invalidUrl');
    const host = url.hostname
      .replace(/^\[|\]$/g, '')
      .replace(/\.$/, '')
      .toLowerCase();
    if (host === '') throw new WebFetchError('invalidUrl');
    if (FORBIDDEN_HOSTNAMES.has(host)) throw new WebFetchError('forbiddenAddress');
    if (ipaddr.isValid(host)) {
      if (forbidden(host)) throw new WebFetchError('forbiddenAddress');
      return { address: host, family: host.includes(':') ? 6 : 4 };
    }
    let addresses: readonly { address: string; family: number }[];
    try {
      addresses = await resolve(host);
    } catch {
      throw new WebFetchError('network');
    }
    if (addresses.length === 0) throw new WebFetchError('network');
    if (addresses.some((a) => forbidden(a.address))) throw new WebFetchError('forbiddenAddress');
    return addresses[0] as { address: string; family: number };
  }

  /** One request to a checked address; resolves with the response (body not read yet). */
  function request(url: URL, pinned: { address: string; family: number }, signal: AbortSignal) {
    // Whatever the socket asks, it gets the address that was checked (no second DNS answer).
    const lookup = ((_host, opts, callback) => {
      if (typeof opts === 'object' && opts.all) {
        (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [pinned]);
      } else {
        callback(null, pinned.address, pinned.family);
      }
    }) as LookupFunction;
    const client = url.protocol === 'https:' ? https : http;
    return new Promise<http.IncomingMessage>((resolvePromise, reject) => {
      const req = client.request(
        url,
        {
          method: 'GET',
          lookup,
          signal,
          headers: {
            'user-agent': userAgent,
            accept: 'text/html,application/xhtml+xml,text/plain;q=0.9',
            'accept-encoding': 'identity',
          },
        },
        resolvePromise,
      );
      req.on('error', reject);
      req.end();
    });
  }

  async function readBody(res: http.IncomingMessage, maxBytes: number): Promise<Buffer> {
    const declared = Number(res.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) {
      res.destroy();
      throw new WebFetchError('tooLarge');
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of res as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) {
        res.destroy();
        throw new WebFetchError('tooLarge');
      }
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  }

  return {
    async fetch(rawUrl, limits = {}): Promise<FetchedPage> {
      const timeoutMs = limits.timeoutMs ?? DEFAULT_TIMEOUT_MS;
      const maxBytes = limits.maxBytes ?? DEFAULT_MAX_BYTES;
      let url: URL;
      try {
        url = new URL(rawUrl);
      } catch {
        throw new WebFetchError('invalidUrl');
      }
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      try {
        for (let hop = 0; ; hop++) {
          const pinned = await checkedAddress(url);
          if (controller.signal.aborted) throw new WebFetchError('timeout');
          const res = await request(url, pinned, controller.signal);
          const status = res.statusCode ?? 0;
          if (status >= 300 && status < 400 && res.headers.location) {
            res.destroy();
            if (hop >= MAX_REDIRECTS) throw new WebFetchError('tooManyRedirects');
            url = new URL(res.headers.location, url);
            continue;
          }
          if (status === 404 || status === 410) {
            res.destroy();
            throw new WebFetchError('notFound');
          }
          if (status < 200 || status >= 300) {
            res.destroy();
            throw new WebFetchError('httpStatus', `HTTP ${status}`);
          }
          const contentType = res.headers['content-type'] ?? 'text/html';
          const base = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
          if (!READABLE_TYPES.has(base)) {
            res.destroy();
            throw new WebFetchError('unsupportedType');
          }
          const body = await readBody(res, maxBytes);
          return {
            url: rawUrl,
            finalUrl: url.toString(),
            status,
            contentType,
            body: decode(body, contentType),
          };
        }
      } catch (error) {
        if (error instanceof WebFetchError) throw error;
        if (controller.signal.aborted) throw new WebFetchError('timeout');
        if (error instanceof TypeError) throw new WebFetchError('invalidUrl'); // bad Location
        throw new WebFetchError('network', error instanceof Error ? error.message : undefined);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** The body in the charset the response names; UTF-8 when it names none or an unknown one. */
function decode(body: Buffer, contentType: string): string {
  const charset = /charset\s*=\s*"?([\w-]+)/i.exec(contentType)?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}
