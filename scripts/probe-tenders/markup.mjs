/**
 * The plain-text markup of the probe tender sources (bench/data/probe-tenders/sources/*.txt):
 *
 *   key: value            front matter, up to the first line '---' (file, format, language,
 *                          header, footer with {n} and {m} for the page number and count)
 *   === cover / === page  a new page (the cover carries no running header or footer)
 *   !title text / !sub text  large and medium cover lines
 *   # text / ## text      headings (level 1 and 2)
 *   | a | b | c |         a table row; consecutive rows form one table, the first is its head
 *   cols: 15,60,25        the relative column widths of the next table
 *   - text                a bullet
 *   > text                a small note line
 *   other lines           paragraph text; a blank line ends the paragraph
 *
 * Pages are explicit so that the labels (bench/data/tender-facts-probe.labels.json) can name the
 * page of every fact from the source alone, before anything reads the generated file.
 */
export function parseSource(text) {
  const [head, ...rest] = text.split(/^---$/m);
  const meta = {};
  for (const line of head.split('\n')) {
    const m = /^(\w+):\s*(.*)$/.exec(line);
    if (m) meta[m[1]] = m[2].trim();
  }
  const pages = [];
  let page = null;
  let para = null;
  let table = null;
  let cols = null;
  const endPara = () => {
    if (para) page.blocks.push({ type: 'p', text: para.join(' ') });
    para = null;
  };
  const endTable = () => {
    if (table) page.blocks.push({ type: 'table', rows: table, cols });
    table = null;
    cols = null;
  };
  for (const raw of rest.join('---').split('\n')) {
    const line = raw.trimEnd();
    const pageStart = /^=== (cover|page)$/.exec(line);
    if (pageStart) {
      if (page) {
        endPara();
        endTable();
      }
      page = { cover: pageStart[1] === 'cover', blocks: [] };
      pages.push(page);
      continue;
    }
    if (!page) continue;
    if (line.startsWith('|')) {
      endPara();
      table ??= [];
      table.push(
        line
          .replace(/^\|\s?|\s?\|$/g, '')
          .split(/\s?\|\s?/)
          .map((c) => c.trim()),
      );
      continue;
    }
    endTable();
    if (line === '') {
      endPara();
      continue;
    }
    const colsLine = /^cols:\s*([\d,\s]+)$/.exec(line);
    if (colsLine) {
      endPara();
      cols = colsLine[1].split(',').map(Number);
      continue;
    }
    const marked = /^(!title|!sub|##|#|-|>) (.*)$/.exec(line);
    if (marked) {
      endPara();
      const type = {
        '!title': 'title',
        '!sub': 'sub',
        '#': 'h1',
        '##': 'h2',
        '-': 'bullet',
        '>': 'note',
      }[marked[1]];
      page.blocks.push({ type, text: marked[2] });
      continue;
    }
    (para ??= []).push(line.trim());
  }
  endPara();
  endTable();
  return { meta, pages };
}
