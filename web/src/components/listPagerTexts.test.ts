/** Every paged list's pager speaks both languages: no list shows a bare key under its rows. */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@tender/core';
import { createI18n } from '../app/i18n/i18n';
import { type PagedListName, listPagerTexts } from './listPagerTexts';

const LISTS: readonly PagedListName[] = ['projects', 'visuals', 'customers', 'tickets'];

describe('listPagerTexts', () => {
  it.each(LOCALES)('gives each list its pager words in %s', async (locale) => {
    const i18n = await createI18n(locale);
    for (const list of LISTS) {
      const texts = listPagerTexts(i18n.t, list);
      for (const text of [texts.label, texts.page(2), texts.previous, texts.next]) {
        expect(text, `${list} in ${locale}`).not.toMatch(/\.list\./);
      }
      expect(texts.page(2)).toMatch(/2/);
    }
  });

  it('uses the list’s own words for its landmark and the shared ones for paging', async () => {
    const en = await createI18n('en');
    expect(listPagerTexts(en.t, 'customers')).toMatchObject({
      label: 'Customer pages',
      previous: 'Previous page',
      next: 'Next page',
    });
    expect(listPagerTexts(en.t, 'projects').page(3)).toBe('Page 3');
    const nl = await createI18n('nl');
    expect(listPagerTexts(nl.t, 'tickets').label).toBe('Ticketpagina’s');
    expect(listPagerTexts(nl.t, 'visuals').page(2)).toBe('Pagina 2');
    expect(listPagerTexts(nl.t, 'visuals').label).toBe('Pagina’s'.replace('’', "'"));
    expect(listPagerTexts(en.t, 'projects').label).toBe('Pages');
  });
});
