import { useEffect } from 'react';
import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { TOAST_ANCHOR, TOAST_AUTO_HIDE_MS, TOAST_EXIT_MS, TOAST_MAX } from './toastConfig';
import { toasterMounted } from './toasts';

/**
 * notistack's provider, alone (no children: toasts reach it through notistack's global
 * `enqueueSnackbar`, which follows the mounted provider). A chunk of its own (toasts.ts).
 */
export default function Toaster({ region }: { region: HTMLElement | undefined }) {
  useEffect(() => toasterMounted((message, options) => enqueueSnackbar(message, options)), []);
  return (
    <SnackbarProvider
      maxSnack={TOAST_MAX}
      autoHideDuration={TOAST_AUTO_HIDE_MS}
      anchorOrigin={TOAST_ANCHOR}
      transitionDuration={{ exit: TOAST_EXIT_MS }}
      domRoot={region}
    />
  );
}
