/**
 * A parsed probe source as a PDF (pdf-lib, Helvetica): one PDF page per source page, a running
 * header and a "Page N of M" footer on every page but the cover, tables drawn as ruled cells.
 * Throws when a page's text does not fit, so the source's pages are the PDF's pages.
 */
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

const W = 595.28;
const H = 841.89;
const LEFT = 62;
const RIGHT = W - 62;
const TOP = H - 78;
const BOTTOM = 70;
const GREY = rgb(0.35, 0.35, 0.35);

function wrap(text, font, size, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

export async function renderPdf({ meta, pages }) {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const fixed = new Date(meta.created ?? '2027-01-01T09:00:00Z');
  pdf.setTitle(meta.title ?? meta.file);
  pdf.setAuthor(meta.author ?? '');
  pdf.setCreator('Microsoft Word');
  pdf.setProducer('probe tender builder (bench/data/probe-tenders)');
  pdf.setCreationDate(fixed);
  pdf.setModificationDate(fixed);
  const total = pages.length;

  pages.forEach((source, i) => {
    const page = pdf.addPage([W, H]);
    let y = TOP;
    const need = (h) => {
      if (y - h < BOTTOM) throw new Error(`${meta.file}: page ${i + 1} overflows`);
    };
    const text = (s, x, size, font, color) => page.drawText(s, { x, y, size, font, color });
    if (!source.cover && meta.header) {
      page.drawText(meta.header, { x: LEFT, y: H - 42, size: 8, font: regular, color: GREY });
      page.drawLine({
        start: { x: LEFT, y: H - 48 },
        end: { x: RIGHT, y: H - 48 },
        thickness: 0.5,
        color: GREY,
      });
    }
    if (!source.cover && meta.footer) {
      const footer = meta.footer.replace('{n}', String(i + 1)).replace('{m}', String(total));
      const fw = regular.widthOfTextAtSize(footer, 8);
      page.drawText(footer, { x: RIGHT - fw, y: 40, size: 8, font: regular, color: GREY });
      if (meta.footerLeft) {
        page.drawText(meta.footerLeft, { x: LEFT, y: 40, size: 8, font: regular, color: GREY });
      }
    }
    if (source.cover) y = H - 200;

    for (const block of source.blocks) {
      if (block.type === 'table') {
        const cols = block.cols ?? block.rows[0].map(() => 1);
        const sum = cols.reduce((a, b) => a + b, 0);
        const widths = cols.map((c) => ((RIGHT - LEFT) * c) / sum);
        y -= 4;
        block.rows.forEach((row, r) => {
          const font = r === 0 ? bold : regular;
          const cells = row.map((c, k) => wrap(c, font, 9, widths[k] - 10));
          const h = Math.max(...cells.map((c) => c.length)) * 11.5 + 8;
          need(h);
          let x = LEFT;
          cells.forEach((lines, k) => {
            page.drawRectangle({
              x,
              y: y - h,
              width: widths[k],
              height: h,
              borderColor: GREY,
              borderWidth: 0.5,
              ...(r === 0 ? { color: rgb(0.88, 0.9, 0.93) } : {}),
            });
            lines.forEach((l, j) => {
              page.drawText(l, { x: x + 5, y: y - 13 - j * 11.5, size: 9, font });
            });
            x += widths[k];
          });
          y -= h;
        });
        y -= 10;
        continue;
      }
      const style = {
        title: { size: 24, font: bold, lead: 32, before: 0 },
        sub: { size: 14, font: regular, lead: 20, before: 6 },
        h1: { size: 13, font: bold, lead: 17, before: 10 },
        h2: { size: 11, font: bold, lead: 15, before: 6 },
        p: { size: 10, font: regular, lead: 13.5, before: 0 },
        bullet: { size: 10, font: regular, lead: 13.5, before: 0 },
        note: { size: 8.5, font: regular, lead: 11.5, before: 0 },
      }[block.type];
      const indent = block.type === 'bullet' ? 14 : 0;
      const lines = wrap(block.text, style.font, style.size, RIGHT - LEFT - indent);
      y -= style.before;
      need(lines.length * style.lead);
      lines.forEach((l, j) => {
        y -= style.lead;
        if (j === 0 && block.type === 'bullet') text('•', LEFT + 3, style.size, regular);
        text(l, LEFT + indent, style.size, style.font, block.type === 'note' ? GREY : undefined);
      });
      y -= block.type === 'bullet' ? 2 : 6;
    }
  });
  return pdf.save({ useObjectStreams: false });
}
