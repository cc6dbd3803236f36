import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../policy/actor';
import { CID, PID, UID, draftWorld } from '../drafts/draftTestWorld';
import { getChatSuggestions } from './suggestions';

const manager: Actor = { uid: UID, companyId: CID, role: 'user', status: 'active' };
const en = JSON.parse(
  readFileSync(new URL('../../../../locales/en.json', import.meta.url), 'utf8'),
);
const nl = JSON.parse(
  readFileSync(new URL('../../../../locales/nl.json', import.meta.url), 'utf8'),
);
const text = (messages: unknown, key: string) =>
  key.split('.').reduce<unknown>((n, k) => (n as Record<string, unknown>)?.[k], messages);

const TENDER = [
  [
    'Aanbestedingsleidraad Onderhoud bruggen gemeente Utrecht',
    'De inschrijving moet uiterlijk 12 december 2026 om 12:00 uur zijn ingediend.',
    'Vragen kunnen worden gesteld tot 20 november 2026.',
    'De inschrijver beschikt over een geldig ISO 9001 certificaat.',
    "De inschrijving telt maximaal 4 pagina's.",
  ].join('\n'),
  'Gunningscriteria: Plan van aanpak 60%, Veiligheid 40%.',
];

async function world() {
  const w = draftWorld();
  await w.company();
  await w.project();
  return w;
}

describe('getChatSuggestions', () => {
  it("asks about the tender's own criteria, deadlines and knock-out requirements, in both languages", async () => {
    const w = await world();
    await w.tenderDocument('Leidraad.pdf', TENDER);
    const { suggestions } = await getChatSuggestions(w, manager, { projectId: PID });
    expect(suggestions[0]).toEqual({
      key: 'chat.suggestions.criterionWeighted',
      params: { name: 'Plan van aanpak', weight: '60' },
    });
    const keys = suggestions.map((s) => s.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'chat.suggestions.submission',
        'chat.suggestions.knockOut.certificate',
        'chat.suggestions.limit',
      ]),
    );
    for (const s of suggestions) {
      expect(typeof text(en, s.key), s.key).toBe('string');
      expect(typeof text(nl, s.key), s.key).toBe('string');
    }
  });

  it('offers general questions when the documents gave no facts', async () => {
    const w = await world();
    const { suggestions } = await getChatSuggestions(w, manager, { projectId: PID });
    expect(suggestions.map((s) => s.key)).toEqual([
      'chat.suggestions.general.summary',
      'chat.suggestions.general.criteria',
      'chat.suggestions.general.knockOuts',
    ]);
  });

  it("fails with 'Failed to fetch suggestions' for another company or an unknown project", async () => {
    const w = await world();
    const other: Actor = { uid: 'x', companyId: 'c2', role: 'admin', status: 'active' };
    await expect(getChatSuggestions(w, other, { projectId: PID })).rejects.toMatchObject({
      reason: 'chat.errors.suggestions',
    });
    await expect(getChatSuggestions(w, manager, { projectId: 'nope' })).rejects.toMatchObject({
      code: 'not-found',
      reason: 'chat.errors.suggestions',
    });
    expect(text(en, 'chat.errors.suggestions')).toBe('Failed to fetch suggestions');
  });
});
