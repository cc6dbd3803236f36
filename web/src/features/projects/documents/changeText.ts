/**
 * How "what changed" reads (issue 17 item 5): "Submission deadline moved from 28 Nov 2024, 12:00
 * to 2 Dec 2024, 12:00 (nieuwe-planning.docx, page 1)", dates and numbers in the reader's locale.
 */
import type { TFunction } from 'i18next';
import {
  type DeadlineFact,
  type DurationFact,
  type Fact,
  LOCALE_TAGS,
  type LimitFact,
  type Locale,
  type PriceQualityFact,
  type ValueFact,
} from '@tender/core';
import type {
  FactChange,
  FactConflict,
  SourcedFact,
  TrackedKey,
} from '@tender/core/documents/changes/factChanges';
import { formatFactDate, priceQualityText } from './factText';

/** What the fact is: 'Submission deadline', 'Page limit', 'Estimated value'. */
export function changeWhat(key: TrackedKey, fact: Fact<unknown>, t: TFunction): string {
  const kind = (fact.value as { kind?: string }).kind ?? '';
  switch (key) {
    case 'deadlines':
      return t(`documents.changes.deadline.${kind}`);
    case 'limits':
      return t(`documents.changes.limit.${kind}`);
    case 'values':
      return t(`documents.facts.valueKind.${kind}`);
    case 'durations':
      return t(`documents.facts.durationKind.${kind}`);
    case 'priceQuality':
      return t('documents.facts.group.priceQuality');
  }
}

/** The fact's value alone: a date, '30 pages', '€ 250.000', '2 years', 'Price 40% / …'. */
export function changeValue(
  key: TrackedKey,
  fact: Fact<unknown>,
  t: TFunction,
  locale: Locale,
): string {
  switch (key) {
    case 'deadlines':
      return formatFactDate((fact as DeadlineFact).value.date, locale);
    case 'limits': {
      const v = (fact as LimitFact).value;
      return t(`documents.facts.limitKind.${v.kind}`, { count: v.value });
    }
    case 'values': {
      const v = (fact as ValueFact).value;
      return new Intl.NumberFormat(LOCALE_TAGS[locale], {
        style: 'currency',
        currency: v.currency,
        maximumFractionDigits: 0,
      }).format(v.amount);
    }
    case 'durations': {
      const v = (fact as DurationFact).value;
      const length = t(`documents.facts.durationUnit.${v.unit}`, { count: v.amount });
      return v.count > 1 ? t('documents.facts.times', { times: v.count, length }) : length;
    }
    case 'priceQuality':
      return priceQualityText(fact as PriceQualityFact, t);
  }
}

/**
 * Where a fact was read: '(nieuwe-planning.docx, page 1)'; inside that document's own viewer
 * (`here`), 'page 7 of this document' — its long file name in every line only crowded the panel.
 */
export const factSource = (
  f: Pick<SourcedFact, 'fact' | 'documentId' | 'documentName'>,
  t: TFunction,
  here?: string,
) =>
  f.documentId === here
    ? t('documents.changes.herePage', { page: f.fact.page })
    : t('projects.suggestions.source', { document: f.documentName, page: f.fact.page });

const list = (items: string[], locale: Locale) =>
  new Intl.ListFormat(LOCALE_TAGS[locale], { type: 'conjunction' }).format(items);

export function changeSentence(
  change: FactChange,
  t: TFunction,
  locale: Locale,
  here?: string,
): string {
  const first = change.to[0]!;
  return t(change.key === 'deadlines' ? 'documents.changes.moved' : 'documents.changes.changed', {
    what: changeWhat(change.key, first.fact, t),
    from: list(
      change.from.map((f) => changeValue(change.key, f.fact, t, locale)),
      locale,
    ),
    to: list(
      change.to.map((f) => changeValue(change.key, f.fact, t, locale)),
      locale,
    ),
    source: factSource(first, t, here),
  });
}

export function conflictSentence(conflict: FactConflict, t: TFunction, locale: Locale): string {
  return t('documents.changes.conflict', {
    what: changeWhat(conflict.key, conflict.facts[0]!.fact, t),
    values: list(
      conflict.facts.map(
        (f) => `${changeValue(conflict.key, f.fact, t, locale)} (${factSource(f, t)})`,
      ),
      locale,
    ),
  });
}
