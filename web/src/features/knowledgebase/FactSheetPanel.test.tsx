/** The fact sheet on the knowledge base page: empty before training, then its facts, live. */
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
  documentName: 'Bedrijfsprofiel.pdf',
  page: 3,
  chunkId: 'c1',
  quote,
});
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('FactSheetPanel', () => {
  it('says to train before a fact sheet exists, then shows its facts with expiry flags and sources', async () => {
    const { backend } = await makeDemo();
    await backend.state.docs.setDoc(
      refs.knowledgeBase(COMPANY, 'kb1'),
      newKnowledgeBase(
        {
          name: 'Bedrijfsinformatie',
          description: '',
          category: 'company_info',
          type: 'pretrained',
        },
        'u-admin-vandijk',
      ),
    );
    await backend.auth.signInWithPassword(ADMIN, PASSWORD);
    await renderApp('/dashboard/knowledgebase/kb1', { backend });
    const panel = await screen.findByTestId('fact-sheet', undefined, TIMEOUT);
    await within(panel).findByText(
      'Train the knowledge base to extract its fact sheet.',
      undefined,
      TIMEOUT,
    );

    const now = Date.now();
    const sheet: CompanyFactSheet = {
      certificates: [
        {
          scheme: 'ISO 9001',
          name: 'ISO 9001:2015',
          level: null,
          issuer: 'DNV',
          number: 'NL-1',
          issuedOn: null,
          expiresOn: iso(now - 10 * DAY),
          citation: cite('ISO 9001:2015 door DNV'),
        },
        {
          scheme: 'VCA**',
          name: 'VCA**',
          level: null,
          issuer: null,
          number: null,
          issuedOn: null,
          expiresOn: iso(now + 30 * DAY),
          citation: cite(`VCA** geldig tot ${iso(now + 30 * DAY)}`),
        },
        {
          scheme: 'ISO 14001',
          name: 'ISO 14001',
          level: null,
          issuer: null,
          number: null,
          issuedOn: null,
          expiresOn: iso(now + 400 * DAY),
          citation: cite(`ISO 14001, valid until ${iso(now + 400 * DAY)}`),
        },
      ],
      schemes: ['ISO 9001', 'ISO 14001', 'VCA**'],
      referenceProjects: [
        {
          title: 'Renovatie Catharijnesingel',
          client: 'Gemeente Utrecht',
          year: 2022,
          value: { amount: 1_200_000, currency: 'EUR' },
          description: null,
          citation: cite('Referentieproject: Renovatie Catharijnesingel'),
        },
      ],
      keyPeople: [
        {
          name: 'Jan de Vries',
          role: 'Projectleider',
          citation: cite('Projectleider: Jan de Vries'),
        },
      ],
      turnover: [
        {
          amount: 12_400_000,
          currency: 'EUR',
          year: 2023,
          citation: cite('omzet 2023: € 12,4 miljoen'),
        },
      ],
      headcount: [{ count: 1250, year: 2024, citation: cite('1.250 medewerkers') }],
      chunkCount: 1,
      model: null,
      extractedAt: Timestamp.fromMillis(now),
    };
    await backend.state.docs.setDoc(refs.factSheet(COMPANY, 'kb1'), sheet);

    const rows = await within(panel).findAllByTestId('fact-certificate', undefined, TIMEOUT);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/ISO 9001:2015.*DNV.*NL-1.*Expired.*Bedrijfsprofiel\.pdf, p\. 3/),
      expect.stringMatching(/VCA\*\*.*Expires within 90 days/),
      expect.stringMatching(/ISO 14001.*Valid/),
    ]);
    // Each certificate's name heads its row (read out with the row's other cells).
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'ISO 9001:2015',
      'VCA**',
      'ISO 14001',
    ]);
    expect(within(panel).getByTestId('fact-project')).toHaveTextContent(
      /Renovatie Catharijnesingel.*Gemeente Utrecht.*2022.*€\s?1,200,000/,
    );
    expect(within(panel).getByTestId('fact-person')).toHaveTextContent(
      /Jan de Vries.*Projectleider/,
    );
    expect(within(panel).getByTestId('fact-turnover')).toHaveTextContent(
      /Turnover 2023.*€\s?12,400,000/,
    );
    expect(within(panel).getByTestId('fact-headcount')).toHaveTextContent(/Employees 2024.*1,250/);
  }, 120_000);
});
