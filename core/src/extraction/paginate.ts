/**
 * Formats without fixed pages (DOCX, DOC) are cut into "pages" of about one printed A4 page
 * (PAGE_CHARS characters) at paragraph boundaries, so that facts and chunks still point at a
 * place the reader can find (docs/decisions.md: "Pages of a Word document").
 */
export const PAGE_CHARS = 3_000;

export function paginateText(text: string, pageChars = PAGE_CHARS): string[] {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((p) => p.replace(/[ \t\u00a0]+/g, ' ').trim())
    .filter((p) => p !== '');
  const pages: string[] = [];
  let current = '';
  for (const paragraph of paragraphs) {
    if (current !== '' && current.length + paragraph.length + 2 > pageChars) {
      pages.push(current);
      current = '';
    }
    current = current === '' ? paragraph : `${current}\n\n${paragraph}`;
  }
  if (current !== '' || pages.length === 0) pages.push(current);
  return pages;
}
