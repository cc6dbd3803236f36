/**
 * A string matched literally inside a RegExp built from it (a certificate number, a heading, a
 * ministry's remit). `RegExp.escape` is not yet in Node 22, so one escape serves the whole core.
 */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
