/**
 * eForms (UBL 2.3) notice → TenderRecord. Paths follow the eForms SDK field map (BT numbers in
 * comments). Unknown or missing parts become empty fields; only unreadable XML or a notice
 * without any identifier is an error.
 */
import type {
  TenderAwardCriterion,
  TenderAwardWeightKind,
  TenderBuyerDetails,
  TenderLink,
  TenderLot,
  TenderNoticeType,
  TenderRecord,
} from '../model/tender';
import { Timestamp } from '../ports/values';
import { amount, categoryOf, countryCode, eformsInstant, languageCode, uniqueCpv } from './codes';
import { NoticeParseError } from './noticeErrors';
import { sumOfLotValues, tedNoticeLinks, unique } from './noticeLinks';
import { eformsProcedureType } from './procedureTypes';
import { all, attr, first, text, textAt, type XmlNode } from './xmlTree';

const EXT = 'UBLExtensions/UBLExtension/ExtensionContent/EformsExtension';

export const EFORMS_ROOTS = ['ContractNotice', 'ContractAwardNotice', 'PriorInformationNotice'];

/** BT-02 notice type and the root element → our notice type. */
function noticeTypeOf(root: string, typeCode: string | null, changed: boolean): TenderNoticeType {
  const code = (typeCode ?? '').toLowerCase();
  // A change notice (efac:Changes) of a call is a rectification; of an award, still an award.
  if (changed && root !== 'ContractAwardNotice' && !code.startsWith('can')) return 'rectification';
  if (code === 'pmc') return 'market_consultation';
  if (code === 'corr') return 'rectification';
  if (root === 'ContractAwardNotice' || code.startsWith('can') || code === 'veat') return 'award';
  if (root === 'PriorInformationNotice') return 'prior_notice';
  return 'contract_notice';
}

/** Text per language of repeated multilingual elements (BT-21, BT-24 …). */
function perLanguage(nodes: XmlNode[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const n of nodes) {
    const value = text(n);
    const lang = languageCode(attr(n, 'languageID'));
    if (value && !(lang in out)) out[lang] = value;
  }
  return out;
}

function inLanguage(map: Record<string, string>, lang: string): string | null {
  return map[lang] ?? Object.values(map)[0] ?? null;
}

const WEIGHT_KINDS: Record<string, TenderAwardWeightKind> = {
  per: 'percentage',
  poi: 'points',
  fix: 'fixed',
  ord: 'order',
};

/** BT-539 type, BT-734 name, BT-541 weight with its BT-5421/5422/5423 kind. */
function awardCriteria(lot: XmlNode, lang: string): TenderAwardCriterion[] {
  return all(lot, 'TenderingTerms/AwardingTerms/AwardingCriterion/SubordinateAwardingCriterion')
    .map((c) => {
      const type = textAt(c, 'AwardingCriterionTypeCode');
      const params = all(c, `${EXT}/AwardCriterionParameter`).filter(
        (p) => attr(first(p, 'ParameterCode'), 'listName') !== 'number-threshold',
      );
      const param = params[0];
      const kindCode = textAt(param, 'ParameterCode');
      const weight = textAt(param, 'ParameterNumeric');
      const n = weight === null ? NaN : Number(weight);
      return {
        type: (type === 'price' || type === 'cost' || type === 'quality' ? type : null) as
          TenderAwardCriterion['type'] | null,
        name: inLanguage(perLanguage(all(c, 'Name')), lang),
        weight: Number.isFinite(n) ? n : null,
        weightKind: kindCode ? (WEIGHT_KINDS[kindCode.slice(0, 3)] ?? null) : null,
      };
    })
    .filter((c): c is TenderAwardCriterion => c.type !== null || c.name !== null);
}

/** BT-131 tenders, BT-1311 requests to participate, BT-630 expressions of interest. */
function lotDeadline(lot: XmlNode): Timestamp | null {
  const process = first(lot, 'TenderingProcess');
  for (const period of [
    first(process, 'TenderSubmissionDeadlinePeriod'),
    first(process, 'ParticipationRequestReceptionPeriod'),
    first(process, `${EXT}/InterestExpressionReceptionPeriod`),
  ]) {
    const at = eformsInstant(textAt(period, 'EndDate'), textAt(period, 'EndTime'));
    if (at) return at;
  }
  return null;
}

function projectCpv(project: XmlNode | undefined): string[] {
  return uniqueCpv([
    ...all(project, 'MainCommodityClassification/ItemClassificationCode').map(text),
    ...all(project, 'AdditionalCommodityClassification/ItemClassificationCode').map(text),
  ]);
}

function projectNuts(project: XmlNode | undefined): string[] {
  return unique(
    all(project, 'RealizedLocation/Address/CountrySubentityCode')
      .map(text)
      .filter((c): c is string => !!c),
  );
}

function projectValue(project: XmlNode | undefined) {
  const node = first(project, 'RequestedTenderTotal/EstimatedOverallContractAmount');
  return amount(text(node), attr(node, 'currencyID'));
}

/** BT-758 is the changed notice's identifier with its version ('<uuid>-01'): the notice is the UUID. */
export function changedNotice(id: string | null | undefined): string | null {
  const v = (id ?? '').trim();
  if (!v) return null;
  const m = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:-\d+)?$/i.exec(v);
  return m ? m[1]!.toLowerCase() : v;
}

