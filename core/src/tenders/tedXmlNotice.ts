/**
 * TED-XML R2.0.9 export (TED_EXPORT, forms F01–F25) → TenderRecord. The form is read in the
 * notice's original language; the coded data section supplies type, dates and the OJ number.
 */
import type {
  TenderAwardCriterion,
  TenderLink,
  TenderLot,
  TenderNoticeType,
  TenderRecord,
} from '../model/tender';
import { Timestamp } from '../ports/values';
import { amount, categoryOf, countryCode, languageCode, tedXmlInstant, uniqueCpv } from './codes';
import { NoticeParseError } from './noticeErrors';
import { tedNoticeLinks, unique } from './noticeLinks';
import { tedXmlProcedureType } from './procedureTypes';
import { buyerTimeZone } from './timeZones';
import { all, attr, deepText, descendants, first, text, textAt, type XmlNode } from './xmlTree';

/** TD_DOCUMENT_TYPE → notice type, by its code where it is unambiguous, else by its label. */
function noticeTypeOf(code: string | null, label: string | null): TenderNoticeType {
  const l = (label ?? '').toLowerCase();
  if (/corrig|additional information|modification/.test(l) || code === '1' || code === '2') {
    return 'rectification';
  }
  if (/award|result|ex ante/.test(l) || code === '7' || code === 'V') return 'award';
  if (/prior|periodic|buyer profile|without call/.test(l)) return 'prior_notice';
  return 'contract_notice';
}

/** '2021/S 027-067028' → '67028-2021'. */
function publicationNumberOf(ojsId: string | null): string | null {
  const m = ojsId ? /^(\d{4})\/S\s*\d+-0*(\d+)$/.exec(ojsId.trim()) : null;
  return m ? `${m[2]}-${m[1]}` : null;
}

function weightOf(raw: string | null): Pick<TenderAwardCriterion, 'weight' | 'weightKind'> {
  if (!raw) return { weight: null, weightKind: null };
  const m = /(\d+(?:[.,]\d+)?)/.exec(raw);
  if (!m) return { weight: null, weightKind: null };
  return {
    weight: Number(m[1]!.replace(',', '.')),
    weightKind: raw.includes('%') ? 'percentage' : 'points',
  };
}

/** AC_QUALITY / AC_COST (name + weighting), AC_PRICE (weighting), AC_PROCUREMENT_DOC. */
function awardCriteria(lot: XmlNode): TenderAwardCriterion[] {
  const ac = first(lot, 'AC');
  const out: TenderAwardCriterion[] = [];
  for (const q of all(ac, 'AC_QUALITY')) {
    out.push({
      type: 'quality',
      name: textAt(q, 'AC_CRITERION'),
      ...weightOf(textAt(q, 'AC_WEIGHTING')),
    });
  }
  for (const c of all(ac, 'AC_COST')) {
    out.push({
      type: 'cost',
      name: textAt(c, 'AC_CRITERION'),
      ...weightOf(textAt(c, 'AC_WEIGHTING')),
    });
  }
  for (const p of all(ac, 'AC_PRICE')) {
    out.push({ type: 'price', name: 'Price', ...weightOf(textAt(p, 'AC_WEIGHTING')) });
  }
  if (first(ac, 'AC_PROCUREMENT_DOC')) {
    out.push({ type: 'documents', name: null, weight: null, weightKind: null });
  }
  return out;
}

/** The form written in the original language (other forms in FORM_SECTION are translations). */
function originalForm(formSection: XmlNode | undefined, lang: string): XmlNode | undefined {
  const forms = Object.entries(formSection ?? {})
    .filter(([k, v]) => !k.startsWith('@') && k !== '#text' && Array.isArray(v))
    .flatMap(([, v]) => v as XmlNode[]);
  return (
    forms.find((f) => attr(f, 'CATEGORY') === 'ORIGINAL') ??
    forms.find((f) => languageCode(attr(f, 'LG')) === lang) ??
    forms[0]
  );
}

function codes(nodes: XmlNode[]): string[] {
  return nodes.map((n) => attr(n, 'CODE')).filter((c): c is string => !!c);
}

