/**
 * Issue 21 in the tender detail: the procedure type, the buyer's country and local deadline, and
 * what a merged change notice changed, in English and Dutch. The tender is a real notice merged
 * with a change notice by core's own merging (as ingestion stores it).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Timestamp, refs, tenderDocId, type TenderMatch, type TenderRecord } from '@tender/core';
import { mergeNotice, parseNoticeXml, type MergeableTender } from '@tender/core/tenders/index';
import { ADMIN, PASSWORD, makeDemo } from '../../backend/demo/testing';
import { renderApp } from '../../test/renderApp';

const COMPANY = 'van-dijk-bouw';
const TED = join(process.cwd(), '../shared/data/ted');

async function withTender(tender: TenderRecord) {
  const { backend } = await makeDemo({ latencyMs: 0 });
  const id = tenderDocId(tender.source, tender.sourceId);
  await backend.state.docs.setDoc(refs.tender(id), {
    ...tender,
    fetchedAt: Timestamp.fromMillis(Date.now()),
  });
  const match: TenderMatch = {
    tenderId: id,
    score: 70,
    reasons: [],
    viewedBy: [],
    tender: {
      title: tender.title,
      buyer: tender.buyer,
      location: tender.location,
      category: tender.category,
      cpvCodes: tender.cpvCodes,
      publishedAt: tender.publishedAt,
      deadline: tender.deadline,
      publicationType: tender.publicationType,
    },
    createdAt: Timestamp.fromMillis(Date.now()),
  };
  await backend.state.docs.setDoc(refs.tenderMatch(COMPANY, id), match);
  await backend.auth.signInWithPassword(ADMIN, PASSWORD);
  return { backend, id };
}

/** A real Irish TED-XML notice (PR_PROC 1, open) and a change moving its deadline, adding a lot. */
function irishWithChange(): MergeableTender {
  const original = parseNoticeXml(
    readFileSync(join(TED, 'ted-xml-r209-real-notices/20-295737-001-EXP.xml'), 'utf8'),
  );
  const moved = Timestamp.fromMillis(Date.UTC(2020, 7, 14, 15));
  const change: TenderRecord = {
    ...original,
    sourceId: '300000-2020',
    publicationType: 'rectification',
    publishedAt: Timestamp.fromMillis(original.publishedAt.toMillis() + 7 * 86_400_000),
    changeOf: original.sourceId,
    description: '',
    deadline: moved,
    lots: [
      ...(original.lots ?? []),
      {
        id: '9',
        title: 'Extra maintenance lot',
        cpvCodes: [],
        nuts: [],
        deadline: moved,
        estimatedValue: null,
        awardCriteria: [],
      },
    ],
  };
  return mergeNotice(original, change);
}

describe('tender detail (issue 21)', () => {
  it('shows the procedure type, the buyer’s country and time, and what the change notice changed', async () => {
    const tender = irishWithChange();
    expect(tender.country).toBe('IE');
    const { backend, id } = await withTender(tender);
    await renderApp(`/dashboard/signaling?tender=${id}`, { backend, locale: 'en' });
    const panel = await screen.findByRole('dialog', {}, { timeout: 45_000 });
    await within(panel).findByText('Procedure', {}, { timeout: 15_000 });
    expect(within(panel).getByText('Open procedure')).toBeInTheDocument();
    expect(panel).toHaveTextContent('Ireland');
    // 14 Aug 2020 15:00 UTC is 17:00 in Amsterdam and 16:00 in Dublin.
    expect(panel).toHaveTextContent('16:00 buyer’s local time');
    expect(panel).toHaveTextContent('Changes since publication');
    expect(panel).toHaveTextContent(/Change notice 300000-2020 of/);
    expect(panel).toHaveTextContent(/Deadline moved from 31 Jul 2020, 17:00 to 14 Aug 2020, 17:00/);
    expect(panel).toHaveTextContent('Lot added: Extra maintenance lot');
  });

  it('says so in Dutch', async () => {
    const tender = irishWithChange();
    const { backend, id } = await withTender(tender);
    await renderApp(`/nl/dashboard/signaling?tender=${id}`, { backend, locale: 'nl' });
    const panel = await screen.findByRole('dialog', {}, { timeout: 45_000 });
    await within(panel).findByText('Wijzigingen sinds publicatie', {}, { timeout: 15_000 });
    expect(panel).toHaveTextContent('Ierland');
    expect(panel).toHaveTextContent('Perceel toegevoegd: Extra maintenance lot');
    expect(panel).toHaveTextContent(/Sluitingsdatum verschoven van 31 jul 2020/);
  });

  it('a change notice whose original has not arrived says it waits for it', async () => {
    const tender = irishWithChange();
    const { versions: _versions, rectifiedBy: _rectifiedBy, ...single } = tender;
    const lone = await withTender({
      ...single,
      sourceId: '400000-2020',
      publicationType: 'rectification',
      changeOf: '1-2019',
    });
    await renderApp(`/nl/dashboard/signaling?tender=${lone.id}`, {
      backend: lone.backend,
      locale: 'nl',
    });
    const lonePanel = await screen.findByRole('dialog', {}, { timeout: 45_000 });
    expect(
      await within(lonePanel).findByText(
        /de aankondiging die ze wijzigt is nog niet binnen/,
        {},
        {
          timeout: 15_000,
        },
      ),
    ).toBeInTheDocument();
  });
});
