import { useEffect, useState } from 'react';

/**
 * Rows a screen shows on its first paint: about as many as a 1080p window has room for below a
 * page's header and toolbar.
 */
export const FIRST_ROWS = 15;

/**
 * How many of a list's `total` rows to render: the first FIRST_ROWS at once, the rest in the
 * render after those are painted. A page of 50 projects took about 100 ms to render (200 ms on a
 * loaded machine), all of it before its first rows could show (bench/large-company-lcp.mjs);
 * the rows below the window come a frame later, which nobody sees. Once all rows have shown,
 * every later list (the next page) renders whole.
 */
export function useFirstRowsFirst(total: number, first = FIRST_ROWS): number {
  const [all, setAll] = useState(false);
  const waiting = !all && total > first;
  useEffect(() => {
    if (!waiting) return undefined;
    // A frame (the paint of the first rows), then a task: the rest render after that paint.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const afterPaint = () => {
      timer = setTimeout(() => setAll(true), 0);
    };
    if (typeof requestAnimationFrame !== 'function') {
      afterPaint();
      return () => clearTimeout(timer);
    }
    const frame = requestAnimationFrame(afterPaint);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [waiting]);
  return waiting ? first : total;
}
