/**
 * TenderNed publications API (TNS v2, https://www.tenderned.nl/papi/tenderned-rs-tns/v2) →
 * TenderRecord.
 *
 * No real TenderNed response is available to this project (../shared/data/tenderned/README.md),
 * so the shape follows TenderNed's public API documentation and the field names every client of
 * it uses: a Spring page `{ content, number, size, totalPages, last }` of publications with
 * `publicatieId`, `publicatieDatum`, `typePublicatie { code, omschrijving }`, `aanbestedingNaam`,
 * `opdrachtgeverNaam`, `sluitingsDatum`, `typeOpdracht { code }`, `europees`,
 * `opdrachtBeschrijving`, `link { href }` and, in the detail, `cpvCodes [{ code, isHoofdOpdracht }]`
 * and `nutsCodes`. The full notice is also available as eForms XML (`/publicaties/{id}/public-xml`),
 * which the ingestion prefers when it parses; this mapping is the fallback and the list view.
 * Unknown or missing fields degrade to empty values, never to a TypeError.
 */
import type { TenderCategory, TenderNoticeType, TenderRecord } from '../model/tender';
import { categoryOf, isoInstant, tedXmlInstant, uniqueCpv } from './codes';
import { NoticeParseError } from './noticeErrors';

export type TenderNedPublication = Record<string, unknown>;

/** The public page of a publication, for people (the API's own link is for machines). */
export function tenderNedNoticeUrl(publicationId: string): string {
  return `https://www.tenderned.nl/aankondigingen/overzicht/${encodeURIComponent(publicationId)}`;
}

function str(v: unknown): string | null {
  if (typeof v === 'string') return v.trim() || null;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return null;
}

function codeOf(v: unknown): string | null {
  if (v && typeof v === 'object') return str((v as { code?: unknown }).code);
  return str(v);
}

function textOf(v: unknown): string {
  if (v && typeof v === 'object') return str((v as { omschrijving?: unknown }).omschrijving) ?? '';
  return '';
}

/**
 * Publication type from its code or Dutch description. The codes are TenderNed's
 * (AAO aankondiging opdracht, VAK vooraankondiging, AGO aankondiging gegunde opdracht, RTF
 * rectificatie, MCO marktconsultatie); the description decides when the code is unknown.
 */
export function tenderNedNoticeType(type: unknown): TenderNoticeType {
  const code = (codeOf(type) ?? '').toUpperCase();
  const byCode: Record<string, TenderNoticeType> = {
    AAO: 'contract_notice',
    VAK: 'prior_notice',
    AGO: 'award',
    RTF: 'rectification',
    MCO: 'market_consultation',
  };
  if (byCode[code]) return byCode[code];
  const text = `${textOf(type)} ${code}`.toLowerCase();
  if (text.includes('rectificatie') || text.includes('corrig')) return 'rectification';
  if (text.includes('marktconsultatie')) return 'market_consultation';
  if (text.includes('vooraankondiging')) return 'prior_notice';
  if (text.includes('gegund') || text.includes('gunning')) return 'award';
  return 'contract_notice';
}

/** typeOpdracht: L(everingen), D(iensten), W(erken), or the word. */
function tenderNedCategory(type: unknown, mainCpv: string | null): TenderCategory {
  const code = (codeOf(type) ?? '').toUpperCase();
  const word = textOf(type).toLowerCase();
  if (code === 'W' || word.startsWith('werk')) return 'works';
  if (code === 'L' || word.startsWith('lever')) return 'supply';
  if (code === 'D' || word.startsWith('dienst')) return 'services';
  return categoryOf(null, mainCpv);
}

/**
 * TenderNed writes local Dutch times, sometimes with an offset ('2024-05-12T12:00:00+02:00'),
 * sometimes without ('2024-05-12T12:00:00', '2024-05-12'); without one they are Amsterdam time.
 */
