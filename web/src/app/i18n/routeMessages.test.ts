/**
 * Messages split per route (issue 22, item 7): every message key the modules of a layout or route
 * can reach must be in a namespace that is loaded for it — boot, its layout's, its own — or the
 * page would show bare keys. The keys are read statically: every string or template literal that
 * starts with a top-level namespace of locales/en.json followed by a dot ('projects.title',
 * `signaling.reason.${kind}`), in the module and everything it imports, statically or lazily,
 * stopping at other routes and layouts (they load their own). Core's keys are not followed (the
 * barrel reaches everything); the ones the screens show through forms are `validation`, in boot.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type { LayoutName } from '../routing/handle';
import { ACCESS_DENIED_NAMESPACES, BOOT_NAMESPACES, LAYOUT_NAMESPACES } from './messageParts';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const repo = resolve(src, '../..');
const namespaces = new Set(
  Object.keys(JSON.parse(readFileSync(resolve(repo, 'locales/en.json'), 'utf8')) as object),
);

function resolveModule(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const file of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

interface Route {
  name: string;
  module: string;
  layout: LayoutName | null;
  messages: readonly string[];
}

/** The routes of routeTable.tsx: each page(handle, messages, () => import(…)) call. */
function routesOfTable(): Route[] {
  const file = resolve(src, 'app/routing/routeTable.tsx');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const routes: Route[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      ['page', 'dashboardPage'].includes(node.expression.text)
    ) {
      const [handle, messages, load] = node.arguments;
      const spec = load && /import\('([^']+)'\)/.exec(load.getText(source))?.[1];
      if (!handle || !messages || !spec || !ts.isArrayLiteralExpression(messages)) {
        throw new Error(`routeTable.tsx: unreadable page(…) call: ${node.getText(source)}`);
      }
      const layout = node.expression.text === 'dashboardPage' ? 'dashboard' : layoutOf(handle);
      routes.push({
        name: spec.replace('../../features/', ''),
        module: resolveModule(file, spec)!,
        layout,
        messages: messages.elements.map((e) => (e as ts.StringLiteral).text),
      });
    }
    ts.forEachChild(node, visit);
  };
  const layoutOf = (handle: ts.Expression): LayoutName =>
    (/layout: '(\w+)'/.exec(handle.getText(source))?.[1] as LayoutName | undefined) ?? 'main';
  visit(source);
  return routes;
}

const layoutModules: Record<LayoutName, string> = {
  auth: resolve(src, 'app/layouts/AuthLayout.tsx'),
  dashboard: resolve(src, 'app/layouts/DashboardLayout.tsx'),
  main: resolve(src, 'app/layouts/MainLayout.tsx'),
};
const routes = routesOfTable();
const accessDenied = resolve(src, 'features/auth/AccessDeniedPage.tsx');
/** Modules that load their own messages: a walk from elsewhere stops there. */
const ownMessages = new Set([
  ...routes.map((r) => r.module),
  ...Object.values(layoutModules),
  accessDenied,
]);

/** Namespace → the first module (relative to web/src) that uses it, from `entry`'s graph. */
function namespacesUsed(entry: string, { lazy }: { lazy: boolean }): Map<string, string> {
  const used = new Map<string, string>();
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
    const imports = lazy
      ? /(?:from|import)\s*\(?\s*['"](\.[^'"]+)['"]/g
      : /(?:from|^import)\s*['"](\.[^'"]+)['"]/gm;
    for (const [, spec] of text.matchAll(imports)) {
      const next = resolveModule(file, spec!);
      if (next && !/\.test\.tsx?$/.test(next) && (next === entry || !ownMessages.has(next))) {
        stack.push(next);
      }
    }
    for (const [, ns] of text.matchAll(/['"`]([a-zA-Z]+)\.[\w${}.-]/g)) {
      if (namespaces.has(ns!) && !used.has(ns!)) used.set(ns!, relative(src, file));
    }
  }
  return used;
}

/** The namespaces `entry` uses that `loaded` lacks, with where each is used. */
function missing(entry: string, loaded: readonly string[], lazy = true): string[] {
  return [...namespacesUsed(entry, { lazy })]
    .filter(([ns]) => !loaded.includes(ns))
    .map(([ns, where]) => `${ns} (used in ${where})`);
}

describe('messages split per route', () => {
  it('finds every route of the route table', () => {
    expect(routes.length).toBeGreaterThanOrEqual(19);
    expect(routes.every((r) => r.module)).toBe(true);
  });

  it('boot holds what the entry renders before any route (shell, error page, toasts)', () => {
    expect(missing(resolve(src, 'main.tsx'), BOOT_NAMESPACES, false)).toEqual([]);
  });

  it.each(Object.entries(layoutModules))('the %s layout loads what it uses', (layout, module) => {
    const loaded = [...BOOT_NAMESPACES, ...LAYOUT_NAMESPACES[layout as LayoutName]];
    expect(missing(module, loaded)).toEqual([]);
  });

  it('the access-denied page loads what it uses', () => {
    expect(missing(accessDenied, [...BOOT_NAMESPACES, ...ACCESS_DENIED_NAMESPACES])).toEqual([]);
  });

  it.each(routes.map((r) => [r.name, r] as const))('route %s loads what it uses', (_, route) => {
    const loaded = [
      ...BOOT_NAMESPACES,
      ...(route.layout ? LAYOUT_NAMESPACES[route.layout] : []),
      ...route.messages,
    ];
    expect(missing(route.module, loaded)).toEqual([]);
  });

  it('every declared namespace exists in the messages', () => {
    const declared = [
      ...BOOT_NAMESPACES,
      ...Object.values(LAYOUT_NAMESPACES).flat(),
      ...ACCESS_DENIED_NAMESPACES,
      ...routes.flatMap((r) => r.messages),
    ];
    expect(declared.filter((ns) => !namespaces.has(ns))).toEqual([]);
  });

  it('the sign-in page loads only its own strings and the common ones', () => {
    const signIn = routes.find((r) => r.name === 'auth/AuthenticationPage')!;
    expect(signIn.layout).toBe('auth');
    expect([...LAYOUT_NAMESPACES.auth, ...signIn.messages]).toEqual(['auth']);
    // No feature page's namespace is in boot.
    const featureOnly = routes
      .filter((r) => r.layout === 'dashboard')
      .flatMap((r) => r.messages)
      .filter((ns) => BOOT_NAMESPACES.includes(ns));
    expect(featureOnly).toEqual([]);
  });
});
