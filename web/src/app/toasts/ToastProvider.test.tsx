import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSnackbar } from './toasts';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n/i18n';
import { ToastProvider } from './ToastProvider';
import { TOAST_AUTO_HIDE_MS, TOAST_MAX } from './toastConfig';

function Trigger() {
  const { enqueueSnackbar } = useSnackbar();
  return (
    <button onClick={() => enqueueSnackbar(`Saved ${Date.now()}-${Math.random()}`)}>toast</button>
  );
}

describe('toasts', () => {
  it('uses the spec timings', () => {
    expect(TOAST_AUTO_HIDE_MS).toBe(5000);
    expect(TOAST_MAX).toBe(5);
  });

  it('F8 moves keyboard focus to the newest toast, at most 5 shown, in a labelled region', async () => {
    const user = userEvent.setup();
    const i18n = await createI18n('en');
    render(
      <I18nextProvider i18n={i18n}>
        <ToastProvider>
          <Trigger />
        </ToastProvider>
      </I18nextProvider>,
    );
    for (let i = 0; i < 7; i++) await user.click(screen.getByRole('button', { name: 'toast' }));
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    // Asked for before notistack had loaded (it loads after the first screen or at the first
    // toast): none is lost, and at most 5 show.
    await waitFor(() => expect(region.querySelectorAll('.notistack-MuiContent')).toHaveLength(5));
    await user.keyboard('{F8}');
    const toasts = region.querySelectorAll('.notistack-MuiContent');
    expect(document.activeElement).toBe(toasts[toasts.length - 1]);
  });

  it('a toast reaches a provider mounted again (none goes to one that is gone)', async () => {
    const user = userEvent.setup();
    const i18n = await createI18n('en');
    const tree = () => (
      <I18nextProvider i18n={i18n}>
        <ToastProvider>
          <Trigger />
        </ToastProvider>
      </I18nextProvider>
    );
    const first = render(tree());
    await user.click(screen.getByRole('button', { name: 'toast' }));
    await screen.findByText(/^Saved /, {}, { timeout: 10_000 });
    first.unmount();
    document.getElementById('toast-region')?.replaceChildren();
    render(tree());
    await user.click(screen.getByRole('button', { name: 'toast' }));
    expect(await screen.findByText(/^Saved /, {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