export function parseTedXmlNotice(root: XmlNode): TenderRecord {
  const coded = first(root, 'CODED_DATA_SECTION');
  const noticeData = first(coded, 'NOTICE_DATA');
  const codif = first(coded, 'CODIF_DATA');
  const lang = languageCode(textAt(noticeData, 'LG_ORIG'));
  const ojsId = textAt(noticeData, 'NO_DOC_OJS');
  const publicationNumber = publicationNumberOf(ojsId);
  const sourceId = publicationNumber ?? attr(root, 'DOC_ID');
  if (!sourceId) throw new NoticeParseError('missingIdentifier', 'TED-XML notice without DOC_ID');

  const form = originalForm(first(root, 'FORM_SECTION'), lang);
  const body = first(form, 'CONTRACTING_BODY');
  const buyer = first(body, 'ADDRESS_CONTRACTING_BODY');
  const object = first(form, 'OBJECT_CONTRACT');

  const title = deepText(first(object, 'TITLE'));
  const titles: Record<string, string> = {};
  for (const doc of all(root, 'TRANSLATION_SECTION/ML_TITLES/ML_TI_DOC')) {
    const t = deepText(first(doc, 'TI_TEXT'));
    if (t) titles[languageCode(attr(doc, 'LG'))] = t;
  }
  if (title) titles[lang] = title;
  const description = deepText(first(object, 'SHORT_DESCR'));

  const mainCpvCode = uniqueCpv(codes(all(object, 'CPV_MAIN/CPV_CODE')))[0] ?? null;
  const lotNodes = all(object, 'OBJECT_DESCR');
  const lots: TenderLot[] = lotNodes.map((lot) => ({
    id: textAt(lot, 'LOT_NO'),
    title: deepText(first(lot, 'TITLE')),
    cpvCodes: uniqueCpv(codes(all(lot, 'CPV_ADDITIONAL/CPV_CODE'))),
    nuts: unique(codes(all(lot, 'NUTS'))),
    deadline: null,
    estimatedValue: amount(textAt(lot, 'VAL_OBJECT'), attr(first(lot, 'VAL_OBJECT'), 'CURRENCY')),
    awardCriteria: awardCriteria(lot),
  }));

  const procedure = first(form, 'PROCEDURE');
  const country =
    countryCode(attr(first(buyer, 'COUNTRY'), 'VALUE')) ??
    countryCode(attr(first(noticeData, 'ISO_COUNTRY'), 'VALUE'));
  const buyerNuts = codes(all(buyer, 'NUTS'));
  // Deadlines are the buyer's wall-clock time (its country, or its region where that has a zone
  // of its own): Dublin and Lisbon are an hour behind Brussels.
  const zone = buyerTimeZone(country, buyerNuts);
  // The coded date has the time even where the form leaves TIME_RECEIPT_TENDERS out.
  const deadline =
    tedXmlInstant(textAt(codif, 'DT_DATE_FOR_SUBMISSION'), null, zone) ??
    tedXmlInstant(
      textAt(procedure, 'DATE_RECEIPT_TENDERS'),
      textAt(procedure, 'TIME_RECEIPT_TENDERS'),
      zone,
    );
  for (const lot of lots) lot.deadline = deadline;

  const cpvCodes = uniqueCpv([
    mainCpvCode,
    ...lots.flatMap((l) => l.cpvCodes),
    ...codes(all(noticeData, 'ORIGINAL_CPV')),
  ]);
  const mainCpv = mainCpvCode ?? cpvCodes[0] ?? null;
  const estimate = first(object, 'VAL_ESTIMATED_TOTAL');
  // Without a total, the notice's estimate is the sum of its parts (lots, awarded contracts).
  const parts = descendants(form, 'VAL_ESTIMATED_TOTAL');
  const summed =
    parts.length && parts.every((p) => attr(p, 'CURRENCY') === attr(parts[0], 'CURRENCY'))
      ? amount(
          // Summed in cents so that 0.1 + 0.2 stays 0.3.
          String(parts.reduce((sum, p) => sum + Math.round(Number(text(p) ?? NaN) * 100), 0) / 100),
          attr(parts[0], 'CURRENCY'),
        )
      : null;
  const docType = first(codif, 'TD_DOCUMENT_TYPE');

  const links: TenderLink[] = [
    ...(publicationNumber ? tedNoticeLinks(publicationNumber, lang) : []),
    ...unique([textAt(body, 'URL_DOCUMENT'), textAt(noticeData, 'IA_URL_ETENDERING')]).map(
      (url) => ({ label: 'documents', url }),
    ),
  ];

  return {
    source: 'ted',
    sourceId,
    title: title ?? titles.en ?? '',
    description: description ?? '',
    titles,
    descriptions: description ? { [lang]: description } : {},
    buyer: textAt(buyer, 'OFFICIALNAME') ?? '',
    location: textAt(buyer, 'TOWN') ?? '',
    buyerDetails: {
      registrationNumber: realValue(textAt(buyer, 'NATIONALID')),
      contactName: textAt(buyer, 'CONTACT_POINT'),
      email: textAt(buyer, 'E_MAIL'),
      phone: textAt(buyer, 'PHONE'),
      website: textAt(buyer, 'URL_GENERAL'),
    },
    country,
    nuts: unique([
      ...buyerNuts,
      ...codes(all(noticeData, 'PERFORMANCE_NUTS')),
      ...lots.flatMap((l) => l.nuts),
    ]),
    category: categoryOf(
      attr(first(object, 'TYPE_CONTRACT'), 'CTYPE') ??
        attr(first(codif, 'NC_CONTRACT_NATURE'), 'CODE'),
      mainCpv,
    ),
    cpvCodes,
    mainCpv,
    publicationType: noticeTypeOf(attr(docType, 'CODE'), text(docType)),
    scope: 'european',
    publishedAt: tedXmlInstant(textAt(coded, 'REF_OJS/DATE_PUB')) ?? Timestamp.fromMillis(0),
    deadline,
    estimatedValue: estimate ? amount(text(estimate), attr(estimate, 'CURRENCY')) : summed,
    lots,
    links,
    language: lang,
    procedureId: null,
    procedureType: tedXmlProcedureType(
      attr(first(codif, 'PR_PROC'), 'CODE'),
      Object.keys(procedure ?? {}).filter((k) => k.startsWith('PT_')),
    ),
    noticeId: null,
    // A corrigendum (F14) names the notice it corrects by its OJ number.
    changeOf: publicationNumberOf(textAt(noticeData, 'REF_NOTICE/NO_DOC_OJS')),
  };
}

/** Some buyers fill a required field with 'N/A' or dashes: that is no value. */
function realValue(value: string | null): string | null {
  return value === null || /^(n\/?a|none|-+|\.+)$/i.test(value) ? null : value;
}
