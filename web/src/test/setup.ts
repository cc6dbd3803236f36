import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// The machine running the suite may be busy (2 cores, e2e in parallel): findBy*/waitFor wait for
// an event up to this long, so a busy machine only slows them down (issue 20 item 8).
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  });
});

// jsdom lacks matchMedia, which MUI's colour-scheme and media queries use.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom has no layout: ProseMirror (the draft editor) measures the selection's rectangles when it
// focuses and scrolls it into view. Empty rectangles are what a hidden element would give.
const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
const emptyRect = () => new DOMRect(0, 0, 0, 0);
for (const proto of [Range.prototype, Element.prototype]) {
  if (!('getClientRects' in proto) || typeof proto.getClientRects !== 'function')
    Object.defineProperty(proto, 'getClientRects', { value: emptyRects, configurable: true });
}
if (typeof Range.prototype.getBoundingClientRect !== 'function')
  Object.defineProperty(Range.prototype, 'getBoundingClientRect', {
    value: emptyRect,
    configurable: true,
  });
