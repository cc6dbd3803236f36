/**
 * The certificate schemes the fact sheet reads (issue 19, item 6): how each is written in English
 * and Dutch, and the scheme a match names. One list, used by prose, tables and certificate texts.
 */
import type { CertificateScheme } from '../../model/factSheet';

/** 'EU-type examination certificate', also in capitals and hyphenated at a scanned line's end. */
const EU_TYPE =
  '(?:EU|EG)[\\s-]?(?:[Tt]ype|TYPE)[\\s-]?(?:[Ee]xamination|EXAMINATION)[\\s-]+(?:[Cc]ertificate|CERTIFICATE|CERTI-\\s*FICATE)';
/**
 * VCA is the company's certificate; 'VOL-VCA', 'VIL-VCA' and 'B-VCA' are a person's diplomas (a CV's
 * site manager), never the company's, so they name no scheme.
 */
export const SCHEME_SOURCE =
  '\\b(?:ISO(?:\\/IEC)?[\\s-]?(9001|14001|45001|27001|27701|22301|22000|20121|50001|13485|37001|17025|20000(?:-1)?|3834-[234])(?::\\s?(\\d{4}))?|OHSAS[\\s-]?18001|NEN[\\s-]?7510(?::\\s?\\d{4})?|(?<!\\b(?:VOL|VIL|B)[\\s-])VCA(?:\\s?(\\*{1,3})(?!\\*)|[\\s-]?(P|Petrochemie)\\b|\\s(?:vol|basis)\\b)?(?!\\w|-(?!certifica|gecertificeerd|eisen|requirements))|CO2[\\s-]?[Pp]restatieladder|BRL[\\s-]?(?:SIKB[\\s-]?)?(\\d{3,5})|Cyber[\\s-]?Essentials(?:[\\s-]?(?:Plus|\\+))?|SOC[\\s-]?2(?:\\s+Type\\s+(?:II|I|1|2))?(?!\\d)|PCI[\\s-]?DSS|' +
  // UK contractor schemes; 'CHAS-118274' is a membership number, not the scheme named again.
  'CHAS(?!\\w|-(?!accredit|certifica|gecertificeerd))|Safe[Cc]ontractor|' +
  // The UK's electrical contractor schemes, by name: 'NICEIC' alone is the body, not a scheme.
  'NICEIC[\\s-]+(?:[Aa]pproved[\\s-]+[Cc]ontractor|[Dd]omestic[\\s-]+[Ii]nstaller)|' +
  // The Dutch social-enterprise ladder; Australian heavy-vehicle accreditation modules (never the
  // bare 'NHVAS-10882', a number) and Transport for NSW's prequalification of road contractors.
  'PSO[\\s-]?[Pp]restatieladder|[Pp]restatieladder\\s+[Ss]ocialer\\s+[Oo]ndernemen|NHVAS\\s+(?:[Mm]ass|[Mm]aintenance)\\s+[Mm]anagement|(?:Transport\\s+for\\s+NSW|TfNSW)\\s+[Pp]re-?qualification|[Pp]re-?qualified\\s+(?:with|by)\\s+(?:Transport\\s+for\\s+NSW|TfNSW)|' +
  // Canada's Certificate of Recognition, written out or as 'COR' before its number's label ('COR
  // number COR-20931'); never a bare 'COR' (in Dutch the works council), nor 'COR-20931', a number.
  '[Cc]ertificate\\s+of\\s+[Rr]ecognition|COR(?=\\s+(?:number|no\\.|nr\\.|certificate|certification|audit)\\b)|' +
  // Kiwa's drinking-water product certificate: 'Kiwa ATA', 'Kiwa-attest', 'attest met productcertificaat'.
  'Kiwa[\\s-]+ATA\\b|Kiwa[\\s-][Aa]ttest\\b(?:\\s+met\\s+productcertificaat)?(?:\\s*\\(ATA\\))?|[Aa]ttest[\\s-]+met[\\s-]+productcertificaat(?:\\s*\\(ATA\\))?|' +
  // An EU-type examination certificate (module B) is the MID's only where the Measuring Instruments
  // Directive is named beside it (before, or in the passage after: a scanned copy's title is far above).
  `MID[\\s-]+${EU_TYPE}|${EU_TYPE}(?=[\\s\\S]{0,400}(?:\\bMID\\b|2014\\/32\\/EU|[Mm]easuring\\s+[Ii]nstrument))|EU-typeonderzoeks?certificaat(?=[\\s\\S]{0,400}(?:\\bMID\\b|2014\\/32\\/EU|[Mm]eetinstrument))|` +
  // The Safety Culture Ladder, by its English and its Dutch name.
  '[Ss]afety\\s+[Cc]ulture\\s+[Ll]adder|[Vv]eiligheidsladder|' +
  // The EU's organic-production certification (Regulation 2018/848), by its Dutch and English name.
  '[Bb]iologische\\s+productie(?:methode)?(?![\\p{L}])|[Oo]rganic\\s+production(?![\\p{L}]))';
