/** Download URLs the browser can open and save; a data: URL where blob URLs are unavailable. */
export function blobUrl(_path: string, bytes: Uint8Array, contentType: string): string {
  if (typeof URL.createObjectURL !== 'function') {
    let binary = '';
    for (const b of bytes) binary += String.fromCharCode(b);
    return `data:${contentType};base64,${btoa(binary)}`;
  }
  const url = URL.createObjectURL(
    new Blob([bytes as Uint8Array<ArrayBuffer>], { type: contentType }),
  );
  // Long enough to open or save it; the bytes stay in the store either way.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return url;
}
