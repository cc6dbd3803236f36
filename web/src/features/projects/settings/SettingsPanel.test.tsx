/**
 * The project's "Data and sources" panel (review of the tender screens, issue 17): the documents'
 * other dates read as the key facts do — the same kind names and the time the document states,
 * with its zone — in English and Dutch, whatever the browser's zone.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { type Locale, type Project, Timestamp, newProject } from '@tender/core';
import { AppProviders } from '../../../app/App';
import { createI18n } from '../../../app/i18n/i18n';
import { LocaleContext } from '../../../app/i18n/LocaleContext';
import { makeDemo } from '../../../backend/demo/testing';
import type { ProjectFacts } from '../documents/useProjectFacts';
import { SettingsPanel } from './SettingsPanel';

const source = { documentId: 'd1', documentName: 'leidraad.pdf' };
const DEADLINES: ProjectFacts['deadlines'] = [
  // Lindewaard probe tender, page 3: "9 maart 2027, 10:00 uur" (no zone: Dutch time).
  {
    value: { kind: 'other', date: '2027-03-09T10:00', label: 'Schouw' },
    page: 3,
    quote: '9 maart 2027, 10:00 uur',
    ...source,
  },
  // Severnvale ITT, page 3: "17:00 (UK time)" in March, written with its zone.
  {
    value: { kind: 'questions', date: '2027-03-19T17:00+00:00', label: 'Clarification' },
    page: 3,
    quote: '19 March 2027 17:00',
    ...source,
  },
];

async function show(locale: Locale, editable = false, facts = DEADLINES) {
  // The browser's zone is not the document's: a reader outside the Netherlands.
  process.env.TZ = 'America/New_York';
  const { backend } = await makeDemo();
  const i18n = await createI18n(locale);
  const created = newProject(
    { name: 'Speelvoorzieningen', description: '', type: 'empty', tenderId: null },
    'u1',
  );
  const project = {
    ...created,
    createdAt: Timestamp.fromMillis(0),
    updatedAt: Timestamp.fromMillis(0),
  } as unknown as Project;
  render(
    <AppProviders i18n={i18n} loaded={{ backend }}>
      <LocaleContext.Provider value={locale}>
        <SettingsPanel
          companyId="c1"
          projectId="p1"
          project={project}
          editable={editable}
          facts={facts}
        />
      </LocaleContext.Provider>
    </AppProviders>,
  );
  // The lines under the "Other dates in the documents" heading, as the reader sees them.
  await screen.findByText(i18n.t('projects.settings.heading'));
  const heading = screen.queryByText(i18n.t('projects.settings.otherDates'));
  if (!heading) return [];
  return [...heading.parentElement!.children].slice(1).map((l) => l.textContent);
}

const ZONE = process.env.TZ;
afterEach(() => {
  if (ZONE === undefined) delete process.env.TZ;
  else process.env.TZ = ZONE;
});

describe('SettingsPanel other dates', () => {
  it('reads as the document states them, in English', async () => {
    expect(await show('en')).toEqual([
      'Other date: 9 Mar 2027, 10:00 (leidraad.pdf, page 3)',
      'Questions: 19 Mar 2027, 17:00 (UTC+00:00) (leidraad.pdf, page 3)',
    ]);
  });

  it('reads as the document states them, in Dutch', async () => {
    expect(await show('nl')).toEqual([
      'Andere datum: 9 mrt 2027, 10:00 (leidraad.pdf, pagina 3)',
      'Vragen: 19 mrt 2027, 17:00 (UTC+00:00) (leidraad.pdf, pagina 3)',
    ]);
  });

  // Lindewaard page 7: "dinsdag 13 april 2027, 14:00 uur" (Dutch time), offered as the deadline.
  const SUBMISSION: ProjectFacts['deadlines'] = [
    {
      value: { kind: 'submission', date: '2027-04-13T14:00', label: 'Inschrijving' },
      page: 7,
      quote: 'dinsdag 13 april 2027, 14:00 uur',
      ...source,
    },
  ];

  for (const [locale, stated, local] of [
    ['en', '13 Apr 2027, 14:00', 'In your time zone: 13 Apr 2027, 08:00'],
    ['nl', '13 apr 2027, 14:00', 'In jouw tijdzone: 13 apr 2027, 08:00'],
  ] as const) {
    it(`offers the found deadline as the document states it, the reader's time beside (${locale})`, async () => {
      await show(locale, true, SUBMISSION);
      expect(await screen.findByText(stated)).toBeInTheDocument();
      expect(screen.getByText(local)).toBeInTheDocument();
    });
  }
});
