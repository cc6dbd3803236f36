/** How facts read on screen: dates in the locale, weights and points as numbers of the locale. */
import type { TFunction } from 'i18next';
import {
  type AwardCriterionFact,
  type DeadlineFact,
  type DurationFact,
  LOCALE_TAGS,
  type LimitFact,
  type Locale,
  type LotFact,
  type PriceQualityFact,
  type RequirementFact,
  type ValueFact,
} from '@tender/core';

/**
 * '2024-03-12' → '12 Mar 2024'; '2024-03-12T12:00' → '12 Mar 2024, 12:00' (as written); a time
 * with the offset of the zone the document named keeps it ('… 16:00 (UTC−04:00)').
 */
export function formatFactDate(iso: string, locale: Locale): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})([+-]\d{2}:\d{2}|Z)?)?/.exec(iso);
  if (!m) return iso;
  const [, y, mo, d, h, mi, zone] = m;
  // The date and time as the document states them (Amsterdam time): format without shifting.
  const ms = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h ?? 0), Number(mi ?? 0));
  const text = new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    dateStyle: 'medium',
    ...(h !== undefined ? { timeStyle: 'short' } : {}),
    timeZone: 'UTC',
  }).format(ms);
  return zone ? `${text} (UTC${zone === 'Z' ? '' : zone.replace('-', '−')})` : text;
}

export function deadlineText(fact: DeadlineFact, t: TFunction, locale: Locale): string {
  return `${t(`documents.facts.deadlineKind.${fact.value.kind}`)}: ${formatFactDate(fact.value.date, locale)}`;
}

export function criterionText(fact: AwardCriterionFact, t: TFunction, locale: Locale): string {
  const n = new Intl.NumberFormat(LOCALE_TAGS[locale], { maximumFractionDigits: 1 });
  const parts: string[] = [];
  if (fact.value.weight !== null) parts.push(`${n.format(fact.value.weight)}%`);
  if (fact.value.points !== null)
    parts.push(t('documents.facts.points', { count: fact.value.points }));
  const named = parts.length ? `${fact.value.name} (${parts.join(', ')})` : fact.value.name;
  // A matrix with a column per lot gives each lot its own row of the same criterion: without the
  // lot the two rows would read alike.
  const text = fact.value.lot
    ? `${named}, ${t('documents.facts.criterionLot', { lot: fact.value.lot })}`
    : named;
  return fact.value.parent
    ? `${text}, ${t('documents.facts.subCriterionOf', { parent: fact.value.parent })}`
    : text;
}

export function lotText(fact: LotFact, t: TFunction): string {
  return fact.value.number
    ? t('documents.facts.lot', { number: fact.value.number, name: fact.value.name })
    : fact.value.name;
}

export function priceQualityText(fact: PriceQualityFact, t: TFunction): string {
  return t('documents.facts.priceQualityText', fact.value);
}

export function valueText(fact: ValueFact, t: TFunction, locale: Locale): string {
  const amount = new Intl.NumberFormat(LOCALE_TAGS[locale], {
    style: 'currency',
    currency: fact.value.currency,
    maximumFractionDigits: 0,
  }).format(fact.value.amount);
  return `${t(`documents.facts.valueKind.${fact.value.kind}`)}: ${amount}`;
}

export function durationText(fact: DurationFact, t: TFunction): string {
  const length = t(`documents.facts.durationUnit.${fact.value.unit}`, { count: fact.value.amount });
  const what =
    fact.value.count > 1 ? t('documents.facts.times', { times: fact.value.count, length }) : length;
  return `${t(`documents.facts.durationKind.${fact.value.kind}`)}: ${what}`;
}

export function requirementText(fact: RequirementFact, t: TFunction): string {
  return `${t(`documents.facts.requirementKind.${fact.value.kind}`)}: ${fact.value.text}`;
}

export function limitText(fact: LimitFact, t: TFunction): string {
  const what = t(`documents.facts.limitKind.${fact.value.kind}`, { count: fact.value.value });
  return fact.value.scope ? `${what} (${fact.value.scope})` : what;
}

/**
 * Where a fact or brief line sits, as the reader finds it: 'Page 5', or the number printed on the
 * page when it differs from its position in the file ('p. iv (page 5 of the file)') — a PDF's
 * front matter, a Word section that restarts its numbering.
 */
export function pagePlace(page: number, label: string | null | undefined, t: TFunction): string {
  return label && label !== String(page)
    ? t('documents.facts.printedPageN', { label, page })
    : t('documents.viewer.pageN', { page });
}
