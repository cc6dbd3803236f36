import { describe, expect, it } from 'vitest';
import { Timestamp } from '../ports/values';
import { CHAT_ERROR_CODES, CHAT_STATUS_CODES, chatStatusKind } from './chat';
import { draftReadiness } from './draft';
import type { ProjectDocument } from './projectDocument';
import { refs, rtdbPaths, safeFileName, storagePaths } from './paths';
import { isInScoreBucket } from './tender';
import { MAX_UPLOAD_BYTES, acceptedContentTypes, checkUpload, fileKindOf } from './uploads';
import { isWebsiteDue } from './website';

describe('uploads', () => {
  it('accepts PDF/DOC/DOCX for projects and also TXT for knowledge bases', () => {
    const txt = { name: 'notes.txt', size: 10, contentType: 'text/plain; charset=utf-8' };
    expect(checkUpload('knowledgeBase', txt)).toBeNull();
    expect(checkUpload('project', txt)).toBe('validation.fileType?types=PDF%2C+DOC%2C+DOCX');
    expect(
      checkUpload('project', { name: 'Bestek.PDF', size: 10, contentType: 'application/pdf' }),
    ).toBeNull();
  });

  it('falls back to the extension when the browser sends no type, but not when types disagree', () => {
    expect(fileKindOf('annex.docx', '')).toBe('docx');
    expect(fileKindOf('annex.pdf', 'image/png')).toBeNull();
    expect(fileKindOf('noextension', 'application/pdf')).toBeNull();
  });

  it('rejects empty and oversized files', () => {
    expect(checkUpload('project', { name: 'a.pdf', size: 0, contentType: 'application/pdf' })).toBe(
      'validation.fileEmpty',
    );
    expect(
      checkUpload('project', {
        name: 'a.pdf',
        size: MAX_UPLOAD_BYTES + 1,
        contentType: 'application/pdf',
      }),
    ).toBe('validation.fileTooLarge?maxMb=25');
  });

  it('lists content types for Storage rules and file inputs', () => {
    expect(acceptedContentTypes('knowledgeBase')).toContain('text/plain');
    expect(acceptedContentTypes('project')).not.toContain('text/plain');
  });
});

describe('draftReadiness', () => {
  const companyKb = { id: 'kb1', category: 'company_info' as const, documentCount: 2 };
  const emptyCompanyKb = { id: 'kb2', category: 'company_info' as const, documentCount: 0 };
  const main = { role: 'main_tender' as const, status: 'processed' as const };

  it('is ready with a selected company-info knowledge base that has documents and a main tender document', () => {
    const r = draftReadiness({
      project: { dataSources: { knowledgeBaseIds: ['kb1'], enableAll: false } },
      documents: [main],
      knowledgeBases: [companyKb],
    });
    expect(r).toEqual({ canGenerate: true, errors: [], warnings: [] });
  });

  it('allows a draft written by hand when no selected company-info base has documents (issue 19)', () => {
    const r = draftReadiness({
      project: { dataSources: { knowledgeBaseIds: ['kb2'], enableAll: false } },
      documents: [main],
      knowledgeBases: [companyKb, emptyCompanyKb],
    });
    expect(r).toEqual({
      canGenerate: true,
      errors: [],
      warnings: ['validation.draftWithoutKnowledgeBase'],
    });
    // No knowledge base and no document at all (an "Empty tender" project): still allowed.
    expect(
      draftReadiness({
        project: { dataSources: { knowledgeBaseIds: [], enableAll: true } },
        documents: [],
        knowledgeBases: [],
      }),
    ).toEqual({
      canGenerate: true,
      errors: [],
      warnings: ['validation.draftWithoutKnowledgeBase', 'validation.mainTenderMissing'],
    });
  });

  it('counts every knowledge base when enableAll is set, and warns about a missing main tender document', () => {
    const r = draftReadiness({
      project: { dataSources: { knowledgeBaseIds: [], enableAll: true } },
      documents: [
        { role: 'annex', status: 'processed' },
        { role: 'main_tender', status: 'failed' },
      ],
      knowledgeBases: [companyKb],
    });
    // The annex is uploaded: what is missing is a document with the main tender role.
    expect(r).toEqual({
      canGenerate: true,
      errors: [],
      warnings: ['validation.mainTenderRoleMissing'],
    });
  });

  it('asks to upload the main tender document when nothing usable is uploaded, and to set its role otherwise', () => {
    const warningOf = (documents: Pick<ProjectDocument, 'role' | 'status'>[]) =>
      draftReadiness({
        project: { dataSources: { knowledgeBaseIds: [], enableAll: true } },
        documents,
        knowledgeBases: [companyKb],
      }).warnings;
    expect(warningOf([])).toEqual(['validation.mainTenderMissing']);
    // A failed upload is no document to set a role on.
    expect(warningOf([{ role: 'annex', status: 'failed' }])).toEqual([
      'validation.mainTenderMissing',
    ]);
    // The tender kept the default role 'Annex' (still processing, or processed).
    expect(warningOf([{ role: 'annex', status: 'processing' }])).toEqual([
      'validation.mainTenderRoleMissing',
    ]);
    expect(warningOf([{ role: 'annex', status: 'processed' }])).toEqual([
      'validation.mainTenderRoleMissing',
    ]);
    expect(warningOf([{ role: 'main_tender', status: 'uploaded' }])).toEqual([]);
  });
});

