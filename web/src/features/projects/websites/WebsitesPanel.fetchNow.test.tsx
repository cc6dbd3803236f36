/**
 * "Fetch now" on the demo backend: the fetchProjectWebsite callable runs core's scraper in the
 * browser with the browser's fetch (stubbed here: no network in tests).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Timestamp, newProject, refs } from '@tender/core';
import { ADMIN, PASSWORD, makeDemo } from '../../../backend/demo/testing';
import { renderApp } from '../../../test/renderApp';

const COMPANY = 'van-dijk-bouw';
const URL_1 = 'https://www.tenderned.nl/aankondigingen/overzicht/123';

afterEach(() => vi.unstubAllGlobals());

describe('Project websites: Fetch now', () => {
  it('fetches the page, flags a change, and says plainly when the browser may not read it', async () => {
    const user = userEvent.setup();
    const { backend } = await makeDemo();
    await backend.state.docs.setDoc(
      refs.project(COMPANY, 'p1'),
      newProject(
        { name: 'Brug', description: '', type: 'empty', tenderId: null },
        'u-admin-vandijk',
      ),
    );
    await backend.state.docs.setDoc(refs.website(COMPANY, 'p1', 'w1'), {
      url: URL_1,
      updateFrequencyDays: 7,
      active: true,
      autoScrape: true,
      lastUpdated: null,
      createdBy: 'u-admin-vandijk',
      createdAt: Timestamp.fromMillis(Date.now()),
    });
    let page = '<p>Sluitingsdatum 1 maart 2027</p>';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(page, { headers: { 'content-type': 'text/html' } })),
    );
    await backend.auth.signInWithPassword(ADMIN, PASSWORD);
    await renderApp('/dashboard/projects/p1', { backend, locale: 'en' });
    const site = async () =>
      (await backend.state.docs.getDoc(refs.website(COMPANY, 'p1', 'w1'))).data;

    const fetchNow = await screen.findByRole(
      'button',
      { name: `Fetch ${URL_1} now` },
      { timeout: 45_000 },
    );
    await user.click(fetchNow);
    expect(await screen.findByText(`Fetched ${URL_1}`)).toBeInTheDocument();
    expect((await site())?.lastText).toBe('Sluitingsdatum 1 maart 2027');
    await waitFor(() => expect(screen.getByText(/last updated/)).toBeInTheDocument());

    page = '<p>Sluitingsdatum 15 maart 2027</p>';
    await user.click(fetchNow);
    expect(await screen.findByText(`Fetched ${URL_1}: the page has changed`)).toBeInTheDocument();
    expect(await screen.findByText('Changed since last fetch')).toBeInTheDocument();

    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await user.click(fetchNow);
    expect(
      await screen.findByText(/Could not fetch .*: Your browser may not read this website/),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(/last attempt failed: Your browser may not read/),
    ).toBeInTheDocument();
    // The last good text is kept.
    expect((await site())?.lastText).toBe('Sluitingsdatum 15 maart 2027');
  }, 90_000);
});