export function parseEformsNotice(rootName: string, root: XmlNode): TenderRecord {
  const lang = languageCode(textAt(root, 'NoticeLanguageCode'));
  const ext = first(root, EXT);
  const publicationId = textAt(ext, 'Publication/NoticePublicationID');
  // '00127505-2024' → '127505-2024', the number TED shows and links with.
  const publicationNumber = publicationId ? publicationId.replace(/^0+/, '') : null;
  const sourceId = publicationNumber ?? textAt(root, 'ID');
  if (!sourceId) throw new NoticeParseError('missingIdentifier', 'eForms notice without an id');

  const publishedAt =
    eformsInstant(textAt(ext, 'Publication/PublicationDate')) ??
    eformsInstant(textAt(root, 'IssueDate'), textAt(root, 'IssueTime')) ??
    Timestamp.fromMillis(0);

  // BT-500 organisations, referenced from the buyer (OPT-300).
  const orgs = new Map<string, XmlNode>();
  for (const org of all(ext, 'Organizations/Organization/Company')) {
    const id = textAt(org, 'PartyIdentification/ID');
    if (id) orgs.set(id, org);
  }
  const buyers = all(root, 'ContractingParty/Party/PartyIdentification/ID')
    .map((id) => orgs.get(text(id) ?? ''))
    .filter((o): o is XmlNode => !!o);
  const buyer = buyers[0];
  const buyerName = buyer ? inLanguage(perLanguage(all(buyer, 'PartyName/Name')), lang) : null;
  const buyerCity = textAt(buyer, 'PostalAddress/CityName');
  // A joint procurement names several buyers: every buyer's region is a region of the tender.
  const buyerNuts = buyers.map((b) => textAt(b, 'PostalAddress/CountrySubentityCode'));
  const country = countryCode(textAt(buyer, 'PostalAddress/Country/IdentificationCode'));
  const buyerDetails: TenderBuyerDetails = {
    registrationNumber: textAt(buyer, 'PartyLegalEntity/CompanyID'),
    contactName: textAt(buyer, 'Contact/Name'),
    email: textAt(buyer, 'Contact/ElectronicMail'),
    phone: textAt(buyer, 'Contact/Telephone'),
    website: textAt(buyer, 'WebsiteURI'),
  };

  const project = first(root, 'ProcurementProject');
  const titles = perLanguage(all(project, 'Name'));
  const descriptions = perLanguage(all(project, 'Description'));

  // A lot group (ID scheme 'LotsGroup', GLO-0001) bundles lots for a combined award: no lot itself.
  const lotNodes = all(root, 'ProcurementProjectLot').filter(
    (lot) => attr(first(lot, 'ID'), 'schemeName') !== 'LotsGroup',
  );
  const documentUrls: string[] = [];
  const lots: TenderLot[] = lotNodes.map((lot) => {
    const lotProject = first(lot, 'ProcurementProject');
    for (const uri of all(
      lot,
      'TenderingTerms/CallForTendersDocumentReference/Attachment/ExternalReference/URI',
    )) {
      const u = text(uri);
      if (u) documentUrls.push(u);
    }
    return {
      id: textAt(lot, 'ID'),
      title: inLanguage(perLanguage(all(lotProject, 'Name')), lang),
      cpvCodes: projectCpv(lotProject),
      nuts: projectNuts(lotProject),
      deadline: lotDeadline(lot),
      estimatedValue: projectValue(lotProject),
      awardCriteria: awardCriteria(lot, lang),
    };
  });

  const rootCpv = projectCpv(project);
  const cpvCodes = uniqueCpv([...rootCpv, ...lots.flatMap((l) => l.cpvCodes)]);
  const mainCpv = rootCpv[0] ?? cpvCodes[0] ?? null;
  const deadlines = lots.map((l) => l.deadline).filter((d): d is Timestamp => d !== null);
  const deadline = deadlines.length
    ? deadlines.reduce((a, b) => (a.toMillis() <= b.toMillis() ? a : b))
    : null;

  const links: TenderLink[] = [
    ...(publicationNumber ? tedNoticeLinks(publicationNumber, lang) : []),
    ...unique(documentUrls).map((url) => ({ label: 'documents', url })),
  ];

  return {
    source: 'ted',
    sourceId,
    title: inLanguage(titles, lang) ?? '',
    description: inLanguage(descriptions, lang) ?? '',
    titles,
    descriptions,
    buyer: buyerName ?? '',
    location: buyerCity ?? '',
    country,
    buyerDetails,
    nuts: unique([...buyerNuts, ...projectNuts(project), ...lots.flatMap((l) => l.nuts)]),
    category: categoryOf(textAt(project, 'ProcurementTypeCode'), mainCpv),
    cpvCodes,
    mainCpv,
    publicationType: noticeTypeOf(
      rootName,
      textAt(root, 'NoticeTypeCode'),
      first(ext, 'Changes') !== undefined,
    ),
    scope: 'european',
    publishedAt,
    deadline,
    // Without a total, the sum of the lots' values when every lot has one.
    estimatedValue: projectValue(project) ?? sumOfLotValues(lots),
    lots,
    links,
    language: lang,
    procedureId: textAt(root, 'ContractFolderID'),
    procedureType: eformsProcedureType(textAt(root, 'TenderingProcess/ProcedureCode')),
    noticeId: textAt(root, 'ID')?.toLowerCase() ?? null,
    changeOf: changedNotice(textAt(ext, 'Changes/ChangedNoticeIdentifier')),
  };
}
