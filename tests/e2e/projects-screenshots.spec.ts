import { expect as baseExpect, test, type Page } from '@playwright/test';
import { COLOR_MODE_KEY, PASSWORD, heading, signIn } from './support/app';
import { NOORDZEE_ADMIN, VAN_DIJK_ADMIN } from './support/users';

/**
 * Screenshots of the projects list (empty and with projects) and the project page's three
 * workflow steps, in English and Dutch, light and dark, kept in artifacts/screenshots.
 */
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ timezoneId: 'Europe/Amsterdam' });

const T = {
  en: {
    empty: 'No projects yet',
    newProject: 'New project',
    name: 'Project name',
    description: 'Description',
    create: 'Create project',
    addCriterion: 'Add criterion',
    criterion: (n: number) => `Criterion ${n}`,
    weight: (n: number) => `Weight ${n}`,
    save: 'Save',
    criteriaTab: /Award Criteria/,
    additionalTab: /Additional Info/,
    writingStyle: 'Writing style',
    criteria: [
      ['Price', '40'],
      ['Quality of the work plan', '35'],
      ['Sustainability', '20'],
    ],
  },
  nl: {
    empty: 'Nog geen projecten',
    newProject: 'Nieuw project',
    name: 'Projectnaam',
    description: 'Omschrijving',
    create: 'Project aanmaken',
    addCriterion: 'Criterium toevoegen',
    criterion: (n: number) => `Criterium ${n}`,
    weight: (n: number) => `Weging ${n}`,
    save: 'Opslaan',
    criteriaTab: /Gunningscriteria/,
    additionalTab: /Aanvullende info/,
    writingStyle: 'Schrijfstijl',
    criteria: [
      ['Prijs', '40'],
      ['Kwaliteit plan van aanpak', '35'],
      ['Duurzaamheid', '20'],
    ],
  },
} as const;

async function shot(page: Page, name: string) {
  await page.mouse.move(1270, 790);
  // A full-page shot of a scrolled page draws the sticky top bar over the content.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `artifacts/screenshots/${name}.png`, fullPage: true });
}

// Each language and each colour mode once (English light, Dutch dark): the other two pairings
// repeated the same flow for two more sets of screenshots.
for (const [locale, mode] of [
  ['en', 'light'],
  ['nl', 'dark'],
] as const) {
  test(`projects screenshots: ${locale} ${mode}`, async ({ page }) => {
    test.setTimeout(240_000);
    const t = T[locale];
    await page.addInitScript(
      ([key, value]) => {
        if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
      },
      [COLOR_MODE_KEY, mode] as const,
    );
    await page.goto('/authentication');
    await expect(heading(page)).toHaveText(/^(Sign in|Inloggen)$/);
    const pageLang = new URL(page.url()).pathname.startsWith('/nl/') ? 'nl' : 'en';
    await signIn(
      page,
      locale === 'nl' ? VAN_DIJK_ADMIN.email : NOORDZEE_ADMIN.email,
      PASSWORD,
      pageLang,
    );
    await expect(page.getByTestId('account-menu')).toBeVisible();
    await page.getByTestId('nav-projects').click();
    await expect(page.getByText(t.empty)).toBeVisible();
    await shot(page, `projects-empty-${locale}-${mode}`);

    const names =
      locale === 'nl'
        ? ['Onderhoud kademuren Amsterdam-Noord', 'Vervanging brug Zuidas', 'Fietspad N201']
        : ['Quay wall maintenance Amsterdam-Noord', 'Zuidas bridge replacement', 'Cycle path N201'];
    for (const name of names) {
      await page.getByRole('button', { name: t.newProject }).first().click();
      const dialog = page.getByRole('dialog', { name: t.newProject });
      await dialog.getByRole('textbox', { name: t.name }).fill(name);
      await dialog
        .getByRole('textbox', { name: t.description })
        .fill(
          locale === 'nl'
            ? 'Europese aanbesteding, openbare procedure'
            : 'EU tender, open procedure',
        );
      await dialog.getByRole('button', { name: t.create }).click();
      await expect(heading(page)).toHaveText(name);
      if (name !== names[names.length - 1]) await page.goBack();
    }
    await shot(page, `project-documents-${locale}-${mode}`);

    await page.getByRole('tab', { name: t.criteriaTab }).click();
    for (const [i, [criterion, weight]] of t.criteria.entries()) {
      await page.getByRole('button', { name: t.addCriterion }).click();
      await page.getByRole('textbox', { name: t.criterion(i + 1) }).fill(criterion);
      await page.getByRole('spinbutton', { name: t.weight(i + 1) }).fill(weight);
    }
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page.getByRole('button', { name: t.save, exact: true })).toHaveCount(0);
    await shot(page, `project-criteria-${locale}-${mode}`);

    await page.getByRole('tab', { name: t.additionalTab }).click();
    await page
      .getByRole('textbox', { name: t.writingStyle })
      .fill(
        locale === 'nl' ? 'Beknopt, actief, B1-niveau' : 'Concise, active voice, plain English',
      );
    await shot(page, `project-additional-${locale}-${mode}`);

    // Steps replace the history entry, so one step back is the list.
    await page.goBack();
    await expect(page.getByRole('table')).toBeVisible();
    await shot(page, `projects-list-${locale}-${mode}`);
  });
}
