/**
 * The demo's visual rendering: a visual the UI creates through the guarded store is rendered in
 * the tab (as the functions' trigger would) and its file can then be read by a member.
 */
import { describe, expect, it, vi } from 'vitest';
import { newVisual, refs } from '@tender/core';
import { memoryPersistence } from './persistence';
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

  it('renders a visual a closed tab left pending when the demo starts again', async () => {
    const persistence = memoryPersistence();
    const first = await makeDemo({ visualPauseMs: 0, persistence });
    // Written past the UI's store: as if the tab closed before its job ran.
    await first.backend.state.docs.setDoc(
      refs.visual(CID, 'v-left'),
      newVisual(
        {
          name: 'Achtergelaten',
          description: '',
          prompt: 'Kerncijfers',
          type: 'infographic',
          infographic: { width: 800, height: 800 },
          image: null,
        },
        'u-admin-vandijk',
        'nl',
      ),
    );
    await first.backend.close();
    expect((await first.backend.state.docs.getDoc(refs.visual(CID, 'v-left'))).data?.status).toBe(
      'pending',
    );

    const second = await makeDemo({ visualPauseMs: 0, persistence });
    second.backend.preload?.(); // what the app's first screen does (AuthLayout, or a first read)
    await vi.waitFor(async () =>
      expect(
        (await second.backend.state.docs.getDoc(refs.visual(CID, 'v-left'))).data?.status,
      ).toBe('ready'),
    );
    await second.backend.close();
  });
});
