/**
 * Customers on the demo backend (the guarded store, the rules' twin): a manager creates one from a
 * tender's buyer on Signaling (twice: one customer), sees its tender and project, edits, is refused
 * a duplicate name and deletes it; a user reads the list in Dutch, searches, and cannot edit.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  Timestamp,
  newCustomer,
  newProject,
  refs,
  tenderDocId,
  type TenderMatch,
} from '@tender/core';
import { parseNoticeXml } from '@tender/core/tenders/index';
import { PASSWORD, makeDemo } from '../../backend/demo/testing';
import { renderApp } from '../../test/renderApp';

const COMPANY = 'van-dijk-bouw';
const TIMEOUT = { timeout: 30_000 };
// Vitest runs from the repository root; the data sits beside the clone (never copied into it).
const NOTICE = join(
  process.cwd(),
  '../shared/data/ted/eforms-real-notices/2024-OJS065-00191536.xml',
);

/** The demo with one real notice (Waterschap Rivierenland) matched to the company. */
async function seeded(email: string) {
  const { backend } = await makeDemo({ latencyMs: 0 });
  const record = parseNoticeXml(readFileSync(NOTICE, 'utf8'));
  const tenderId = tenderDocId(record.source, record.sourceId);
  await backend.state.docs.setDoc(refs.tender(tenderId), {
    ...record,
    fetchedAt: Timestamp.fromMillis(Date.now()),
  });
  const match: TenderMatch = {
    tenderId,
    score: 81,
    reasons: [],
    viewedBy: [],
    tender: {
      title: record.title,
      buyer: record.buyer,
      location: record.location,
      category: record.category,
      cpvCodes: record.cpvCodes,
      publishedAt: record.publishedAt,
      deadline: record.deadline,
    },
    createdAt: Timestamp.fromMillis(Date.now()),
  };
  await backend.state.docs.setDoc(refs.tenderMatch(COMPANY, tenderId), match);
  await backend.auth.signInWithPassword(email, PASSWORD);
  return { backend, tenderId, record };
}

