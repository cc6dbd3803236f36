/** The list frame's four states and its pager, as a user and a screen reader meet them. */
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import { createI18n } from '../app/i18n/i18n';
import type { CursorPage } from '../backend/hooks/useCursorPage';
import { ListEmptyState } from './ListEmptyState';
import { ListPageFrame } from './ListPageFrame';

type Item = { name: string };
const paging = { next: vi.fn(), previous: vi.fn() };
const ready = (names: string[], more: Partial<CursorPage<Item>> = {}): CursorPage<Item> =>
  ({
    status: 'ready',
    rows: names.map((name, i) => ({ id: `i${i}`, name })),
    loaded: names.length,
    pageIndex: 0,
    hasNext: false,
    hasPrevious: false,
    ...paging,
    ...more,
  }) as CursorPage<Item>;

async function show(page: CursorPage<Item>, searching = false) {
  const i18n = await createI18n('en');
  const onCreate = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <ListPageFrame
        page={page}
        toolbar={<input aria-label="Search items" />}
        skeleton={{ rows: 3, height: 48, layout: 'panel' }}
        error="Failed to load items"
        empty={(p) => (
          <ListEmptyState
            icon={FolderOpenOutlined}
            title="No items yet"
            hint={`Loaded ${p.loaded}`}
            action={{ label: 'New item', onClick: onCreate }}
          />
        )}
        searchedPage={searching ? (n) => `Searched the ${n} items of this page` : undefined}
        pager={{ label: 'Pages of items', page: (n) => `Page ${n}`, previous: 'Back', next: 'On' }}
      >
        {(rows) => (
          <ul aria-label="Items">
            {rows.map((r) => (
              <li key={r.id}>{r.name}</li>
            ))}
          </ul>
        )}
      </ListPageFrame>
    </I18nextProvider>,
  );
  return { onCreate };
}

describe('ListPageFrame', () => {
  it('keeps the toolbar and shows a busy skeleton while the page loads', async () => {
    await show({ status: 'loading', ...paging });
    expect(screen.getByRole('textbox', { name: 'Search items' })).toBeInTheDocument();
    const busy = screen.getByLabelText('Loading…');
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy.children).toHaveLength(3);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says the page failed to load in an alert', async () => {
    await show({ status: 'error', error: new Error('denied'), ...paging });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load items');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows the empty state with its action, and no pager on a single page', async () => {
    const user = userEvent.setup();
    const { onCreate } = await show(ready([]));
    expect(screen.getByText('No items yet').tagName).toBe('P');
    expect(screen.getByText('Loaded 0')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New item' }));
    expect(onCreate).toHaveBeenCalledOnce();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows the rows, the searched-page note and a working pager when there is a next page', async () => {
    const user = userEvent.setup();
    await show(ready(['Alpha', 'Beta'], { pageIndex: 1, hasNext: true, hasPrevious: true }), true);
    expect(screen.getByRole('list', { name: 'Items' })).toHaveTextContent('AlphaBeta');
    expect(screen.getByText('Searched the 2 items of this page')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Pages of items' });
    expect(pager).toHaveTextContent('Page 2');
    await user.click(screen.getByRole('button', { name: 'On' }));
    expect(paging.next).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(paging.previous).toHaveBeenCalled();
  });

  it('keeps the pager under an empty page that has a next page (a search found nothing here)', async () => {
    await show(ready([], { hasNext: true, loaded: 50 }));
    expect(screen.getByText('Loaded 50')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages of items' })).toHaveTextContent('Page 1');
    expect(screen.queryByText(/Searched the/)).not.toBeInTheDocument();
  });
});
