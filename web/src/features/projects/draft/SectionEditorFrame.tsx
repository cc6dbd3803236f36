/**
 * An open section editor: its frame (border, ProseMirror content styles), the toolbar and the
 * Tiptap editor itself, which loads on the first Edit (SectionEditor has no MUI, see there).
 */
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { Editor } from '@tiptap/react';
import { EditorToolbar } from './EditorToolbar';

const SectionEditor = lazy(() => import('./SectionEditor'));

/** The editor's frame and its ProseMirror content styles (SectionEditor itself has no MUI). */
const EDITOR_FRAME = {
  mt: 1,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  px: 2,
  pb: 1,
  '&:focus-within': { borderColor: 'primary.main' },
  '& .ProseMirror': { outline: 'none', minHeight: 120, py: 1, typography: 'body1' },
  '& .ProseMirror h3': { typography: 'subtitle1', fontWeight: 600 },
  '& .ProseMirror ul, & .ProseMirror ol': { pl: 3 },
  // A gap still to write (issue 19): the theme's warning colour, readable in both colour modes.
  '& mark': {
    bgcolor: 'warning.light',
    color: 'warning.contrastText',
    borderRadius: 0.5,
    px: 0.25,
  },
  '& cite': {
    fontStyle: 'normal',
    color: 'primary.main',
    fontSize: '0.75em',
    verticalAlign: 'super',
  },
} as const;

export function SectionEditorFrame({
  heading,
  body,
  citationLabel,
  onChange,
}: {
  heading: string;
  body: string;
  citationLabel: (id: string) => string;
  onChange: (html: string) => void;
}) {
  const { t } = useTranslation();
  const [editor, setEditor] = useState<Editor | null>(null);
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={120} sx={{ mt: 1 }} />}>
      <Box data-testid="section-editor" sx={EDITOR_FRAME}>
        <EditorToolbar editor={editor} heading={heading} />
        <SectionEditor
          body={body}
          label={t('drafts.edit.editorLabel', { heading })}
          citationLabel={citationLabel}
          onChange={onChange}
          onEditor={setEditor}
        />
      </Box>
    </Suspense>
  );
}
