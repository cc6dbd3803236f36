/**
 * The fact sheet's end-date cell says what a draft would (issue 19, item 6): a day only where the
 * evidence writes one, and 'to check' where certificateValidity.ts would not claim the record held.
 */
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { Locale } from '@tender/core';
import { createI18n } from '../../app/i18n/i18n';
import { LocaleContext } from '../../app/i18n/LocaleContext';
import { ExpiryCell } from './FactSheetParts';

const NOW = Date.parse('2026-06-01T09:00:00Z');
const record = (expiresOn: string, quote: string, issuedOn: string | null = null) => ({
  expiresOn,
  issuedOn,
  citation: { quote },
});

async function cells(locale: Locale, records: Record<string, ReturnType<typeof record>>) {
  const i18n = await createI18n(locale);
  render(
    <I18nextProvider i18n={i18n}>
      <LocaleContext.Provider value={locale}>
        {Object.entries(records).map(([id, r]) => (
          <div key={id} data-testid={id}>
            <ExpiryCell record={r} now={NOW} />
          </div>
        ))}
      </LocaleContext.Provider>
    </I18nextProvider>,
  );
}

describe('ExpiryCell', () => {
  it('(en) valid only with a day the quote writes; a month alone is to check', async () => {
    await cells('en', {
      day: record('2028-03-14', 'The crane inspection scheme runs until 14 March 2028.'),
      month: record('2026-06-30', 'Our asbestos removal certificate is valid until June 2026.'),
      numeric: record('2027-11-04', 'Approval WX-12, expiry 04/11/2027.'),
    });
    expect(screen.getByTestId('day')).toHaveTextContent(/14 Mar 2028.*Valid/);
    // The end may be 1 June 2026 (today): not claimed valid, no day invented.
    expect(screen.getByTestId('month')).toHaveTextContent(/—.*End date to check/);
    expect(screen.getByTestId('month')).not.toHaveTextContent(/Valid|Expires/);
    // Its order unsettled, the day is not stated (4 November or 11 April).
    expect(screen.getByTestId('numeric')).toHaveTextContent('—');
    expect(screen.getByTestId('numeric')).not.toHaveTextContent(/Nov|Apr/);
  });

  it('(nl) geldig alleen met een geschreven dag; alleen een jaar is na te kijken', async () => {
    await cells('nl', {
      day: record('2028-03-14', 'Het keurmerk voor hijswerk is geldig tot en met 14 maart 2028.'),
      year: record('2026-12-31', 'Onze erkenning voor bodemsanering loopt tot 2026.'),
    });
    expect(screen.getByTestId('day')).toHaveTextContent(/14 mrt 2028.*Geldig/);
    expect(screen.getByTestId('year')).toHaveTextContent(/—.*Einddatum nakijken/);
    expect(screen.getByTestId('year')).not.toHaveTextContent(/Geldig/);
  });

  it('shows an end worked out from the issue day and a term, marked as calculated (en, nl)', async () => {
    await cells('en', {
      term: record(
        '2028-05-03',
        'Certificate QM-88130. Issued: 4 May 2025. Term: 36 months from issue.',
        '2025-05-04',
      ),
      // A numeric end whose order is unsettled is no calculation: still no day.
      numeric: record(
        '2027-11-04',
        'Approval WX-12, issued 01/02/2025, expiry 04/11/2027.',
        '2025-02-01',
      ),
    });
    expect(screen.getByTestId('term')).toHaveTextContent(/3 May 2028.*\(calculated\).*Valid/);
    expect(screen.getByTestId('numeric')).not.toHaveTextContent(/calculated|Nov|Apr/);
  });

  it('(nl) een berekende einddatum staat er met "berekend" bij', async () => {
    await cells('nl', {
      term: record(
        '2028-02-11',
        'Afgegeven op 12 februari 2025; looptijd drie jaar.',
        '2025-02-12',
      ),
    });
    expect(screen.getByTestId('term')).toHaveTextContent(/11 feb 2028.*\(berekend\).*Geldig/);
  });
});
