import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import ChevronRight from '@mui/icons-material/ChevronRight';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { CpvConcept, CpvLocale, CpvVocabulary } from '@tender/core/cpv/index';

type Row = { concept: CpvConcept; depth: number; hasChildren: boolean; parent: string | null };

/**
 * The CPV hierarchy as a tree (division → group → class → category → subcategory), following the
 * WAI-ARIA tree pattern: one tab stop, arrows move and open/close, Home/End, Space or Enter
 * chooses. Only opened branches are rendered, so the 9,454 codes never sit in the DOM at once.
 */
export function CpvTree({
  vocabulary,
  locale,
  selected,
  onToggle,
  canAdd,
}: {
  vocabulary: CpvVocabulary;
  locale: CpvLocale;
  /** Chosen codes (with check digit). */
  selected: ReadonlySet<string>;
  onToggle: (code: string) => void;
  /** False when the maximum is reached: only removing is possible. */
  canAdd: boolean;
}) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [focused, setFocused] = useState<string | null>(null);
  const itemRefs = useRef(new Map<string, HTMLDivElement>());

  const rows = useMemo(() => {
    const out: Row[] = [];
    const walk = (parent: string | null, depth: number) => {
      for (const concept of vocabulary.children(parent)) {
        const hasChildren = vocabulary.children(concept.code).length > 0;
        out.push({ concept, depth, hasChildren, parent });
        if (hasChildren && expanded.has(concept.code)) walk(concept.code, depth + 1);
      }
    };
    walk(null, 1);
    return out;
  }, [vocabulary, expanded]);

  const current = focused && rows.some((r) => r.concept.code === focused) ? focused : null;
  const tabStop = current ?? rows[0]?.concept.code ?? null;

  const focusCode = (code: string) => {
    setFocused(code);
    itemRefs.current.get(code)?.focus();
  };
  const setOpen = (code: string, open: boolean) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (open) next.add(code);
      else next.delete(code);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const row = rows[index]!;
    const code = row.concept.code;
    const open = expanded.has(code);
    const handled = () => {
      event.preventDefault();
      event.stopPropagation();
    };
    switch (event.key) {
      case 'ArrowDown':
        handled();
        if (rows[index + 1]) focusCode(rows[index + 1]!.concept.code);
        break;
      case 'ArrowUp':
        handled();
        if (index > 0) focusCode(rows[index - 1]!.concept.code);
        break;
      case 'ArrowRight':
        handled();
        if (row.hasChildren && !open) setOpen(code, true);
        else if (row.hasChildren && rows[index + 1]) focusCode(rows[index + 1]!.concept.code);
        break;
      case 'ArrowLeft':
        handled();
        if (open) setOpen(code, false);
        else if (row.parent) focusCode(row.parent);
        break;
      case 'Home':
        handled();
        if (rows[0]) focusCode(rows[0].concept.code);
        break;
      case 'End':
        handled();
        if (rows.length) focusCode(rows[rows.length - 1]!.concept.code);
        break;
      case ' ':
      case 'Enter':
        handled();
        if (selected.has(code) || canAdd) onToggle(code);
        break;
    }
  };

  return (
    <Box role="tree" aria-label={t('cpv.tree')} aria-multiselectable="true">
      {rows.map((row, index) => {
        const { concept, depth, hasChildren } = row;
        const code = concept.code;
        const open = expanded.has(code);
        const isSelected = selected.has(code);
        const label = `${code} ${concept.labels[locale]}`;
        return (
          <Box
            key={code}
            ref={(el: HTMLDivElement | null) => {
              if (el) itemRefs.current.set(code, el);
              else itemRefs.current.delete(code);
            }}
            role="treeitem"
            aria-level={depth}
            aria-expanded={hasChildren ? open : undefined}
            aria-selected={isSelected}
            aria-label={label}
            tabIndex={code === tabStop ? 0 : -1}
            onKeyDown={(e) => onKeyDown(e, index)}
            onFocus={() => setFocused(code)}
            sx={{
              display: 'flex',
              alignItems: 'center',
              pl: (depth - 1) * 2,
              minHeight: 36,
              borderRadius: 1,
              outline: 'none',
              '&:focus-visible': { bgcolor: 'action.focus' },
              '&:hover': { bgcolor: 'action.hover' },
            }}
          >
            <Box
              component="span"
              aria-hidden
              onClick={() => hasChildren && setOpen(code, !open)}
              sx={{
                width: 28,
                display: 'inline-flex',
                justifyContent: 'center',
                cursor: hasChildren ? 'pointer' : 'default',
                color: 'text.secondary',
              }}
            >
              {hasChildren ? (
                open ? (
                  <ExpandMore fontSize="small" />
                ) : (
                  <ChevronRight fontSize="small" />
                )
              ) : null}
            </Box>
            <Checkbox
              size="small"
              tabIndex={-1}
              checked={isSelected}
              disabled={!isSelected && !canAdd}
              onChange={() => onToggle(code)}
              slotProps={{ input: { 'aria-hidden': true } }}
              sx={{ p: 0.5 }}
            />
            <Box
              component="span"
              onClick={() => hasChildren && setOpen(code, !open)}
              sx={{ cursor: hasChildren ? 'pointer' : 'default', py: 0.5 }}
            >
              <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
                {code}
              </Box>{' '}
              {concept.labels[locale]}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
