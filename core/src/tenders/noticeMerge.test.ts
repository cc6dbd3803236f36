/**
 * One tender per procedure from the real TED API v3 results of Gemeente Zaanstad (issue 21):
 * later publications of the same notice identifier are change notices, other notices of the
 * procedure republications; award notices stay rows of their own.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mergeProcedureNotices } from './noticeMerge';
import { mapTedSearchResponse } from './tedSearchResult';

const FILE = new URL(
  '../../../../shared/data/ted/ted-api-v3/zaanstad-ted-v3-search-raw-fields_aanbestedingen.json',
  import.meta.url,
);
const procedures = JSON.parse(readFileSync(FILE, 'utf8')) as {
  publicaties: { ruwe_velden: Record<string, unknown> }[];
}[];
const { tenders: notices } = mapTedSearchResponse({
  notices: procedures.flatMap((p) => p.publicaties.map((pub) => pub.ruwe_velden)),
});
const merged = mergeProcedureNotices(notices);
const holding = (sourceId: string) =>
  merged.find((t) => (t.versions?.map((v) => v.sourceId) ?? [t.sourceId]).includes(sourceId))!;

describe('merging the Zaanstad notices', () => {
  it('holds every notice exactly once', () => {
    const held = merged.flatMap((t) => t.versions?.map((v) => v.sourceId) ?? [t.sourceId]);
    expect(held.sort()).toEqual(notices.map((n) => n.sourceId).sort());
    expect(merged.length).toBeLessThan(notices.length);
  });

  it('a later publication of the same notice identifier is a change, with the deadline it moved', () => {
    // 125665-2025, 181988-2025 and 217485-2025 share notice identifier dbc20cd2-…
    const steel = holding('181988-2025');
    expect(steel.sourceId).toBe('125665-2025');
    expect(steel.versions?.map((v) => [v.sourceId, v.kind])).toEqual([
      ['125665-2025', 'original'],
      ['181988-2025', 'change'],
      ['217485-2025', 'change'],
    ]);
    const moved = steel.versions![1]!.changes;
    expect(moved.map((c) => c.kind)).toEqual(['deadline']);
    const deadline = moved[0] as Extract<(typeof moved)[number], { kind: 'deadline' }>;
    expect(deadline.from?.toDate().toISOString()).toBe('2025-03-10T11:00:00.000Z');
    expect(deadline.to?.toDate().toISOString()).toBe('2025-03-31T10:00:00.000Z');
    expect(steel.deadline?.toDate().toISOString()).toBe('2025-03-31T10:00:00.000Z');
    expect(steel.rectifiedBy).toEqual(['181988-2025', '217485-2025']);
  });

  it('notices of one procedure with identifiers of their own are republications; the award stays apart', () => {
    const wmo = holding('452149-2025');
    expect(wmo.versions?.[0]).toMatchObject({ sourceId: '416229-2025', kind: 'original' });
    expect(wmo.versions?.slice(1).every((v) => v.kind === 'republication')).toBe(true);
    const award = holding('438062-2026');
    expect(award.publicationType).toBe('award');
    expect(award.versions).toBeUndefined();
    expect(holding('9350-2026').sourceId).toBe('781177-2025');
  });
});
