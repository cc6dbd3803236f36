/**
 * Review L3: payloads core's path access used to allow and firestore.rules refuses, pinned here
 * without the emulator (the differential test in tests/emulator/rules checks every field against
 * the real rules). Each refused payload is a valid one (allowed below) with one field broken.
 */
import { describe, expect, it } from 'vitest';
import { ACTORS, COMPANY_A, FIXTURES, type ActorName } from '../../../tests/permissions/cases';
import {
  newCustomer,
  newKbDocument,
  newKnowledgeBase,
  newProject,
  newProjectDocument,
  newVisual,
} from '../model/factories';
import { Timestamp, deleteField, isFieldSentinel, serverTimestamp } from '../ports/values';
import type { Actor } from './actor';
import { firestoreAccess } from './pathAccess';

const A = `companies/${COMPANY_A}`;
type Data = Record<string, unknown>;

function actor(name: Exclude<ActorName, 'signedOut'>): Actor {
  const { uid, claims } = ACTORS[name];
  return {
    uid,
    companyId: 'companyId' in claims ? claims.companyId : null,
    role: 'role' in claims ? claims.role : null,
    status: 'active',
    support: false,
  };
}

const read = (path: string) => FIXTURES[path];

function create(who: Exclude<ActorName, 'signedOut'>, path: string, data: Data) {
  return firestoreAccess(actor(who), { op: 'create', path, data }, read).allowed;
}

/** The stored fixture with the patch applied; deleteField() removes the field. */
function update(who: Exclude<ActorName, 'signedOut'>, path: string, patch: Data) {
  const data: Data = { ...FIXTURES[path] };
  for (const [k, v] of Object.entries(patch)) {
    if (isFieldSentinel(v) && v.kind === 'deleteField') delete data[k];
    else data[k] = v;
  }
  return firestoreAccess(actor(who), { op: 'update', path, data }, read).allowed;
}

const uid = (name: keyof typeof ACTORS) => ACTORS[name].uid;
const long = 'x'.repeat(6000);
const june = () => Timestamp.fromMillis(Date.UTC(2026, 5, 1));

const project = (extra: Data = {}) => ({
  ...newProject(
    { name: 'Nieuwe brug', description: '', type: 'ai_draft', tenderId: null },
    uid('userA'),
  ),
  ...extra,
});
/** SHA-256 of 'test'. */
const HASH = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
const projectDocument = (extra: Data = {}) => ({
  ...newProjectDocument(
    {
      name: 'Bijlage.pdf',
      size: 2048,
      contentType: 'application/pdf',
      role: 'annex',
      contentHash: HASH,
    },
    `${A}/projects/p-own/documents/d2/original.pdf`,
    uid('userA'),
  ),
  ...extra,
});
const kbDocument = (extra: Data = {}) => ({
  ...newKbDocument(
    { name: 'Bijlage.pdf', size: 2048, contentType: 'application/pdf', contentHash: HASH },
    `${A}/knowledgeBases/kb-open/documents/kd9/original.pdf`,
    uid('managerA'),
  ),
  ...extra,
});
const knowledgeBase = (extra: Data = {}) => ({
  ...newKnowledgeBase(
    { name: 'Referenties', description: '', category: 'past_tenders', type: 'dynamic' },
    uid('managerA'),
  ),
  ...extra,
});
const visual = (extra: Data = {}) => ({
  ...newVisual(
    {
      name: 'Organogram',
      description: '',
      prompt: 'Organogram',
      type: 'infographic',
      infographic: { width: 1080, height: 1080 },
      image: null,
    },
    uid('userA'),
    'nl',
  ),
  ...extra,
});
const customer = (extra: Data = {}) => ({
  ...newCustomer(
    {
      name: 'Provincie Utrecht',
      type: 'province',
      registrationNumber: '',
      place: '',
      contactName: '',
      email: '',
      phone: '',
      website: '',
      notes: '',
    },
    uid('managerA'),
  ),
  ...extra,
});

