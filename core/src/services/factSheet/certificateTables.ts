/**
 * Certificates read from tables (certificates.ts reads the rest): a header row of column names with
 * one certificate per row, or certificates side by side with one row per detail.
 */
import type { Certificate } from '../../model/factSheet';
import type { FactSource } from './ruleExtractor';
import type { Segment } from './segments';
import { certificate, citationOf } from './certificateRecord';
import { detailsIn } from './certificateDetails';
import type { DateReading } from './certificateDates';
import { NO_DETAILS, cellsOf, fieldOf, fillField, opensWithEnd } from './certificateCells';
import { fieldsByContent } from './certificateColumnContent';
import { hasScheme, schemeRe } from './certificateSchemes';

/**
 * The column of a certificate table that names the schemes: the one its header calls so
 * ('Certificaat', 'Norm', 'Standard') beside another detail, or, under a header that names two
 * details ('Nr.', 'Geldig t.e.m.') but calls the schemes' column by no known name ('Wat',
 * 'Omschrijving'), the one column whose rows name schemes. -1 when there is none.
 */
function schemeColumn(fields: readonly (string | null)[], rows: readonly string[][]): number {
  const named = fields.filter((f) => f === 'scheme').length;
  const known = fields.indexOf('scheme');
  if (named === 1) return fields.filter(Boolean).length >= 2 ? known : -1;
  if (fields.filter(Boolean).length < 2) return -1;
  // Two columns called so ('certificaat' for its subject, 'norm' for its standard): the one whose
  // rows name schemes most; with none called so, the one unnamed column whose rows do.
  const naming = fields
    .map((f, k) =>
      (named > 1 ? f !== 'scheme' : f)
        ? 0
        : rows.filter((r) => [...(r[k] ?? '').matchAll(schemeRe())].length === 1).length,
    )
    .map((n, k) => ({ n, k }))
    .filter((c) => c.n > 0);
  if (named > 1) {
    // Of the columns called so, the one that names a scheme in most rows; a tie names none.
    const most = Math.max(0, ...naming.map((c) => c.n));
    const best = naming.filter((c) => c.n === most);
    return best.length === 1 ? best[0]!.k : -1;
  }
  return naming.length === 1 ? naming[0]!.k : -1;
}

/**
 * Tables of certificates: a header row of column names with one certificate per row, or a row of
 * certificates side by side with one row per detail ('Nummer | A | B'). Returns the certificates
 * and the segments the tables took, which the line-by-line reading then leaves alone.
 */
export function certificateTables(src: FactSource, segs: readonly Segment[], reading: DateReading) {
  const out: Certificate[] = [];
  const used = new Set<number>();
  for (let i = 0; i < segs.length; i++) {
    const head = cellsOf(segs[i]!.text);
    if (head.length < 2) continue;
    const schemeCells = head.map((c) => [...c.matchAll(schemeRe())]);
    // One certificate per row under a header of column names; a row that names no scheme the
    // sheet knows (a licence, a registration) is passed over, not taken for the table's end.
    let end = i + 1;
    while (end < segs.length && cellsOf(segs[end]!.text).length === head.length) end++;
    // A column its heading does not name may still be the issuer's or the number's by its cells.
    const fields = hasScheme(segs[i]!.text)
      ? head.map(fieldOf)
      : fieldsByContent(
          head.map(fieldOf),
          segs.slice(i + 1, end).map((s) => cellsOf(s.text)),
        );
    const schemeCol = hasScheme(segs[i]!.text)
      ? -1
      : schemeColumn(
          fields,
          segs.slice(i + 1, end).map((s) => cellsOf(s.text)),
        );
    if (schemeCol >= 0) {
      for (let j = i + 1; j < end; j++) {
        const row = cellsOf(segs[j]!.text);
        const m = [...row[schemeCol]!.matchAll(schemeRe())];
        // Two schemes in one cell cannot be told apart: the line-by-line reading takes the row.
        if (m.length !== 1) continue;
        const d = { ...NO_DETAILS };
        row.forEach(
          (cell, k) =>
            fields[k] && fields[k] !== 'scheme' && fillField(d, fields[k]!, cell, reading),
        );
        // A cell under no column this reader names ('Held?', 'Notes', 'Bewijs') is read by its
        // own words ('No - lapsed 31/03/2026', 'nr. K 1120, geldig tot …'): it fills what is empty.
        row.forEach((cell, k) => {
          if (fields[k] || k === schemeCol) return;
          if (opensWithEnd(cell)) d.ended = true;
          const own = detailsIn(cell, reading);
          // A bare name is no issuer there (a 'Contact' column): only beside a number or a date.
          if (!(own.number || own.issuedOn || own.expiresOn)) return;
          for (const key of ['issuer', 'number', 'issuedOn', 'expiresOn'] as const)
            d[key] ??= own[key];
        });
        used.add(j);
        used.add(i);
        // A row whose status says it ended and gives no date cannot be held, and nothing dates it;
        // nor can one withdrawn or suspended, whatever date its term had.
        if ((d.ended && !d.expiresOn) || d.withdrawn) continue;
        out.push(
          certificate(m[0]!, row[schemeCol]!, d, citationOf(src, segs[j]!.start, segs[j]!.end)),
        );
      }
      continue;
    }
    // Certificates side by side: each cell after an optional label names exactly one scheme.
    const named = schemeCells.filter((m) => m.length === 1).length;
    const lead = schemeCells[0]!.length === 0 ? 1 : 0;
    if (named < 2 || named !== head.length - lead) continue;
    const details = schemeCells.slice(lead).map(() => ({ ...NO_DETAILS }));
    let j = i + 1;
    for (; j < segs.length; j++) {
      const row = cellsOf(segs[j]!.text);
      const field = row.length === named + 1 ? fieldOf(row[0]!) : null;
      if (!field || field === 'scheme') break;
      row.slice(1).forEach((cell, k) => fillField(details[k]!, field, cell, reading));
    }
    if (j === i + 1) continue;
    for (let k = i; k < j; k++) used.add(k);
    const cite = citationOf(src, segs[i]!.start, segs[j - 1]!.end);
    schemeCells
      .slice(lead)
      .forEach(
        (m, k) =>
          !(details[k]!.ended && !details[k]!.expiresOn) &&
          !details[k]!.withdrawn &&
          out.push(certificate(m[0]!, head[k + lead]!, details[k]!, cite)),
      );
  }
  return { certificates: out, used };
}
