/** Links every TED notice has, whatever its format. */
import type { TenderLink } from '../model/tender';

/** The notice page on TED in the notice's language (falls back to English). */
export function tedNoticeLinks(publicationNumber: string, language: string): TenderLink[] {
  const lang = /^[a-z]{2}$/.test(language) ? language : 'en';
  return [
    { label: 'notice', url: `https://ted.europa.eu/${lang}/notice/-/detail/${publicationNumber}` },
    { label: 'xml', url: `https://ted.europa.eu/en/notice/${publicationNumber}/xml` },
  ];
}

export function unique<T>(values: Iterable<T | null | undefined>): T[] {
  const out: T[] = [];
  for (const v of values)
    if (v !== null && v !== undefined && v !== '' && !out.includes(v)) out.push(v);
  return out;
}
