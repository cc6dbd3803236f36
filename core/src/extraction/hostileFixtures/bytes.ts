/** Byte helpers of the hostile fixtures: text as Latin-1 bytes, byte arrays joined. */

/** Each character as one byte (its code's low eight bits): PDF syntax and zip names. */
export const latin1 = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0) & 0xff);

export function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}
