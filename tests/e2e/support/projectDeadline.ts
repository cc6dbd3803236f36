/**
 * A project with a submission deadline five days ahead, made the way a user makes one: New
 * project on the projects page, then the deadline typed into the project's settings. The
 * dashboard's walks (demo backend, tests/e2e; firebase backend, tests/e2e-firebase) start here.
 */
import { expect as baseExpect, type Page } from '@playwright/test';
import { heading } from './app';
import { T } from './texts/projectTexts';
import type { Lang } from './users';

// The first save on a fresh demo store is slow on a busy box.
const expect = baseExpect.configure({ timeout: 30_000 });

/** ddmmyyyyhhmm of 12:00 five days from now in Amsterdam (the date picker's section order). */
export function fiveDaysAheadAtNoon(): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Amsterdam',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(Date.now() + 5 * 24 * 60 * 60 * 1000);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('day')}${get('month')}${get('year')}1200`;
}

/** Creates the project `name` from the projects page and sets its deadline; ends on its page. */
export async function createProjectWithDeadline(page: Page, lang: Lang, name: string) {
  const t = T[lang];
  await page.getByTestId('nav-projects').click();
  await expect(heading(page)).toHaveText(t.projects);
  await page.getByRole('button', { name: t.newProject }).first().click();
  const dialog = page.getByRole('dialog', { name: t.newProject });
  await dialog.getByRole('textbox', { name: t.name }).fill(name);
  await dialog.getByRole('button', { name: t.create }).click();
  await expect(heading(page)).toHaveText(name);
  await page.getByRole('button', { name: t.editSettings }).click();
  const settings = page.getByRole('dialog', { name: t.settings });
  await page.getByRole('group', { name: t.deadline }).getByRole('spinbutton').first().click();
  await page.keyboard.type(fiveDaysAheadAtNoon(), { delay: 20 });
  await settings.getByRole('button', { name: t.save, exact: true }).click();
  await expect(settings).toBeHidden();
}
