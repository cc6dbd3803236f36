/**
 * Signed unsubscribe links: HMAC-SHA256 over (purpose, company, uid) with a server secret
 * (DIGEST_UNSUBSCRIBE_SECRET, docs/operations.md). A token names exactly one recipient of one
 * company; changing either breaks the signature. WebCrypto, so it runs in functions and browsers.
 */
const PURPOSE = 'digest-unsubscribe';
const VERSION = 'v1';

export interface UnsubscribeClaim {
  readonly companyId: string;
  readonly uid: string;
}

const encoder = new TextEncoder();

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

async function hmacKey(secret: string): ReturnType<typeof crypto.subtle.importKey> {
  if (secret.length < 16)
    throw new Error('The unsubscribe secret must have at least 16 characters');
  return crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
}

/** What is signed: unambiguous because ids never contain '/' (isDocumentId). */
const signed = (claim: UnsubscribeClaim) =>
  encoder.encode(`${VERSION}/${PURPOSE}/${claim.companyId}/${claim.uid}`);

export async function signUnsubscribeToken(
  secret: string,
  claim: UnsubscribeClaim,
): Promise<string> {
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret), signed(claim));
  const payload = base64url(encoder.encode(JSON.stringify({ c: claim.companyId, u: claim.uid })));
  return `${VERSION}.${payload}.${base64url(new Uint8Array(signature))}`;
}

/** The recipient the token was issued for, or null when it is malformed or not ours. */
export async function verifyUnsubscribeToken(
  secret: string,
  token: string,
): Promise<UnsubscribeClaim | null> {
  const [version, payload, signature, ...rest] = token.split('.');
  if (version !== VERSION || !payload || !signature || rest.length > 0) return null;
  const payloadBytes = fromBase64url(payload);
  const signatureBytes = fromBase64url(signature);
  if (!payloadBytes || !signatureBytes) return null;
  let claim: UnsubscribeClaim;
  try {
    const data = JSON.parse(new TextDecoder().decode(payloadBytes)) as { c?: unknown; u?: unknown };
    if (typeof data.c !== 'string' || typeof data.u !== 'string') return null;
    if (!data.c || !data.u || data.c.includes('/') || data.u.includes('/')) return null;
    claim = { companyId: data.c, uid: data.u };
  } catch {
    return null;
  }
  // crypto.subtle.verify compares in constant time.
  const ok = await crypto.subtle.verify(
    'HMAC',
    await hmacKey(secret),
    signatureBytes as Uint8Array<ArrayBuffer>,
    signed(claim),
  );
  return ok ? claim : null;
}
