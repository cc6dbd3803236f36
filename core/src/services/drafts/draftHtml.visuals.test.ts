/** Visual references in a draft body: kept as a bare reference, anything else about images goes. */
import { describe, expect, it } from 'vitest';
import { sanitizeDraftHtml, visualIds, visualParagraph } from './draftHtml';

describe('visual references in draft bodies', () => {
  it('keeps an inserted visual as an id and an escaped name, and finds it again', () => {
    const body = `<p>Intro</p>${visualParagraph('v-1', 'Aanpak "A" & <B>')}`;
    const clean = sanitizeDraftHtml(body);
    expect(clean).toBe(
      '<p>Intro</p><p><img data-visual-id="v-1" alt="Aanpak &quot;A&quot; &amp; &lt;B&gt;"></p>',
    );
    expect(sanitizeDraftHtml(clean)).toBe(clean);
    expect(visualIds(clean)).toEqual(['v-1']);
  });

  it('drops images that are not visual references, and every other attribute', () => {
    expect(
      sanitizeDraftHtml(
        '<p><img src="https://evil.example/x.png" onerror="alert(1)"><img data-visual-id="../x"><img data-visual-id="v2" src="x" onload="y"></p>',
      ),
    ).toBe('<p><img data-visual-id="v2" alt=""></p>');
  });

  it('refuses an id that could leave the visuals collection', () => {
    expect(() => visualParagraph('../../x', 'n')).toThrow();
  });
});
