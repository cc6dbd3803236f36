/**
 * The section editor's toolbar: the formatting the draft's HTML subset allows (bold, italic, a
 * subheading, bulleted and numbered lists) and undo/redo. It drives the Tiptap editor that
 * SectionEditor hands up, so the toolbar's MUI stays out of the lazy editor chunk (see there).
 * Every button names its action and, where it toggles, says whether it is on (aria-pressed);
 * Tiptap's own shortcuts (Ctrl+B, Ctrl+I, Ctrl+Z, …) keep working.
 */
import { type ReactElement, useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import TitleIcon from '@mui/icons-material/Title';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import type { Editor } from '@tiptap/react';

type Action = {
  readonly key: string;
  readonly icon: ReactElement;
  readonly run: (e: Editor) => void;
  /** Toggles: whether the selection has it now. */
  readonly active?: (e: Editor) => boolean;
  readonly enabled?: (e: Editor) => boolean;
};

const FORMAT: readonly Action[] = [
  {
    key: 'bold',
    icon: <FormatBoldIcon fontSize="small" />,
    run: (e) => e.chain().focus().toggleBold().run(),
    active: (e) => e.isActive('bold'),
  },
  {
    key: 'italic',
    icon: <FormatItalicIcon fontSize="small" />,
    run: (e) => e.chain().focus().toggleItalic().run(),
    active: (e) => e.isActive('italic'),
  },
  {
    key: 'heading',
    icon: <TitleIcon fontSize="small" />,
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    active: (e) => e.isActive('heading', { level: 3 }),
  },
  {
    key: 'bulletList',
    icon: <FormatListBulletedIcon fontSize="small" />,
    run: (e) => e.chain().focus().toggleBulletList().run(),
    active: (e) => e.isActive('bulletList'),
  },
  {
    key: 'orderedList',
    icon: <FormatListNumberedIcon fontSize="small" />,
    run: (e) => e.chain().focus().toggleOrderedList().run(),
    active: (e) => e.isActive('orderedList'),
  },
];

const HISTORY: readonly Action[] = [
  {
    key: 'undo',
    icon: <UndoIcon fontSize="small" />,
    run: (e) => e.chain().focus().undo().run(),
    enabled: (e) => e.can().undo(),
  },
  {
    key: 'redo',
    icon: <RedoIcon fontSize="small" />,
    run: (e) => e.chain().focus().redo().run(),
    enabled: (e) => e.can().redo(),
  },
];

export function EditorToolbar({ editor, heading }: { editor: Editor | null; heading: string }) {
  const { t } = useTranslation();
  // Re-render on every change of content or selection: the pressed states follow the cursor.
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!editor) return;
    editor.on('transaction', refresh);
    return () => {
      editor.off('transaction', refresh);
    };
  }, [editor]);

  const button = (action: Action) => {
    const label = t(`drafts.toolbar.${action.key}`);
    const pressed = editor && action.active ? action.active(editor) : undefined;
    const disabled = !editor || (action.enabled ? !action.enabled(editor) : false);
    return (
      <Tooltip key={action.key} title={label}>
        <span>
          <IconButton
            size="small"
            aria-label={label}
            aria-pressed={pressed}
            color={pressed ? 'primary' : 'default'}
            disabled={disabled}
            // Keep the editor's selection: a mouse-down on the button would otherwise blur it.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => editor && action.run(editor)}
          >
            {action.icon}
          </IconButton>
        </span>
      </Tooltip>
    );
  };

  return (
    <Stack
      direction="row"
      role="toolbar"
      aria-label={t('drafts.toolbar.label', { heading })}
      spacing={0.5}
      sx={{ py: 0.5, borderBottom: 1, borderColor: 'divider', alignItems: 'center' }}
    >
      {FORMAT.map(button)}
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      {HISTORY.map(button)}
    </Stack>
  );
}
