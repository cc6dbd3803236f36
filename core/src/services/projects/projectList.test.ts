import { describe, expect, it } from 'vitest';
import { MemoryDocStore } from '../../memory/docStore';
import { refs } from '../../model/paths';
import type { Project } from '../../model/project';
import { Timestamp } from '../../ports/values';
import {
  PROJECTS_PAGE_SIZE,
  matchesProjectSearch,
  parseProjectListView,
  projectListParams,
  projectListQuery,
} from './projectList';

const project = (name: string, ownerId: string, createdMs: number): Project => ({
  name,
  description: '',
  type: 'empty',
  status: 'draft',
  ownerId,
  createdBy: ownerId,
  createdAt: Timestamp.fromMillis(createdMs),
  updatedAt: Timestamp.fromMillis(createdMs),
  submissionDeadline: null,
  announcementDate: null,
  dataSources: { knowledgeBaseIds: [], enableAll: true },
  awardCriteria: [],
  additionalInfo: { writingStyle: '', focusAreas: '', notes: '' },
  tenderId: null,
});

describe('project list view in the URL', () => {
  it('round-trips through the query string and leaves defaults out', () => {
    const view = { search: 'brug', sort: 'nameDesc' as const, mine: true };
    const params = new URLSearchParams(projectListParams(view));
    expect(params.toString()).toBe('q=brug&sort=nameDesc&mine=1');
    expect(parseProjectListView(params)).toEqual(view);
    expect(projectListParams({ search: ' ', sort: 'newest', mine: false })).toEqual({});
  });

  it('falls back to the defaults for unknown values', () => {
    expect(parseProjectListView(new URLSearchParams('sort=evil&mine=yes'))).toEqual({
      search: '',
      sort: 'newest',
      mine: false,
    });
  });
});

describe('projectListQuery', () => {
  async function seeded(count: number) {
    const docs = new MemoryDocStore();
    for (let i = 0; i < count; i++) {
      const name = `Project ${String(i).padStart(3, '0')}`;
      await docs.setDoc(refs.project('c1', `p${i}`), project(name, i % 2 ? 'u1' : 'u2', 1000 + i));
    }
    return docs;
  }

  it('pages with a cursor: the second page starts after the last row of the first', async () => {
    const docs = await seeded(120);
    const view = { sort: 'oldest' as const, mine: false };
    const first = await docs.getDocs(projectListQuery('c1', view, 'u1'));
    expect(first.size).toBe(PROJECTS_PAGE_SIZE + 1); // one extra row says "there is more"
    const last = first.docs[PROJECTS_PAGE_SIZE - 1]!;
    const second = await docs.getDocs(projectListQuery('c1', view, 'u1', last));
    expect(second.docs[0]!.data.name).toBe('Project 050');
    const third = await docs.getDocs(
      projectListQuery('c1', view, 'u1', second.docs[PROJECTS_PAGE_SIZE - 1]!),
    );
    expect(third.size).toBe(20);
  });

  it('sorts by name both ways and filters to the owner', async () => {
    const docs = await seeded(6);
    const names = async (sort: 'nameAsc' | 'nameDesc' | 'newest', mine = false) =>
      (await docs.getDocs(projectListQuery('c1', { sort, mine }, 'u1'))).docs.map(
        (d) => d.data.name,
      );
    expect(await names('nameAsc')).toEqual([
      'Project 000',
      'Project 001',
      'Project 002',
      'Project 003',
      'Project 004',
      'Project 005',
    ]);
    expect((await names('nameDesc'))[0]).toBe('Project 005');
    expect(await names('newest', true)).toEqual(['Project 005', 'Project 003', 'Project 001']);
  });
});

describe('matchesProjectSearch', () => {
  it('matches every word in name or description, ignoring case and accents', () => {
    const p = { name: 'Brugherstel Zuidas', description: 'Renovatie van de Één-brug' };
    expect(matchesProjectSearch(p, 'zuidas')).toBe(true);
    expect(matchesProjectSearch(p, 'een renovatie')).toBe(true);
    expect(matchesProjectSearch(p, 'zuidas tunnel')).toBe(false);
    expect(matchesProjectSearch(p, '  ')).toBe(true);
  });
});
