import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { afterFirstScreen } from '../../components/preferences/deferred';
import { TOAST_HOTKEY } from './toastConfig';
import { onToastWanted } from './toasts';

/** notistack's provider: after the first screen, or at the first toast (toasts.ts). */
const Toaster = lazy(() => import('./Toaster'));

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
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const mount = () => setMounted(true);
    const stopWaiting = onToastWanted(mount);
    const cancel = afterFirstScreen(mount);
    return () => {
      stopWaiting();
      cancel();
    };
  }, []);
  const region = toastRegion(t('toasts.region'));
  return (
    <>
      {children}
      {mounted && (
        <Suspense fallback={null}>
          <Toaster region={region} />
        </Suspense>
      )}
    </>
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
