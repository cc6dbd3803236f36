/** How facts read on screen: dates in the locale, weights and points as numbers of the locale. */
import type { TFunction } from 'i18next';
import {
  type AwardCriterionFact,
  type DeadlineFact,
  LOCALE_TAGS,
  type LimitFact,
  type Locale,
  type RequirementFact,
} from '@tender/core';

/** '2024-03-12' → '12 Mar 2024'; '2024-03-12T12:00' → '12 Mar 2024, 12:00' (as written). */
export function formatFactDate(iso: string, locale: Locale): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(iso);
  if (!m) return iso;
  const [, y, mo, d, h, mi] = m;
  // The date and time as the document states them (Amsterdam time): format without shifting.
  const ms = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h ?? 0), Number(mi ?? 0));
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    dateStyle: 'medium',
    ...(h !== undefined ? { timeStyle: 'short' } : {}),
    timeZone: 'UTC',
  }).format(ms);
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
  return parts.length ? `${fact.value.name} (${parts.join(', ')})` : fact.value.name;
}

export function requirementText(fact: RequirementFact, t: TFunction): string {
  return `${t(`documents.facts.requirementKind.${fact.value.kind}`)}: ${fact.value.text}`;
}

export function limitText(fact: LimitFact, t: TFunction): string {
  const what = t(`documents.facts.limitKind.${fact.value.kind}`, { count: fact.value.value });
  return fact.value.scope ? `${what} (${fact.value.scope})` : what;
}
