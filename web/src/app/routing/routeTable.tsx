import type { RouteObject } from 'react-router';
import type { RouteHandle } from './handle';
import { messagesReady } from '../i18n/i18n';
import { authenticationRule, loginRule, onboardingRule } from './rules';

/** A route of the app; `lazy` loads its page module (which exports `Component`) on demand. */
type AppRoute = RouteObject & { handle?: RouteHandle };

/**
 * A page: its chunk and the message namespaces it uses (beyond boot and its layout's,
 * messageParts.ts) load side by side, so it never renders bare keys. routeMessages.test.ts checks
 * `messages` against the keys the page's modules use.
 */
const page = (
  handle: RouteHandle,
  messages: readonly string[],
  load: () => Promise<Record<string, unknown>>,
): Partial<AppRoute> => ({
  handle,
  lazy: async () => {
    const [module] = await Promise.all([load(), messagesReady(messages)]);
    return module;
  },
});

/** A dashboard page (the dashboard layout's namespaces come with the layout). */
const dashboardPage = page;

/** Dashboard pages: spec §2's table, paths relative to /dashboard. */
function dashboardChildren(): AppRoute[] {
  return [
    {
      index: true,
      ...dashboardPage(
        { titleKey: 'pages.dashboard.title' },
        ['dashboard', 'drafts', 'overview', 'projects', 'signaling'],
        () => import('../../features/dashboard/DashboardPage'),
      ),
    },
    {
      path: 'company-profile',
      ...dashboardPage(
        { titleKey: 'pages.companyProfile.title' },
        ['companyProfile', 'cpv', 'notificationSettings', 'signaling'],
        () => import('../../features/company-profile/CompanyProfilePage'),
      ),
    },
    {
      path: 'customers',
      ...dashboardPage(
        { titleKey: 'pages.customers.title' },
        ['customers'],
        () => import('../../features/customers/CustomersPage'),
      ),
    },
    {
      path: 'customers/:id',
      ...dashboardPage(
        { titleKey: 'pages.customerDetail.title' },
        ['customers', 'projects', 'signaling'],
        () => import('../../features/customers/CustomerDetailPage'),
      ),
    },
    // Support staff (no company) may open Help only (decideGuard).
    {
      path: 'help',
      ...dashboardPage(
        { titleKey: 'pages.help.title', support: true },
        ['tickets'],
        () => import('../../features/help/HelpPage'),
      ),
    },
    {
      path: 'help/:ticketId',
      ...dashboardPage(
        { titleKey: 'pages.helpTicket.title', support: true },
        ['tickets'],
        () => import('../../features/help/TicketDetailPage'),
      ),
    },
    {
      path: 'knowledgebase',
      ...dashboardPage(
        { titleKey: 'pages.knowledgebase.title' },
        ['knowledgeBases'],
        () => import('../../features/knowledgebase/KnowledgebasePage'),
      ),
    },
    {
      path: 'knowledgebase/:id',
      ...dashboardPage(
        { titleKey: 'pages.knowledgebaseDetail.title' },
        ['ai', 'documents', 'factSheet', 'knowledgeBases', 'users'],
        () => import('../../features/knowledgebase/KnowledgebaseDetailPage'),
      ),
    },
    {
      path: 'projects',
      ...dashboardPage(
        { titleKey: 'pages.projects.title' },
        ['projects'],
        () => import('../../features/projects/ProjectsPage'),
      ),
    },
    // Spec §2: the project detail has no fixed title; the page shows the project's name.
    {
      path: 'projects/:id',
      ...dashboardPage(
        {},
        [
          'ai',
          'chat',
          'documents',
          'draftPlan',
          'drafts',
          'knowledgeBases',
          'projects',
          'users',
          'websites',
        ],
        () => import('../../features/projects/ProjectDetailPage'),
      ),
    },
    // 'View all updates' of the notifications panel (issue 10); not in spec §2's table.
    {
      path: 'notifications',
      ...dashboardPage(
        { titleKey: 'pages.notifications.title' },
        [],
        () => import('../../features/notifications/NotificationsPage'),
      ),
    },
    {
      path: 'signaling',
      ...dashboardPage(
        { titleKey: 'pages.signaling.title' },
        [
          'companyProfile',
          'cpv',
          'customers',
          'digest',
          'notificationSettings',
          'projects',
          'signaling',
        ],
        () => import('../../features/signaling/SignalingPage'),
      ),
    },
    {
      path: 'userManagement',
      ...dashboardPage(
        { titleKey: 'pages.userManagement.title' },
        ['auth', 'users'],
        () => import('../../features/user-management/UserManagementPage'),
      ),
    },
    {
      path: 'visuals',
      ...dashboardPage(
        { titleKey: 'pages.visuals.title' },
        ['ai', 'visuals'],
        () => import('../../features/visuals/VisualsPage'),
      ),
    },
    {
      path: 'visuals/:visualId',
      ...dashboardPage(
        { titleKey: 'pages.visualDetail.title' },
        ['ai', 'visuals'],
        () => import('../../features/visuals/VisualDetailPage'),
      ),
    },
  ] as AppRoute[];
}

/** The pages under one locale (relative paths, so the same list serves '/' and '/nl'). */
export function localisedPages(): AppRoute[] {
  return [
    {
      index: true,
      ...page(
        { layout: 'main', titleKey: 'pages.home.title' },
        [],
        () => import('../../features/home/HomePage'),
      ),
    },
    {
      path: 'authentication',
      ...page(
        { layout: 'auth', titleKey: 'pages.authentication.title', rule: authenticationRule },
        ['auth'],
        () => import('../../features/auth/AuthenticationPage'),
      ),
    },
    {
      path: 'login',
      ...page(
        { layout: 'auth', rule: loginRule },
        [],
        () => import('../../features/auth/RedirectingPage'),
      ),
    },
    {
      path: 'onboarding',
      ...page(
        { layout: 'auth', titleKey: 'pages.onboarding.title', rule: onboardingRule },
        ['auth', 'onboarding'],
        () => import('../../features/auth/OnboardingPage'),
      ),
    },
    {
      path: 'dashboard',
      handle: { layout: 'dashboard', requiresAuth: true },
      children: dashboardChildren(),
    },
    // Anything else is a 404 (its loader throws), shown by the root error page.
    { path: '*', lazy: () => import('./notFoundRoute') },
  ] as AppRoute[];
}
