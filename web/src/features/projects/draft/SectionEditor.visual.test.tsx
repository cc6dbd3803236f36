/** A visual in a section survives editing: kept as one atom, saved back as the same reference. */
import { afterEach, describe, expect, it } from 'vitest';
import { Editor } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { VisualRef } from './SectionEditor';

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

describe('the editor’s visual reference', () => {
  it('keeps the reference while the text around it is edited, and shows the name', () => {
    editor = new Editor({
      extensions: [StarterKit, VisualRef],
      content: '<p>Intro</p><p><img data-visual-id="v1" alt="Onze aanpak"></p>',
    });
    editor.commands.insertContentAt(6, ' en meer');
    const html = editor.getHTML();
    expect(html).toContain('Intro en meer');
    expect(html).toContain('<img data-visual-id="v1" alt="Onze aanpak">');
    expect(editor.view.dom.querySelector('.draft-visual-ref')?.textContent).toBe('[Onze aanpak]');
    expect(editor.getText()).toContain('[Onze aanpak]');
  });

  it('does not take an ordinary image', () => {
    editor = new Editor({
      extensions: [StarterKit, VisualRef],
      content: '<p>Tekst<img src="https://example.com/x.png"></p>',
    });
    expect(editor.getHTML()).not.toContain('<img');
  });
});
