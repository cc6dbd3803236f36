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
