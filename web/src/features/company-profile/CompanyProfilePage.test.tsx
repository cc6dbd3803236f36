/** The Company Profile page on the demo backend, with the real CPV 2008 list. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { refs } from '@tender/core';
import { makeDemo, PASSWORD } from '../../backend/demo/testing';
import { renderApp } from '../../test/renderApp';
import { serveCpvVocabulary } from '../cpv/testVocabulary';

const PAGE = '/dashboard/company-profile';

beforeEach(() => {
  serveCpvVocabulary();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function signedIn(email: string) {
  const demo = await makeDemo();
  await demo.backend.auth.signInWithPassword(email, PASSWORD);
  return demo.backend;
}

describe('Company Profile', () => {
  it('a manager finds CPV codes by Dutch words, sets the profile and criteria, and it survives a reload', async () => {
    const user = userEvent.setup();
    const backend = await signedIn('manager@vandijk.example');
    const seeded = (await backend.docs.getDoc(refs.company('van-dijk-bouw'))).data!;
    const next = seeded.bidNoBid.length + 1;
    const first = await renderApp(PAGE, { backend });

    const description = await screen.findByRole(
      'textbox',
      { name: 'General description' },
      { timeout: 15_000 },
    );
    expect(description).toHaveValue(seeded.profile.description);
    // The seeded codes show with their English labels once the list has loaded.
    const chosen = screen.getByRole('list', { name: 'Chosen CPV codes' });
    expect(await within(chosen).findByText('45000000-7 Construction work')).toBeInTheDocument();

    // Pasting rather than typing key by key keeps this long flow fast in jsdom.
    await user.clear(description);
    await user.click(description);
    await user.paste('Wegenbouw en openbare verlichting');
    await user.click(await screen.findByRole('searchbox', { name: 'Find CPV codes' }));
    await user.paste('wegenbouw');
    await user.click(
      await screen.findByRole('checkbox', { name: /45233120-6 Road construction works/ }),
    );
    const search = screen.getByRole('searchbox', { name: 'Find CPV codes' });
    await user.clear(search);
    await user.paste('straatverlichting');
    await user.click(
      await screen.findByRole('checkbox', { name: /50232100-1 Street-lighting maintenance/ }),
    );
    expect(within(chosen).getByText('45233120-6 Road construction works')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Delivery' }));
    await user.click(screen.getByRole('checkbox', { name: 'Rectification' }));
    await user.click(screen.getByRole('checkbox', { name: 'European' }));
    // Issue 21: the procedures the company bids in.
    await user.click(screen.getByRole('checkbox', { name: 'Competitive dialogue' }));
    await user.click(screen.getByRole('checkbox', { name: 'Open procedure' }));
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();

    // The second tab shares the form: the profile edits are still there after switching.
    await user.click(screen.getByRole('tab', { name: 'Bid-No-Bid Criteria' }));
    await user.click(screen.getByRole('button', { name: 'Add criterion' }));
    await user.click(screen.getByRole('textbox', { name: `Criterion ${next}: description` }));
    await user.paste('Werk binnen 50 km van Utrecht');
    await user.click(screen.getByRole('combobox', { name: `Criterion ${next}: importance` }));
    await user.click(await screen.findByRole('option', { name: 'Critical' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Company profile saved. Tender matches are being updated.'),
    ).toBeInTheDocument();

    const stored = (await backend.docs.getDoc(refs.company('van-dijk-bouw'))).data!;
    expect(stored.profile).toEqual({
      description: 'Wegenbouw en openbare verlichting',
      cpvCodes: [...seeded.profile.cpvCodes, '45233120-6', '50232100-1'],
      // Options keep the form's order, whatever order they were ticked in.
      contractTypes: ['services', 'delivery', 'work'],
      publicationTypes: ['prior_notice', 'contract_notice', 'rectification'],
      scope: ['national'], // 'European' was ticked in the seed: clicking it switched it off
      procedureTypes: ['open', 'competitive_dialogue'],
    });
    expect(stored.bidNoBid).toEqual([
      ...seeded.bidNoBid,
      { description: 'Werk binnen 50 km van Utrecht', importance: 'critical' },
    ]);
    first.unmount();

    // A new visit (in Dutch) shows what was saved, labels in Dutch.
    await renderApp(`/nl${PAGE}?tab=bid-no-bid`, { backend, locale: 'nl' });
    expect(
      await screen.findByRole(
        'textbox',
        { name: `Criterium ${next}: omschrijving` },
        { timeout: 15_000 },
      ),
    ).toHaveValue('Werk binnen 50 km van Utrecht');
    await user.click(screen.getByRole('tab', { name: 'Bedrijfsprofiel' }));
    expect(await screen.findByText('45233120-6 Wegenbouwwerken')).toBeInTheDocument();
  }, 60_000);

  it('refuses an empty criterion with the catalogue message and saves nothing', async () => {
    const user = userEvent.setup();
    const backend = await signedIn('admin@vandijk.example');
    const seeded = (await backend.docs.getDoc(refs.company('van-dijk-bouw'))).data!;
    await renderApp(`${PAGE}?tab=bid-no-bid`, { backend });
    await user.click(
      await screen.findByRole('button', { name: 'Add criterion' }, { timeout: 15_000 }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('Some fields need attention before saving.')).toBeInTheDocument();
    const stored = (await backend.docs.getDoc(refs.company('van-dijk-bouw'))).data!;
    expect(stored.bidNoBid).toEqual(seeded.bidNoBid);
  });

  it('users read the profile but cannot change it', async () => {
    const backend = await signedIn('sanne@vandijk.example');
    await renderApp(PAGE, { backend });
    expect(
      await screen.findByText(
        'Only admins and managers can change the company profile. You can read it.',
        undefined,
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'General description' })).toHaveAttribute(
      'readonly',
    );
    expect(screen.getByRole('checkbox', { name: 'Work' })).toBeDisabled();
    expect(screen.queryByRole('searchbox', { name: 'Find CPV codes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('45210000-2 Building construction work')).toBeInTheDocument(),
    );
  });

  it('without the CPV file the codes stay and the page says the list is unavailable', async () => {
    serveCpvVocabulary({ available: false });
    const backend = await signedIn('manager@vandijk.example');
    await renderApp(PAGE, { backend });
    expect(
      await screen.findByText(/The CPV list is not available in this installation/, undefined, {
        timeout: 15_000,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('45000000-7')).toBeInTheDocument();
  });
});
