/**
 * The demo's visual rendering: a visual the UI creates through the guarded store is rendered in
 * the tab (as the functions' trigger would) and its file can then be read by a member.
 */
import { describe, expect, it } from 'vitest';
import { newVisual, refs } from '@tender/core';
import { ADMIN, PASSWORD, makeDemo } from './testing';

const CID = 'van-dijk-bouw';

describe('demo visual jobs', () => {
  it('renders a created infographic to a stored SVG and tells its creator', async () => {
    const { backend } = await makeDemo({ visualPauseMs: 0 });
    await backend.auth.signInWithPassword(ADMIN, PASSWORD);
    const uid = 'u-admin-vandijk';
    await backend.docs.setDoc(
      refs.visual(CID, 'v1'),
      newVisual(
        {
          name: 'Onze aanpak',
          description: '',
          prompt: '1. Inventariseren\n2. Ontwerpen\n3. Uitvoeren',
          type: 'infographic',
          infographic: { width: 1080, height: 1080 },
          image: null,
        },
        uid,
        'nl',
      ),
    );
    await backend.close();
    const visual = (await backend.state.docs.getDoc(refs.visual(CID, 'v1'))).data!;
    expect(visual).toMatchObject({ status: 'ready', contentType: 'image/svg+xml' });
    const svg = new TextDecoder().decode(
      (await backend.state.files.read(visual.storagePath!)).bytes,
    );
    expect(svg).toContain('Inventariseren');
    expect(svg).toContain('Onze aanpak');
    const notes = await backend.state.docs.getDocs(refs.notifications(uid));
    expect(notes.docs.map((d) => d.data.kind)).toEqual(['visualReady']);
  });
});
