import type { Segment } from './reading';

/**
 * The text that names a table: a caption row of one cell inside it, or the line right above it
 * (a heading or a short line). Null when the line above is long prose or another table's row.
 */
export function tableCaption(segments: readonly Segment[], row: Segment): string | null {
  if ((row.cells?.length ?? 0) === 1) return row.text.length <= 150 ? row.text : null;
  const above = segments[row.index - 1];
  if (!above || above.kind === 'row' || above.text.length > 150) return null;
  return above.text;
}