export function tenderNedInstant(v: unknown) {
  const s = str(v);
  if (!s) return null;
  if (/(Z|[+-]\d{2}:\d{2})$/.test(s) && s.includes('T')) return isoInstant(s);
  const m = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}))?/.exec(s);
  return m ? tedXmlInstant(m[1]!, m[2] ?? null, 'Europe/Amsterdam') : null;
}

function cpvList(v: unknown): string[] {
  if (!Array.isArray(v)) return [];
  // The main code first (isHoofdOpdracht), then the rest in their order.
  const items = v.map((c) => ({
    code: codeOf(c),
    main: Boolean(
      c && typeof c === 'object' && (c as { isHoofdOpdracht?: unknown }).isHoofdOpdracht,
    ),
  }));
  return uniqueCpv(
    [...items.filter((i) => i.main), ...items.filter((i) => !i.main)].map((i) => i.code),
  );
}

export function mapTenderNedPublication(item: TenderNedPublication): TenderRecord {
  if (!item || typeof item !== 'object' || Array.isArray(item)) {
    throw new NoticeParseError('invalidApiResult', 'TenderNed publication is not an object');
  }
  const id = str(item.publicatieId);
  if (!id)
    throw new NoticeParseError('invalidApiResult', 'TenderNed publication without publicatieId');
  const publishedAt = tenderNedInstant(item.publicatieDatum);
  if (!publishedAt) {
    throw new NoticeParseError('invalidApiResult', `${id} without a valid publicatieDatum`);
  }
  const cpvCodes = cpvList(item.cpvCodes);
  const mainCpv = cpvCodes[0] ?? null;
  const title = str(item.aanbestedingNaam) ?? '';
  const description = str(item.opdrachtBeschrijving) ?? '';
  const nuts = Array.isArray(item.nutsCodes)
    ? item.nutsCodes.map(codeOf).filter((c): c is string => c !== null)
    : [];
  const apiLink =
    item.link && typeof item.link === 'object' ? str((item.link as { href?: unknown }).href) : null;
  return {
    source: 'tenderned',
    sourceId: id,
    title,
    description,
    titles: title ? { nl: title } : {},
    descriptions: description ? { nl: description } : {},
    buyer: str(item.opdrachtgeverNaam) ?? str(item.aanbestedendeDienstNaam) ?? '',
    location: str(item.plaats) ?? '',
    country: 'NL',
    nuts,
    category: tenderNedCategory(item.typeOpdracht, mainCpv),
    cpvCodes,
    mainCpv,
    publicationType: tenderNedNoticeType(item.typePublicatie),
    // TenderNed carries national and European (above-threshold) procedures alike.
    scope: item.europees === true ? 'european' : 'national',
    publishedAt,
    deadline: tenderNedInstant(item.sluitingsDatum),
    estimatedValue: null,
    lots: [],
    links: [
      { label: 'notice', url: tenderNedNoticeUrl(id) },
      ...(apiLink && apiLink.startsWith('https://') ? [{ label: 'xml', url: apiLink }] : []),
    ],
    language: 'nl',
    procedureId: str(item.kenmerk) ?? null,
  };
}

/** A Spring page of publications; bad items are reported, not thrown. */
export function mapTenderNedPage(body: unknown): {
  tenders: TenderRecord[];
  rejected: { id: string | null; error: NoticeParseError }[];
  last: boolean;
} {
  const content = (body as { content?: unknown } | null)?.content;
  if (!body || typeof body !== 'object' || !Array.isArray(content)) {
    throw new NoticeParseError('invalidApiResult', 'TenderNed answer has no content array');
  }
  const tenders: TenderRecord[] = [];
  const rejected: { id: string | null; error: NoticeParseError }[] = [];
  for (const item of content) {
    try {
      tenders.push(mapTenderNedPublication(item as TenderNedPublication));
    } catch (e) {
      if (!(e instanceof NoticeParseError)) throw e;
      const id =
        item && typeof item === 'object' ? str((item as TenderNedPublication).publicatieId) : null;
      rejected.push({ id, error: e });
    }
  }
  return { tenders, rejected, last: (body as { last?: unknown }).last === true };
}
