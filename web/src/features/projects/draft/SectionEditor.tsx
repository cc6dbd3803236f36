/**
 * One section's rich-text editor (Tiptap). Loaded on demand (React.lazy from DraftEditing) the first
 * time a section is edited, so Tiptap is in no other chunk. Only the draft's HTML subset can be
 * written: StarterKit without code, quotes, rules, links, strike and underline; headings at level 3
 * only; citation markers are a small inline atom node (`<cite data-citation="c1">[1]</cite>`) that
 * survives editing as one unit — it can be deleted, never half-edited or renumbered by typing.
 */
import { useEffect, useRef } from 'react';
import { type Editor, EditorContent, useEditor } from '@tiptap/react';
import { Mark, Node, mergeAttributes } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { draftNodesToHtml, parseDraftHtml } from './draftHtml';

const Citation = Node.create<{ label: (id: string) => string }>({
  name: 'citation',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  addOptions() {
    return { label: (id: string) => `[${id}]` };
  },
  addAttributes() {
    return {
      id: {
        default: null,
        parseHTML: (element) => element.getAttribute('data-citation'),
        renderHTML: (attributes) => ({ 'data-citation': attributes.id as string }),
      },
    };
  },
  parseHTML() {
    return [{ tag: 'cite[data-citation]' }];
  },
  renderHTML({ node, HTMLAttributes }) {
    return ['cite', mergeAttributes(HTMLAttributes), this.options.label(node.attrs.id as string)];
  },
  renderText({ node }) {
    return this.options.label(node.attrs.id as string);
  },
});

/**
 * A gap still to write (`<mark>[To write: …]</mark>`, issue 19): kept as a highlight while the
 * writer replaces it; typing at its end does not extend it.
 */
const Gap = Mark.create({
  name: 'gap',
  inclusive: false,
  parseHTML() {
    return [{ tag: 'mark' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['mark', mergeAttributes(HTMLAttributes), 0];
  },
});

/**
 * A visual inserted from the Visuals page (`<img data-visual-id alt>`): an atom that survives
 * editing; in the editor it shows as its name in brackets (the picture is shown by the view).
 */
export const VisualRef = Node.create({
  name: 'visualRef',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  addAttributes() {
    return {
      id: {
        default: null,
        parseHTML: (element) => element.getAttribute('data-visual-id'),
        renderHTML: (attributes) => ({ 'data-visual-id': attributes.id as string }),
      },
      alt: {
        default: '',
        parseHTML: (element) => element.getAttribute('alt') ?? '',
        renderHTML: (attributes) => ({ alt: attributes.alt as string }),
      },
    };
  },
  parseHTML() {
    return [{ tag: 'img[data-visual-id]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['img', mergeAttributes(HTMLAttributes)];
  },
  renderText({ node }) {
    return `[${node.attrs.alt as string}]`;
  },
  addNodeView() {
    return ({ node }) => {
      const dom = document.createElement('span');
      dom.className = 'draft-visual-ref';
      dom.textContent = `[${node.attrs.alt as string}]`;
      return { dom };
    };
  },
});

export default function SectionEditor({
  body,
  label,
  citationLabel,
  onChange,
  onEditor,
}: {
  /** The section's stored body (sanitized again before it reaches the editor). */
  body: string;
  /** Accessible name of the text field. */
  label: string;
  citationLabel: (id: string) => string;
  onChange: (html: string) => void;
  /** Receives the editor once it exists (and null when it goes), for the toolbar outside. */
  onEditor?: (editor: Editor | null) => void;
}) {
  // The editor is created once; its update handler must still reach the latest onChange.
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: false,
        strike: false,
        underline: false,
        heading: { levels: [3] },
      }),
      Citation.configure({ label: citationLabel }),
      VisualRef,
      Gap,
    ],
    content: draftNodesToHtml(parseDraftHtml(body)),
    editorProps: {
      attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox' },
    },
    // The empty paragraph Tiptap keeps after a closing list or heading (so one can type below it)
    // is the editor's, not the text's: it is not saved.
    onUpdate: ({ editor: e }) => changed.current(e.getHTML().replace(/(?:<p><\/p>)+$/, '')),
  });

  useEffect(() => {
    if (!editor || !onEditor) return;
    onEditor(editor);
    return () => onEditor(null);
  }, [editor, onEditor]);

  // The frame (border, typography) is drawn by DraftEditing: no MUI in this chunk, so that this
  // lazy chunk does not change how the app's shared MUI and i18next code is split (sign-in size).
  return <EditorContent editor={editor} />;
}
