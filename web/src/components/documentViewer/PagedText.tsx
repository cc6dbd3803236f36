import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** Pages rendered at once: a 200-page document stays quick (the rest is a click away). */
export const PAGES_PER_VIEW = 10;

/**
 * Where the quote is in a page's text: its words matched with any whitespace between them (the
 * page keeps its line breaks, a citation's sentence has them joined), and with a table row's cell
 * bar or not (a fact read from a row quotes its cells joined with " | ", the page may show them
 * side by side). Null when absent.
 */
function findQuote(text: string, quote: string | null): [number, number] | null {
  // A quote cut at its maximum length may end in an ellipsis the page does not have.
  const cut = (quote ?? '').trim().replace(/(\.\.\.|…)$/, '');
  const words = cut
    .split(/\s+/)
    .filter((w) => w && w !== '|')
    .slice(0, 80);
  // A quote may close with a full stop its page does not have (a summary's sentence gets one).
  const lastWord = (words.pop() ?? '').replace(/[.,;:!?]+$/, '');
  if (lastWord) words.push(lastWord);
  if (words.length === 0) return null;
  const escaped = words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const found = new RegExp(`${escaped.join('(?:\\s*\\|)?\\s+')}[.,;:!?]*`).exec(text);
  return found ? [found.index, found.index + found[0].length] : null;
}

/** A page's text with the quoted sentence marked (a fact's or a citation's). */
function marked(text: string, at: [number, number] | null) {
  if (!at) return text;
  return (
    <>
      {text.slice(0, at[0])}
      <mark data-testid="fact-quote">{text.slice(at[0], at[1])}</mark>
      {text.slice(at[1])}
    </>
  );
}

/**
 * The page that holds the focused quote: the focused one, else the next (a citation's passage
 * starts on its page and its sentence may be on the following one).
 */
function quotedPage(
  pages: readonly string[],
  focus: { page: number; quote: string } | null,
): { page: number; at: [number, number] } | null {
  if (!focus) return null;
  for (const page of [focus.page, focus.page + 1]) {
    const at = findQuote(pages[page - 1] ?? '', focus.quote);
    if (at) return { page, at };
  }
  return null;
}

/** The document's text page by page, PAGES_PER_VIEW at a time; `focusPage` scrolls to a page. */
export function PagedText({
  pages,
  labels = [],
  estimated = null,
  view,
  onViewChange,
  focus,
}: {
  pages: readonly string[];
  /** The number printed on each page ('iv', '37'), shown where it differs from the position. */
  labels?: readonly (string | null)[];
  /** A Word file saved without its page layout: the pages are cut at about one A4 page. */
  /**
   * The pages are cut at about one A4 page, said as such: a Word file saved without its page
   * layout ('word'), or a plain-text file, which has no pages ('plainText'). null: real pages.
   */
  estimated?: 'word' | 'plainText' | null;
  /** 0-based block of PAGES_PER_VIEW pages. */
  view: number;
  onViewChange: (view: number) => void;
  /** 1-based page to show and mark, with the quote to highlight. */
  focus: { page: number; quote: string } | null;
}) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const views = Math.max(1, Math.ceil(pages.length / PAGES_PER_VIEW));
  const first = view * PAGES_PER_VIEW;
  const shown = pages.slice(first, first + PAGES_PER_VIEW);
  const quoted = quotedPage(pages, focus);

  useEffect(() => {
    if (!focus) return;
    const el = container.current?.querySelector<HTMLElement>(`[data-page="${focus.page}"]`);
    el?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    // Then the marked sentence, which may be far down its page (or on the next one).
    const mark = container.current?.querySelector<HTMLElement>('[data-testid="fact-quote"]');
    mark?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    el?.focus({ preventScroll: true });
  }, [focus, view]);

  return (
    <Stack spacing={1.5} ref={container}>
      {estimated && (
        <Typography variant="body2" color="text.secondary" data-testid="estimated-pages">
          {t(
            estimated === 'word'
              ? 'documents.viewer.estimatedPages'
              : 'documents.viewer.estimatedTextPages',
          )}
        </Typography>
      )}
      {views > 1 && (
        <Pagination
          count={views}
          page={view + 1}
          onChange={(_, value) => onViewChange(value - 1)}
          size="small"
          aria-label={t('documents.viewer.pagesNav')}
          getItemAriaLabel={(type, page) =>
            type === 'page'
              ? t('documents.viewer.pagesRange', {
                  from: ((page ?? 1) - 1) * PAGES_PER_VIEW + 1,
                  to: Math.min(pages.length, (page ?? 1) * PAGES_PER_VIEW),
                })
              : t(`documents.viewer.nav.${type}`)
          }
        />
      )}
      {shown.map((text, i) => {
        const number = first + i + 1;
        const focused = focus?.page === number;
        const label = labels[number - 1];
        const printed = label && label !== String(number) ? label : null;
        return (
          <Paper
            key={number}
            variant="outlined"
            component="section"
            data-page={number}
            data-testid="document-page"
            tabIndex={-1}
            aria-label={t('documents.viewer.pageN', { page: number })}
            sx={{
              p: 2,
              scrollMarginTop: 8,
              borderColor: focused ? 'primary.main' : undefined,
              borderWidth: focused ? 2 : 1,
              outline: 'none',
            }}
          >
            <Typography variant="overline" color="text.secondary" component="div">
              {t('documents.viewer.pageN', { page: number })}
              {printed !== null && (
                <span data-testid="printed-page">
                  {' · '}
                  {t('documents.viewer.printedPage', { label: printed })}
                </span>
              )}
            </Typography>
            {text.trim() === '' ? (
              <Typography color="text.secondary">{t('documents.viewer.emptyPage')}</Typography>
            ) : (
              <Box
                component="p"
                sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', m: 0, fontSize: 14 }}
              >
                {marked(text, quoted?.page === number ? quoted.at : null)}
              </Box>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