describe('creates: exactly the rules’ fields and values', () => {
  it('allows the valid payloads the refusals below start from', () => {
    expect(create('userA', `${A}/projects/p-new`, project())).toBe(true);
    expect(create('userA', `${A}/projects/p-new`, project({ submissionDeadline: june() }))).toBe(
      true,
    );
    expect(create('userA', `${A}/projects/p-own/documents/d2`, projectDocument())).toBe(true);
    expect(create('managerA', `${A}/knowledgeBases/kb-open/documents/kd9`, kbDocument())).toBe(
      true,
    );
    expect(create('managerA', `${A}/knowledgeBases/kb-new`, knowledgeBase())).toBe(true);
    expect(create('userA', `${A}/visuals/v-new`, visual())).toBe(true);
    expect(create('managerA', `${A}/customers/cu2`, customer())).toBe(true);
  });

  it('refuses server-owned fields set by the client', () => {
    expect(
      create('managerA', `${A}/knowledgeBases/kb-new`, knowledgeBase({ trainingError: 'x' })),
    ).toBe(false);
    expect(
      create('managerA', `${A}/knowledgeBases/kb-new`, knowledgeBase({ trainedAt: june() })),
    ).toBe(false);
    expect(
      create('managerA', `${A}/knowledgeBases/kb-new`, knowledgeBase({ trainingStartedAt: '' })),
    ).toBe(false);
    expect(
      create('userA', `${A}/projects/p-own/documents/d2`, projectDocument({ error: 'kapot' })),
    ).toBe(false);
    expect(
      create('userA', `${A}/projects/p-own/documents/d2`, projectDocument({ processedAt: june() })),
    ).toBe(false);
    expect(
      create('managerA', `${A}/knowledgeBases/kb-open/documents/kd9`, kbDocument({ error: '' })),
    ).toBe(false);
    expect(create('userA', `${A}/visuals/v-new`, visual({ contentType: 'image/png' }))).toBe(false);
    expect(create('userA', `${A}/visuals/v-new`, visual({ error: 'x' }))).toBe(false);
  });

  it('refuses an updatedAt that is not the server time', () => {
    expect(create('userA', `${A}/projects/p-new`, project({ updatedAt: june() }))).toBe(false);
    expect(create('managerA', `${A}/customers/cu2`, customer({ updatedAt: null }))).toBe(false);
    expect(create('managerA', `${A}/knowledgeBases/kb-new`, knowledgeBase({ updatedAt: 7 }))).toBe(
      false,
    );
  });

  it('refuses optional text of another type or over its length', () => {
    expect(create('userA', `${A}/projects/p-new`, project({ description: long }))).toBe(false);
    expect(
      create('managerA', `${A}/knowledgeBases/kb-new`, knowledgeBase({ description: 7 })),
    ).toBe(false);
    expect(create('managerA', `${A}/customers/cu2`, customer({ email: ['x'] }))).toBe(false);
    expect(create('managerA', `${A}/customers/cu2`, customer({ phone: long }))).toBe(false);
    expect(create('userA', `${A}/visuals/v-new`, visual({ description: null }))).toBe(false);
  });

  it('refuses malformed project settings and visual options', () => {
    expect(create('userA', `${A}/projects/p-new`, project({ additionalInfo: { k: 'v' } }))).toBe(
      false,
    );
    expect(create('userA', `${A}/projects/p-new`, project({ awardCriteria: 'x' }))).toBe(false);
    expect(create('userA', `${A}/projects/p-new`, project({ dataSources: null }))).toBe(false);
    expect(
      create('userA', `${A}/projects/p-new`, project({ submissionDeadline: '2026-06-01' })),
    ).toBe(false);
    expect(create('userA', `${A}/projects/p-new`, project({ tenderId: 7 }))).toBe(false);
    expect(
      create('userA', `${A}/visuals/v-new`, visual({ infographic: { width: 100, height: 1080 } })),
    ).toBe(false);
    expect(create('userA', `${A}/visuals/v-new`, visual({ image: { k: 'v' } }))).toBe(false);
  });

  it('refuses a size that is not a whole number of bytes', () => {
    expect(
      create('userA', `${A}/projects/p-own/documents/d2`, projectDocument({ size: 1.5 })),
    ).toBe(false);
    expect(
      create('managerA', `${A}/knowledgeBases/kb-open/documents/kd9`, kbDocument({ size: 1.5 })),
    ).toBe(false);
  });
});

describe('updates: editable fields keep their type and cannot be deleted', () => {
  it('allows the valid updates the refusals below start from', () => {
    expect(update('managerA', A, { writingStyle: 'Zakelijk', updatedAt: serverTimestamp() })).toBe(
      true,
    );
    expect(update('managerA', `${A}/projects/p-own`, { ownerId: uid('user2A') })).toBe(true);
    expect(update('managerA', `${A}/knowledgeBases/kb-locked`, { locked: false })).toBe(true);
    expect(update('userA', `${A}/projects/p-own`, { submissionDeadline: june() })).toBe(true);
  });

  it('refuses deleting a field', () => {
    expect(update('managerA', A, { name: deleteField() })).toBe(false);
    expect(update('managerA', A, { profile: deleteField() })).toBe(false);
    expect(update('userA', `${A}/projects/p-own`, { description: deleteField() })).toBe(false);
    expect(update('userA', `${A}/projects/p-own`, { submissionDeadline: deleteField() })).toBe(
      false,
    );
    expect(update('userA', `${A}/projects/p-own`, { dataSources: deleteField() })).toBe(false);
    expect(update('managerA', `${A}/customers/cu1`, { email: deleteField() })).toBe(false);
    expect(update('managerA', `${A}/knowledgeBases/kb-open`, { locked: deleteField() })).toBe(
      false,
    );
    expect(update('userA', `${A}/projects/p-own/drafts/dr1`, { title: deleteField() })).toBe(false);
    expect(update('userA', `${A}/projects/p-own/drafts/dr1`, { content: deleteField() })).toBe(
      false,
    );
    expect(update('userA', `${A}/projects/p-own/documents/d1`, { name: deleteField() })).toBe(
      false,
    );
  });

  it('refuses wrong types', () => {
    expect(update('managerA', `${A}/projects/p-own`, { ownerId: null })).toBe(false);
    expect(update('managerA', `${A}/knowledgeBases/kb-locked`, { locked: 12345 })).toBe(false);
    expect(update('userA', `${A}/projects/p-own`, { additionalInfo: long })).toBe(false);
    expect(update('managerA', `${A}/customers/cu1`, { notes: true })).toBe(false);
    expect(update('userA', `${A}/projects/p-own/drafts/dr1`, { content: { k: 'v' } })).toBe(false);
  });
});
