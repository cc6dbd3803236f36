/**
 * The app's toasts, without notistack on the first screen (issue 22, item 7): notistack (with its
 * styling engine, about 7 kB gzip) is a chunk ToastProvider mounts after the first screen, or at
 * once when something asks for a toast. Features call `useSnackbar()` from here, with notistack's
 * own `enqueueSnackbar(message, options)`; a toast asked for before notistack has loaded is shown
 * once it has (a few milliseconds), in order. Only this folder imports notistack.
 */
import type { OptionsObject, SnackbarKey, SnackbarMessage } from 'notistack';

type Enqueue = (message: SnackbarMessage, options: OptionsObject) => void;

/** The mounted toaster's enqueue; toasts asked for before it is mounted wait in `waiting`. */
let enqueueNow: Enqueue | undefined;
let waiting: Array<() => void> = [];
let mountToaster: (() => void) | undefined;
let lastKey = 0;

/**
 * Toaster.tsx, once notistack's provider is mounted: waiting toasts show, in order, and later ones
 * go straight to it. The returned function, on unmount, makes toasts wait for the next one.
 */
export function toasterMounted(enqueue: Enqueue): () => void {
  enqueueNow = enqueue;
  const pending = waiting;
  waiting = [];
  pending.forEach((show) => show());
  return () => {
    if (enqueueNow === enqueue) enqueueNow = undefined;
  };
}

/** ToastProvider: how to mount the toaster at once when a toast is asked for early. */
export function onToastWanted(mount: () => void): () => void {
  mountToaster = mount;
  return () => {
    if (mountToaster === mount) mountToaster = undefined;
  };
}

export function enqueueSnackbar(message: SnackbarMessage, options?: OptionsObject): SnackbarKey {
  const key = options?.key ?? `toast-${++lastKey}`;
  const show = () => enqueueNow?.(message, { ...options, key });
  if (enqueueNow) {
    show();
  } else {
    waiting.push(show);
    mountToaster?.();
  }
  return key;
}

const api = { enqueueSnackbar };

/** notistack's `useSnackbar`, for the one toaster ToastProvider mounts. */
export function useSnackbar(): typeof api {
  return api;
}
