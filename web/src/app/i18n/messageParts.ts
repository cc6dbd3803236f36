/**
 * The messages are split in two chunks per language: what the first render needs (sign-in, the
 * shell, errors, validation) and the top-level namespaces only dashboard feature pages use, which
 * load with the first of those pages (docs/decisions.md, "Messages in two parts"). A namespace not
 * listed here goes to the boot part: safe, only larger. Shared by the Vite plugin that builds the
 * parts (web/vite/localeParts.ts) and the loader (i18n.ts).
 */
export const FEATURE_NAMESPACES: readonly string[] = [
  'ai',
  'chat',
  'companyProfile',
  'cpv',
  'customers',
  'digest',
  'documents',
  'drafts',
  'factSheet',
  'help',
  'knowledgebase',
  'knowledgeBases',
  // The bell sits in the dashboard layout, which renders only after a dashboard route's loader
  // awaited these (routeTable.tsx: dashboardPage), so its texts need not be in the first render.
  'notifications',
  'notificationSettings',
  'overview',
  'projects',
  'signaling',
  'ticketMail',
  'tickets',
  'users',
  'visuals',
  'websites',
];

export const MESSAGE_PARTS = ['boot', 'features'] as const;
export type MessagePart = (typeof MESSAGE_PARTS)[number];

/** The part of a language's messages that `part` names. */
export function pickMessagePart(
  messages: Readonly<Record<string, unknown>>,
  part: MessagePart,
): Record<string, unknown> {
  const wanted = part === 'features';
  return Object.fromEntries(
    Object.entries(messages).filter(([key]) => FEATURE_NAMESPACES.includes(key) === wanted),
  );
}
