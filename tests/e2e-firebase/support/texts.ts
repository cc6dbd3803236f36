import { L, type Lang } from '../../e2e/support/users';

/**
 * The user-management texts of the demo e2e tier (L) plus the ones only these tests look for,
 * per language (locales/*.json). Kept literal: a missing translation fails here.
 */
export const T = {
  en: {
    ...L.en,
    prefix: '',
    search: 'Search by name or email',
    allRoles: 'All Roles',
    noMatches: 'No users match your search.',
    count: (n: number) => `${n} users`,
    countFiltered: (n: number, total: number) => `${n} of ${total} users`,
    disabledStatus: 'Disabled',
    roleChanged: (name: string, role: string) => `${name} is now ${role}`,
    disabledToast: (name: string) => `The account of ${name} is disabled`,
    enabledToast: (name: string) => `The account of ${name} is active again`,
    deletedToast: (name: string) => `${name} has been deleted`,
    wrongPassword: 'The email address or password is not correct.',
    accountDisabled: "This account has been disabled. Ask your company's administrator.",
    save: 'Save changes',
    saved: 'Profile saved',
    changePassword: 'Change password',
    passwordChanged: 'Your password has been changed',
  },
  nl: {
    ...L.nl,
    prefix: '/nl',
    search: 'Zoek op naam of e-mail',
    allRoles: 'Alle rollen',
    noMatches: 'Geen gebruikers gevonden voor je zoekopdracht.',
    count: (n: number) => `${n} gebruikers`,
    countFiltered: (n: number, total: number) => `${n} van ${total} gebruikers`,
    disabledStatus: 'Uitgeschakeld',
    roleChanged: (name: string, role: string) => `${name} is nu ${role}`,
    disabledToast: (name: string) => `Het account van ${name} is uitgeschakeld`,
    enabledToast: (name: string) => `Het account van ${name} is weer actief`,
    deletedToast: (name: string) => `${name} is verwijderd`,
    wrongPassword: 'Het e-mailadres of wachtwoord klopt niet.',
    accountDisabled: 'Dit account is uitgeschakeld. Vraag het na bij de beheerder van je bedrijf.',
    save: 'Wijzigingen opslaan',
    saved: 'Profiel opgeslagen',
    changePassword: 'Wachtwoord wijzigen',
    passwordChanged: 'Je wachtwoord is gewijzigd',
  },
} as const satisfies Record<Lang, unknown>;