describe('Customers', () => {
  it('a manager creates a customer from a buyer, sees its tender and project, edits and deletes it', async () => {
    const user = userEvent.setup();
    const { backend, tenderId, record } = await seeded('manager@vandijk.example');
    // A project made from the tender carries its buyer (spelt differently: still this customer).
    await backend.state.docs.setDoc(refs.project(COMPANY, 'p-dijk'), {
      ...newProject(
        { name: 'Dijkversterking Tiel', description: '', type: 'empty', tenderId: null },
        'u-manager-vandijk',
      ),
      buyer: 'WATERSCHAP  RIVIERENLAND',
    });
    const { router } = await renderApp(`/dashboard/signaling?tender=${tenderId}`, {
      backend,
      locale: 'en',
    });

    const panel = await screen.findByRole('dialog', undefined, TIMEOUT);
    await user.click(
      await within(panel).findByRole('button', { name: 'Create customer' }, TIMEOUT),
    );
    expect(await screen.findByText('Customer created from the buyer.')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Waterschap Rivierenland' }, TIMEOUT),
    ).toBeInTheDocument();
    const customerId = router.state.location.pathname.split('/').pop()!;
    expect((await backend.docs.getDoc(refs.customer(COMPANY, customerId))).data).toMatchObject({
      name: 'Waterschap Rivierenland',
      nameKey: 'waterschap rivierenland',
      type: 'waterBoard',
      registrationNumber: '30281419',
      place: 'Tiel, Netherlands',
      email: 'r.van.os@wsrl.nl',
      createdBy: 'u-manager-vandijk',
    });
    // Its details, its project and its tender.
    expect(screen.getByText('30281419')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'r.van.os@wsrl.nl' })).toHaveAttribute(
      'href',
      'mailto:r.van.os@wsrl.nl',
    );
    const projects = await screen.findByRole('region', { name: 'Projects (1)' }, TIMEOUT);
    expect(within(projects).getByRole('link', { name: 'Dijkversterking Tiel' })).toBeVisible();
    const tenders = await screen.findByRole('region', { name: 'Tenders (1)' }, TIMEOUT);
    expect(within(tenders).getByRole('link', { name: record.title })).toHaveAttribute(
      'href',
      `/dashboard/signaling?tender=${tenderId}`,
    );

    // The same buyer again: the existing customer opens, no second one.
    await router.navigate(`/dashboard/signaling?tender=${tenderId}`);
    const again = await screen.findByRole('dialog', undefined, TIMEOUT);
    await user.click(
      await within(again).findByRole('button', { name: 'Create customer' }, TIMEOUT),
    );
    expect(
      await screen.findByText('This buyer already is a customer; opening it.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dashboard/customers/${customerId}`),
    );
    expect((await backend.docs.getDocs(refs.customers(COMPANY))).docs).toHaveLength(1);

    // Edit: a bad e-mail is refused with the field's message; a good edit is saved.
    await user.click(await screen.findByRole('button', { name: 'Edit' }, TIMEOUT));
    const form = await screen.findByRole('dialog', { name: 'Edit customer' });
    const email = within(form).getByRole('textbox', { name: 'Email address' });
    await user.clear(email);
    await user.type(email, 'not-an-address');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Enter a valid email address')).toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'inkoop@wsrl.nl');
    await user.type(within(form).getByRole('textbox', { name: 'Contact person' }), 'Inkoop');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Customer saved.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'inkoop@wsrl.nl' })).toBeInTheDocument();

    // A new customer with the same name (however spelt) is refused, with a way to open the first.
    await router.navigate('/dashboard/customers');
    expect(await screen.findAllByTestId('customer-row', undefined, TIMEOUT)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'New customer' }));
    const create = await screen.findByRole('dialog', { name: 'New customer' });
    await user.click(within(create).getByRole('button', { name: 'Create customer' }));
    expect(await within(create).findByText('This field is required')).toBeInTheDocument();
    await user.type(
      within(create).getByRole('textbox', { name: 'Name' }),
      'waterschap rivierenland',
    );
    await user.click(within(create).getByRole('button', { name: 'Create customer' }));
    expect(
      await within(create).findByText('There already is a customer with this name.'),
    ).toBeInTheDocument();
    // Another name: the warning about the old one goes; back to it: the user submits again.
    const name = within(create).getByRole('textbox', { name: 'Name' });
    await user.type(name, ' oost');
    expect(within(create).queryByText('There already is a customer with this name.')).toBeNull();
    await user.clear(name);
    await user.type(name, 'waterschap rivierenland');
    await user.click(within(create).getByRole('button', { name: 'Create customer' }));
    expect(
      await within(create).findByText('There already is a customer with this name.'),
    ).toBeInTheDocument();
    await user.click(within(create).getByRole('button', { name: 'Open it' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dashboard/customers/${customerId}`),
    );

    // Delete, confirmed: back on the empty list.
    await user.click(await screen.findByRole('button', { name: 'Delete' }, TIMEOUT));
    const confirm = await screen.findByRole('dialog', { name: 'Delete customer?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete customer' }));
    expect(await screen.findByText('No customers yet', undefined, TIMEOUT)).toBeInTheDocument();
    expect((await backend.docs.getDocs(refs.customers(COMPANY))).docs).toHaveLength(0);
  }, 120_000);

  it('a user reads and searches in Dutch but cannot add, edit, delete or create from a buyer', async () => {
    const user = userEvent.setup();
    const { backend, tenderId } = await seeded('mohamed@vandijk.example');
    for (const [id, name, type] of [
      ['cu1', 'Gemeente Utrecht', 'municipality'],
      ['cu2', 'Provincie Gelderland', 'province'],
    ] as const) {
      await backend.state.docs.setDoc(
        refs.customer(COMPANY, id),
        newCustomer(
          {
            name,
            type,
            registrationNumber: '',
            place: '',
            contactName: '',
            email: '',
            phone: '',
            website: '',
            notes: '',
          },
          'u-admin-vandijk',
        ),
      );
    }
    const { router } = await renderApp('/nl/dashboard/customers', { backend, locale: 'nl' });
    expect(await screen.findAllByTestId('customer-row', undefined, TIMEOUT)).toHaveLength(2);
    expect(screen.getByText('Provincie')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nieuwe klant' })).toBeDisabled();

    await user.type(screen.getByRole('searchbox', { name: 'Klanten zoeken' }), 'utrecht');
    await waitFor(() => expect(screen.getAllByTestId('customer-row')).toHaveLength(1));
    await user.clear(screen.getByRole('searchbox', { name: 'Klanten zoeken' }));
    await user.type(screen.getByRole('searchbox', { name: 'Klanten zoeken' }), 'rotterdam');
    expect(await screen.findByText('Geen klanten gevonden voor “rotterdam”')).toBeInTheDocument();

    await router.navigate('/nl/dashboard/customers/cu1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gemeente Utrecht' }, TIMEOUT),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bewerken' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Verwijderen' })).toBeDisabled();
    expect(
      await screen.findByText('Geen gematchte aanbestedingen van deze opdrachtgever.'),
    ).toBeInTheDocument();

    // An id that is not one of the company's customers reads as not found.
    await router.navigate('/nl/dashboard/customers/cu-elsewhere');
    expect(await screen.findByText('Klant niet gevonden', undefined, TIMEOUT)).toBeInTheDocument();

    await router.navigate(`/nl/dashboard/signaling?tender=${tenderId}`);
    const panel = await screen.findByRole('dialog', undefined, TIMEOUT);
    expect(
      await within(panel).findByRole('button', { name: 'Klant aanmaken' }, TIMEOUT),
    ).toBeDisabled();
  }, 120_000);
});
