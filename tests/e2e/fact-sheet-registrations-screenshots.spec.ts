/**
 * Licences, permits and registrations on the knowledge base's fact sheet (issue 19, item 2) on the
 * demo backend, in English and Dutch: the company's administrator trains a knowledge base whose
 * only document holds two certificates and a permit (wording written for this test); the fact sheet
 * shows the permit in its own section below the certificates, its end in the page's language, and
 * a certificate whose end is a month only (this month: it may end any day now) as an end date to
 * check, never as valid (certificateValidity.ts validityOn).
 * Screenshots light and dark in artifacts/screenshots/fact-sheet-registrations-{en,nl}-{light,dark}.png.
 */
import { expect as baseExpect, test } from '@playwright/test';
import { colourMode } from './support/colourMode';
import { signInIn, trainedKnowledgeBase } from './support/tender';
import { NOORDZEE_ADMIN } from './support/users';

const expect = baseExpect.configure({ timeout: 60_000 });

/** This month in the language's words ('November 2026', 'november 2026'), read when the test runs. */
const thisMonth = (lang: 'en' | 'nl') =>
  new Date().toLocaleDateString(lang === 'en' ? 'en-GB' : 'nl-NL', {
    month: 'long',
    year: 'numeric',
  });

const T = {
  en: {
    admin: NOORDZEE_ADMIN.email,
    name: 'Permits and certificates',
    text: [
      'Certificate ISO 9001:2015',
      'Certificate number: QM-40218',
      'Issued by: Certivo Ltd',
      'Valid until: 30 June 2029',
      '',
      'Certificate ISO 14001:2015',
      'Certificate number: EM-77120',
      'Issued by: Certivo Ltd',
      `Valid until: ${thisMonth('en')}`,
      '',
      'Harbourside District Council - register of street works permits',
      'Permit type: Temporary closure of footways for scaffolding',
      'Permit No.: HDC-SW-2026-0417',
      'Holder: Noordzee Offshore Ltd',
      'Valid to: 31-OCT-2028',
    ].join('\n'),
    section: 'Licences, permits and registrations',
    end: '31 Oct 2028',
    check: 'End date to check',
  },
  nl: {
    admin: 'admin@stroomlijn.example',
    name: 'Vergunningen en certificaten',
    text: [
      'Certificaat ISO 9001:2015',
      'Certificaatnummer: QM-40218',
      'Uitgegeven door: Certivo B.V.',
      'Geldig t/m: 30 juni 2029',
      '',
      'Certificaat ISO 14001:2015',
      'Certificaatnummer: EM-77120',
      'Uitgegeven door: Certivo B.V.',
      `Geldig t/m: ${thisMonth('nl')}`,
      '',
      'Gemeente Kanaalzijde',
      'Vergunning voor het plaatsen van steigers op de openbare weg',
      'Vergunninghouder: Stroomlijn B.V.',
      'Vergunningnummer: KZ-STG-2026-0912',
      'Deze vergunning is van kracht tot en met 31 oktober 2028.',
    ].join('\n'),
    section: 'Vergunningen en registraties',
    end: '31 okt 2028',
    check: 'Einddatum nakijken',
  },
} as const;

for (const lang of ['en', 'nl'] as const) {
  const t = T[lang];
  test(`${lang}: the fact sheet shows a permit in its own section below the certificates`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await signInIn(page, lang, t.admin);
    await trainedKnowledgeBase(
      page,
      lang,
      {
        name: t.name,
        description: '',
        files: [{ name: `${t.name}.txt`, mimeType: 'text/plain', buffer: Buffer.from(t.text) }],
      },
      { timeout: 120_000 },
    );
    const sheet = page.getByTestId('fact-sheet');
    await expect(sheet.getByRole('heading', { name: t.section })).toBeVisible();
    const row = sheet.getByTestId('fact-registration');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(t.end);
    const certificates = sheet.getByTestId('fact-certificate');
    await expect(certificates).toHaveCount(2);
    // The month-only end is an amber 'to check', not a green 'valid'.
    const monthOnly = certificates.filter({ hasText: 'EM-77120' });
    await expect(monthOnly).toContainText(t.check);
    await expect(certificates.filter({ hasText: 'QM-40218' })).not.toContainText(t.check);
    for (const mode of ['light', 'dark'] as const) {
      await colourMode(page, lang, mode);
      await sheet.scrollIntoViewIfNeeded();
      await sheet.screenshot({
        path: `artifacts/screenshots/fact-sheet-registrations-${lang}-${mode}.png`,
      });
    }
  });
}
