/**
 * The Signaling page on the demo backend with real TED notices (parsed from ../shared/data) as
 * matches of the seeded company: filters, sort, viewed marks and reset, the detail panel with a
 * bad id, and "Create project" twice giving one project.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Timestamp, refs, tenderDocId, type TenderMatch } from '@tender/core';
import { parseNoticeXml } from '@tender/core/tenders/index';
import { ADMIN, PASSWORD, makeDemo } from '../../backend/demo/testing';
import { renderApp } from '../../test/renderApp';

const COMPANY = 'van-dijk-bouw';
// Vitest runs from the repository root; the data sits beside the clone (never copied into it).
const NOTICES = join(process.cwd(), '../shared/data/ted/eforms-real-notices');
const FILES: [string, number][] = [
  ['2024-OJS015-00041387.xml', 92],
  ['2024-OJS044-00129266.xml', 75],
  ['2024-OJS056-00163529.xml', 55],
  ['2024-OJS198-00612681.xml', 30],
];

async function seeded() {
  const { backend } = await makeDemo({ latencyMs: 0 });
  const ids = await addMatches(backend);
  await backend.auth.signInWithPassword(ADMIN, PASSWORD);
  return { backend, ids };
}

/** Stores the real notices as tenders and matches of the company; resolves with their ids. */
async function addMatches(backend: Awaited<ReturnType<typeof makeDemo>>['backend']) {
  const ids: string[] = [];
  // The matches in one batch, as the ingestion's matching writes them.
  const matches = backend.state.docs.batch();
  for (const [file, score] of FILES) {
    const record = parseNoticeXml(readFileSync(join(NOTICES, file), 'utf8'));
    const id = tenderDocId(record.source, record.sourceId);
    ids.push(id);
    await backend.state.docs.setDoc(refs.tender(id), {
      ...record,
      fetchedAt: Timestamp.fromMillis(Date.now()),
    });
    const match: TenderMatch = {
      tenderId: id,
      score,
      reasons: [
        {
          code: 'cpvExact',
          detail: record.cpvCodes[0]!,
          weight: 50,
          key: 'signaling.reasons.cpvExact',
          params: { tenderCode: record.cpvCodes[0]! },
        },
      ],
      viewedBy: [],
      tender: {
        title: record.title,
        buyer: record.buyer,
        location: record.location,
        category: record.category,
        cpvCodes: record.cpvCodes,
        publishedAt: record.publishedAt,
        deadline: record.deadline,
        publicationType: record.publicationType,
      },
      createdAt: Timestamp.fromMillis(Date.now()),
    };
    matches.set(refs.tenderMatch(COMPANY, id), match);
  }
  await matches.commit();
  return ids;
}

describe('Signaling page', () => {
  it('lists matches, filters by band, marks viewed, resets, and makes one project per tender', async () => {
    const user = userEvent.setup();
    const { backend, ids } = await seeded();
    await renderApp('/dashboard/signaling?sort=matchScore', { backend, locale: 'en' });

    const rows = async () => screen.findAllByTestId('signaling-row', {}, { timeout: 45_000 });
    expect(await rows()).toHaveLength(4);
    expect(screen.getByText('4 tenders')).toBeInTheDocument();
    // Best first. These 2024 notices are past their deadlines: marked closed, never "New".
    expect(within((await rows())[0]!).getByLabelText('Match score 92')).toBeInTheDocument();
    expect(within((await rows())[0]!).getByText('Closed')).toBeInTheDocument();
    expect(within((await rows())[0]!).queryByText('New')).toBeNull();

    // Band 70–90 leaves the 75.
    await user.click(screen.getByLabelText('Match score'));
    await user.click(await screen.findByRole('option', { name: '70–90' }));
    await waitFor(() => expect(screen.getAllByTestId('signaling-row')).toHaveLength(1));
    expect(screen.getByText('1 tender')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Match score'));
    await user.click(await screen.findByRole('option', { name: 'All scores' }));
    await waitFor(() => expect(screen.getAllByTestId('signaling-row')).toHaveLength(4));

    // Open the best: the detail shows its facts and the tender is marked viewed for this user.
    await user.click((await rows())[0]!);
    const panel = await screen.findByRole('dialog');
    expect(await within(panel).findByText('Why it matches')).toBeInTheDocument();
    expect(within(panel).getByText(/20%/)).toBeInTheDocument();
    await waitFor(async () => {
      const match = (await backend.state.docs.getDoc(refs.tenderMatch(COMPANY, ids[0]!))).data;
      expect(match?.viewedBy).toEqual(['u-admin-vandijk']);
    });

    // Create project twice: one project, and the second click opens it.
    await user.click(within(panel).getByRole('button', { name: 'Create project' }));
    expect(await screen.findByText('Project created from the tender.')).toBeInTheDocument();
    // Redirected to the project, named after the tender.
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: /Lycée André Guillaumin/ },
        { timeout: 45_000 },
      ),
    ).toBeInTheDocument();
    const projects = await backend.state.docs.getDocs(refs.projects(COMPANY));
    const fromTender = projects.docs.filter((p) => p.data.tenderId === ids[0]);
    expect(fromTender).toHaveLength(1);
    expect(fromTender[0]!.data.awardCriteria.map((c) => c.weight)).toEqual([20, 30, 50]);
  }, 120_000);

  it('shows the first matches as they arrive on an empty list (a fetch, the first ingestion)', async () => {
    const { backend } = await makeDemo({ latencyMs: 0 });
    await backend.auth.signInWithPassword(ADMIN, PASSWORD);
    await renderApp('/dashboard/signaling', { backend, locale: 'en' });
    expect(
      await screen.findByText(
        /^No tenders match your company profile yet/,
        {},
        { timeout: 45_000 },
      ),
    ).toBeInTheDocument();

    // Issue 22: the list froze its (empty) order and then said "No tenders match these filters"
    // with "0 tenders" until a reload, while the matches were there.
    await addMatches(backend);
    expect(await screen.findAllByTestId('signaling-row', {}, { timeout: 45_000 })).toHaveLength(
      FILES.length,
    );
    expect(screen.getByText(`${FILES.length} tenders`)).toBeInTheDocument();
    expect(screen.queryByText('No tenders match these filters.')).toBeNull();
  }, 120_000);

  it('says "No tender selected" for a foreign id and resets viewed marks', async () => {
    const user = userEvent.setup();
    const { backend, ids } = await seeded();
    await backend.state.docs.updateDoc(refs.tenderMatch(COMPANY, ids[1]!), {
      viewedBy: ['u-admin-vandijk'],
    });
    await renderApp('/dashboard/signaling?tender=ted-not-ours', { backend, locale: 'en' });
    expect(
      await screen.findByText('No tender selected', {}, { timeout: 45_000 }),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Reset viewed' }));
    // The first toast loads notistack (after the first screen, or at once when asked for).
    expect(
      await screen.findByText('1 tender is unread again.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const match = (await backend.state.docs.getDoc(refs.tenderMatch(COMPANY, ids[1]!))).data;
    expect(match?.viewedBy).toEqual([]);
  }, 120_000);
});