export const schemeRe = () => new RegExp(SCHEME_SOURCE, 'gu');
export const hasScheme = (text: string) => new RegExp(SCHEME_SOURCE, 'u').test(text);

/** A scheme one body runs and issues itself: its certificate's issuer is that body, named or not. */
const OWN_ISSUER: Partial<Record<CertificateScheme, string>> = {
  CHAS: 'CHAS',
  'NICEIC Approved Contractor': 'NICEIC',
  'NICEIC Domestic Installer': 'NICEIC',
  'PSO-prestatieladder': 'PSO-Nederland',
  'NHVAS Mass Management': 'National Heavy Vehicle Regulator',
  'NHVAS Maintenance Management': 'National Heavy Vehicle Regulator',
  'TfNSW prequalification': 'Transport for NSW',
};
export const issuerOfScheme = (s: CertificateScheme): string | null => OWN_ISSUER[s] ?? null;

/** A scheme named by a phrase of ordinary words, which names a certificate only beside a word that says so. */
export const isPhraseScheme = (s: CertificateScheme) => s === 'Biologische productie';
export const CERTIFICATE_WORDS =
  /certifi|gecertificeerd|certificaat|certificaten|certificering|keurmerk|erkend|erkenning|accredit/i;

export function schemeOf(m: RegExpMatchArray): CertificateScheme {
  const s = m[0].toUpperCase().replace(/\s+/g, ' ');
  if (m[1] === '17025') return 'ISO/IEC 17025';
  if (m[1]) return m[1].startsWith('20000') ? 'ISO 20000-1' : (`ISO ${m[1]}` as CertificateScheme);
  if (s.startsWith('OHSAS')) return 'OHSAS 18001';
  if (s.startsWith('NEN')) return 'NEN 7510';
  if (s.startsWith('CO2')) return 'CO2-prestatieladder';
  if (s.startsWith('BRL')) return 'BRL';
  // 'Cyber Essentials Plus' is the audited level of the UK scheme: another certificate than the basic one.
  if (s.startsWith('CYBER'))
    return /PLUS|\+/.test(s) ? 'Cyber Essentials Plus' : 'Cyber Essentials';
  if (s.startsWith('SOC')) return 'SOC 2';
  if (s.startsWith('PCI')) return 'PCI DSS';
  if (s.startsWith('CHAS')) return 'CHAS';
  if (s.startsWith('SAFECONTRACTOR')) return 'SafeContractor';
  if (s.startsWith('NICEIC'))
    return s.includes('DOMESTIC') ? 'NICEIC Domestic Installer' : 'NICEIC Approved Contractor';
  if (s.startsWith('PSO') || s.startsWith('PRESTATIELADDER')) return 'PSO-prestatieladder';
  if (s.startsWith('NHVAS'))
    return s.includes('MAINTENANCE') ? 'NHVAS Maintenance Management' : 'NHVAS Mass Management';
  if (s.includes('NSW')) return 'TfNSW prequalification';
  if (s.startsWith('BIOLOGISCHE') || s.startsWith('ORGANIC')) return 'Biologische productie';
  if (s.startsWith('SAFETY CULTURE') || s.startsWith('VEILIGHEIDSLADDER'))
    return 'Safety Culture Ladder';
  if (s.startsWith('COR') || s.startsWith('CERTIFICATE OF RECOGNITION')) return 'COR';
  if (/^(?:MID|EU|EG)/.test(s) && s.includes('TYPE'))
    return 'MID EU-type examination certificate (module B)';
  if (s.startsWith('KIWA') || s.includes('ATTEST')) return 'Kiwa ATA';
  const stars = m[3] ?? '';
  if (stars.length >= 2) return 'VCA**';
  if (stars === '*') return 'VCA*';
  if (m[4]) return 'VCA-P';
  // The names the scheme gives its levels: 'VCA basis' is VCA*, 'VCA vol' VCA**.
  if (/\sVOL$/.test(s)) return 'VCA**';
  if (/\sBASIS$/.test(s)) return 'VCA*';
  return 'VCA';
}
