/**
 * The fact sheet's licences, permits and registrations (issue 19, item 2): their own section below
 * the certificates, dates in the locale's words, an ended one flagged as certificates are, each
 * with its source; a sheet with only registrations is not "nothing found".
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  type CompanyFactSheet,
  type FactCitation,
  Timestamp,
  newKnowledgeBase,
  refs,
} from '@tender/core';
import { ADMIN, PASSWORD, makeDemo } from '../../backend/demo/testing';
import { renderApp } from '../../test/renderApp';

const COMPANY = 'van-dijk-bouw';
const TIMEOUT = { timeout: 50_000 };
const cite = (quote: string): FactCitation => ({
  documentId: 'd1',
  documentName: 'Vergunningen.pdf',
  page: 2,
  chunkId: 'c1',
  quote,
});

const sheet = (now: number): CompanyFactSheet => ({
  certificates: [],
  registrations: [
    {
      name: 'Vergunning voor tijdelijke bouwliften',
      issuer: 'Gemeente Lindenhoven',
      number: 'LH-BL-2031',
      holder: 'Van Dijk Bouw B.V.',
      issuedOn: null,
      expiresOn: '2099-03-14',
      citation: cite('Vergunningnummer: LH-BL-2031, geldig tot 14 maart 2099'),
    },
    {
      name: 'Waste carrier registration',
      issuer: null,
      number: 'WC-77812',
      holder: null,
      issuedOn: null,
      expiresOn: '2020-01-31',
      citation: cite('Registration No.: WC-77812, expired on 31 January 2020'),
    },
  ],
  schemes: [],
  referenceProjects: [],
  keyPeople: [],
  turnover: [],
  headcount: [],
  chunkCount: 1,
  model: null,
  extractedAt: Timestamp.fromMillis(now),
});

async function shown(locale: 'en' | 'nl') {
  const { backend } = await makeDemo();
  await backend.state.docs.setDoc(
    refs.knowledgeBase(COMPANY, 'kb1'),
    newKnowledgeBase(
      { name: 'Vergunningen', description: '', category: 'company_info', type: 'pretrained' },
      'u-admin-vandijk',
    ),
  );
  await backend.state.docs.setDoc(refs.factSheet(COMPANY, 'kb1'), sheet(Date.now()));
  await backend.auth.signInWithPassword(ADMIN, PASSWORD);
  await renderApp(`${locale === 'nl' ? '/nl' : ''}/dashboard/knowledgebase/kb1`, {
    backend,
    locale,
  });
  const panel = await screen.findByTestId('fact-sheet', undefined, TIMEOUT);
  const rows = await within(panel).findAllByTestId('fact-registration', undefined, TIMEOUT);
  return { panel, rows };
}

describe('FactSheetRegistrations', () => {
  it('(en) shows each registration with issuer, number, holder, end and source', async () => {
    const { panel, rows } = await shown('en');
    expect(
      within(panel).getByRole('table', { name: 'Licences, permits and registrations' }),
    ).toBeVisible();
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(
        /Vergunning voor tijdelijke bouwliften.*Gemeente Lindenhoven.*LH-BL-2031.*Van Dijk Bouw B\.V\..*14 Mar 2099.*Valid.*Vergunningen\.pdf, p\. 2/,
      ),
      expect.stringMatching(/Waste carrier registration.*WC-77812.*31 Jan 2020.*Expired/),
    ]);
    expect(within(rows[0]!).getByTestId('fact-citation')).toBeVisible();
    // The name heads its row, so a screen reader names the row it reads a cell of.
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Waste carrier registration');
    expect(within(panel).queryByText(/Training found no/)).toBeNull();
  }, 120_000);

  it('(nl) in Dutch words and dates', async () => {
    const { panel, rows } = await shown('nl');
    expect(
      within(panel).getByRole('table', { name: 'Vergunningen en registraties' }),
    ).toBeVisible();
    expect(within(panel).getByRole('columnheader', { name: 'Houder' })).toBeVisible();
    expect(rows[0]).toHaveTextContent(/14 mrt 2099.*Geldig/);
    expect(rows[1]).toHaveTextContent(/31 jan 2020.*Verlopen/);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent(
      'Vergunning voor tijdelijke bouwliften',
    );
  }, 120_000);
});
