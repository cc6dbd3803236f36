import { useEffect, type ReactNode } from 'react';
import { SnackbarProvider } from 'notistack';
import { useTranslation } from 'react-i18next';
import {
  TOAST_ANCHOR,
  TOAST_AUTO_HIDE_MS,
  TOAST_EXIT_MS,
  TOAST_HOTKEY,
  TOAST_MAX,
} from './toastConfig';

export const TOAST_REGION_ID = 'toast-region';

/** Moves keyboard focus to the newest toast, so keyboard and screen-reader users can reach it. */
export function focusNewestToast(root: ParentNode = document): boolean {
  const toasts = root.querySelectorAll<HTMLElement>(`#${TOAST_REGION_ID} .notistack-MuiContent`);
  const newest = toasts[toasts.length - 1];
  if (!newest) return false;
  newest.tabIndex = -1;
  newest.focus();
  return true;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === TOAST_HOTKEY && focusNewestToast()) event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <SnackbarProvider
      maxSnack={TOAST_MAX}
      autoHideDuration={TOAST_AUTO_HIDE_MS}
      anchorOrigin={TOAST_ANCHOR}
      transitionDuration={{ exit: TOAST_EXIT_MS }}
      domRoot={toastRegion(t('toasts.region'))}
    >
      {children}
    </SnackbarProvider>
  );
}

/** A labelled landmark for the toasts (F8 target), created once. */
function toastRegion(label: string): HTMLElement | undefined {
  if (typeof document === 'undefined') return undefined;
  let region = document.getElementById(TOAST_REGION_ID);
  if (!region) {
    region = document.createElement('section');
    region.id = TOAST_REGION_ID;
    document.body.appendChild(region);
  }
  region.setAttribute('aria-label', label);
  return region;
}
