/**
 * The pager's words of a paged list, from the list's own keys (`<list>.list.pages`, `.page`,
 * `.previous`, `.next`): each list names its pages landmark in its own words ("Customer pages").
 */
import type { TFunction } from 'i18next';
import type { ListPagerTexts } from './ListPageFrame';

/** The lists that page (their keys are checked in both locales by listPagerTexts.test.ts). */
export type PagedListName = 'projects' | 'visuals' | 'customers' | 'tickets';

export function listPagerTexts(t: TFunction, list: PagedListName): ListPagerTexts {
  return {
    label: t(`${list}.list.pages`),
    page: (page) => t(`${list}.list.page`, { page }),
    previous: t(`${list}.list.previous`),
    next: t(`${list}.list.next`),
  };
}