describe('chat status codes', () => {
  it('has codes 0-30 without 18, and classifies every one', () => {
    expect(CHAT_STATUS_CODES).toHaveLength(30);
    expect(CHAT_STATUS_CODES).not.toContain(18);
    for (const code of CHAT_STATUS_CODES) expect(chatStatusKind(code), String(code)).not.toBeNull();
    for (const code of CHAT_ERROR_CODES) expect(chatStatusKind(code)).toBe('error');
    expect(chatStatusKind(18)).toBeNull();
    expect(chatStatusKind(31)).toBeNull();
    expect(chatStatusKind(2)).toBe('analyzingContext');
  });
});

describe('match score buckets', () => {
  it('uses half-open bounds except the top bucket', () => {
    expect(isInScoreBucket(50, '0-50')).toBe(false);
    expect(isInScoreBucket(50, '50-70')).toBe(true);
    expect(isInScoreBucket(100, '90-100')).toBe(true);
    expect(isInScoreBucket(0, 'all')).toBe(true);
    expect(isInScoreBucket(89.9, '70-90')).toBe(true);
  });
});

describe('paths', () => {
  it('builds typed refs and refuses ids that would escape their collection', () => {
    expect(refs.project('c1', 'p1').path).toBe('companies/c1/projects/p1');
    expect(refs.chunks('c1', 'kb1').path).toBe('companies/c1/knowledgeBases/kb1/chunks');
    expect(() => refs.project('c1', '../c2')).toThrow(TypeError);
    expect(() => refs.user('a/b')).toThrow(TypeError);
    expect(() => refs.company('__x__')).toThrow(TypeError);
  });

  it('builds Realtime Database and Storage paths', () => {
    expect(rtdbPaths.draftProgress('c1', 'p1')).toBe('progress/c1/p1/draft');
    expect(rtdbPaths.trainingProgress('c1', 'kb1')).toBe('progress/c1/knowledgeBases/kb1');
    // The file's key is generated from its kind: no user text in it (issue 20).
    expect(storagePaths.projectDocument('c1', 'p1', 'd1', 'pdf')).toBe(
      'companies/c1/projects/p1/documents/d1/original.pdf',
    );
    expect(storagePaths.kbDocument('c1', 'kb1', 'd1', 'txt')).toBe(
      'companies/c1/knowledgeBases/kb1/documents/d1/original.txt',
    );
  });

  it('shortens long file names but keeps the extension', () => {
    const name = safeFileName(`${'x'.repeat(300)}.docx`);
    expect(name).toHaveLength(200);
    expect(name.endsWith('.docx')).toBe(true);
  });
});

describe('website scheduling', () => {
  const day = 24 * 60 * 60 * 1000;
  it('is due when never scraped or when the frequency has elapsed, never when inactive', () => {
    const base = { active: true, autoScrape: true, updateFrequencyDays: 7 };
    expect(isWebsiteDue({ ...base, lastUpdated: null }, 0)).toBe(true);
    expect(isWebsiteDue({ ...base, lastUpdated: Timestamp.fromMillis(0) }, 6 * day)).toBe(false);
    expect(isWebsiteDue({ ...base, lastUpdated: Timestamp.fromMillis(0) }, 7 * day)).toBe(true);
    expect(isWebsiteDue({ ...base, active: false, lastUpdated: null }, 0)).toBe(false);
  });
});
