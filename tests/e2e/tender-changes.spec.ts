/**
 * Issue 21 on the demo backend, in English and Dutch: the real Zaanstad notice "Staal voor
 * bruggen" (125665-2025) and its two change notices (181988-2025, 217485-2025: the same notice
 * identifier) are one tender. Its detail lists the change notices with the deadline they moved;
 * a change notice has no row of its own. Screenshots of the detail in both languages.
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { PASSWORD, heading, signIn } from './support/app';
import { SANNE, VAN_DIJK_ADMIN, type Lang } from './support/users';

const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ timezoneId: 'Europe/Amsterdam' });

const T = {
  en: {
    title: 'Signaling',
    changes: 'Changes since publication',
    change: 'Change notice 181988-2025 of 20 Mar 2025',
    moved: 'Deadline moved from 10 Mar 2025, 12:00 to 31 Mar 2025, 12:00',
    procedure: 'Procedure',
    none: 'No tender selected',
  },
  nl: {
    title: 'Signalering',
    changes: 'Wijzigingen sinds publicatie',
    change: 'Wijzigingsaankondiging 181988-2025 van 20 mrt 2025',
    // Node's ICU writes '10 mrt 2025 12:00', Chromium's '10 mrt 2025, 12:00'.
    moved: /^Sluitingsdatum verschoven van 10 mrt 2025,? 12:00 naar 31 mrt 2025,? 12:00$/,
    procedure: 'Procedure',
    none: 'Geen aanbesteding geselecteerd',
  },
} as const;

const USERS = { en: SANNE, nl: VAN_DIJK_ADMIN } as const;
const prefix = (lang: Lang) => (lang === 'nl' ? '/nl' : '');

async function signInTo(page: Page, lang: Lang) {
  await page.goto('/authentication');
  await expect(heading(page)).toHaveText(/^(Sign in|Inloggen)$/, { timeout: 120_000 });
  const pageLang = new URL(page.url()).pathname.startsWith('/nl/') ? 'nl' : 'en';
  await signIn(page, USERS[lang].email, PASSWORD, pageLang);
  await expect(page.getByTestId('account-menu')).toBeVisible({ timeout: 60_000 });
}

for (const lang of ['en', 'nl'] as const) {
  test(`a merged change notice (${lang}): one tender, its changes listed`, async ({ page }) => {
    test.setTimeout(300_000);
    const t = T[lang];
    await signInTo(page, lang);
    // Client-side navigation first, so the demo stores and matches its tenders once.
    await page.getByTestId('nav-signaling').click();
    await expect(heading(page)).toHaveText(t.title, { timeout: 60_000 });
    await expect(page.getByTestId('signaling-row').first()).toBeVisible({ timeout: 120_000 });

    await page.goto(`${prefix(lang)}/dashboard/signaling?tender=ted-125665-2025`);
    const panel = page.getByRole('dialog');
    await expect(panel.getByText(t.changes)).toBeVisible({ timeout: 60_000 });
    await expect(panel.getByText(t.change)).toBeVisible();
    await expect(panel.getByText(t.moved)).toBeVisible();
    await expect(panel.getByText(t.procedure, { exact: true })).toBeVisible();
    await page.mouse.move(1270, 790);
    await page.screenshot({ path: `artifacts/screenshots/tender-changes-${lang}.png` });

    // The change notice is no row of its own: its id opens nothing.
    await page.goto(`${prefix(lang)}/dashboard/signaling?tender=ted-181988-2025`);
    await expect(page.getByRole('dialog').getByText(t.none)).toBeVisible({ timeout: 60_000 });
  });
}
