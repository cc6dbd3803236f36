import { lazy, type ComponentType } from 'react';

/**
 * A component that is not part of the first screen (a menu, a tooltip): `Component` renders it
 * once loaded, `preload()` starts the load. Callers preload when the browser is idle after the
 * first render and when the user points at or focuses what opens it, so it is there by the click.
 * Keeps MUI's Menu, Popover, Modal, Tooltip and Popper out of the sign-in page's first render
 * (bench/first-render.mjs).
 */
export function deferred<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  return { Component: lazy(preload), preload };
}

/** Runs `task` once the browser is idle (after the first render's work), at most 2 s later. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}

/** How long what waits for the first screen waits at most, on a page that does not mark it. */
export const FIRST_SCREEN_WAIT_MS = 3000;
let firstScreenShown: () => void = () => undefined;
const firstScreen = new Promise<void>((resolve) => {
  firstScreenShown = resolve;
});

/**
 * The visit's first screen is there (the sign-in form, the dashboard's key figures). Until then
 * the browser is idle also while the page waits for its data, so an idle-time preload would
 * compete with the page's own chunks and land before its first screen (bench/first-render.mjs).
 */
export function markFirstScreen(): void {
  firstScreenShown();
}

/**
 * Runs `task` when idle after the visit's first screen (markFirstScreen), or after
 * FIRST_SCREEN_WAIT_MS on a page that does not mark one. For what a first screen does not need:
 * menus, tooltips, what comes after signing in.
 */
export function afterFirstScreen(task: () => void): () => void {
  let cancelled = false;
  let cancelIdle = () => undefined as void;
  const fallback = window.setTimeout(firstScreenShown, FIRST_SCREEN_WAIT_MS);
  void firstScreen.then(() => {
    window.clearTimeout(fallback);
    if (!cancelled) cancelIdle = whenIdle(task);
  });
  return () => {
    cancelled = true;
    window.clearTimeout(fallback);
    cancelIdle();
  };
}
