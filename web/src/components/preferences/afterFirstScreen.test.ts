import { afterEach, describe, expect, it, vi } from 'vitest';

// The first screen is marked once per visit: each test imports a fresh module.
async function freshDeferred() {
  vi.resetModules();
  return import('./deferred');
}

afterEach(() => vi.useRealTimers());

describe('afterFirstScreen: menus and tooltips wait for the first screen', () => {
  it('does not run while the page waits for its first screen, then runs when idle', async () => {
    vi.useFakeTimers();
    const { afterFirstScreen, markFirstScreen } = await freshDeferred();
    const task = vi.fn();
    afterFirstScreen(task);
    await vi.advanceTimersByTimeAsync(1000); // idle, but the figures are not there yet
    expect(task).not.toHaveBeenCalled();
    markFirstScreen();
    await vi.advanceTimersByTimeAsync(2500);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs at the latest FIRST_SCREEN_WAIT_MS later on a page that marks none', async () => {
    vi.useFakeTimers();
    const { afterFirstScreen, FIRST_SCREEN_WAIT_MS } = await freshDeferred();
    const task = vi.fn();
    afterFirstScreen(task);
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_WAIT_MS - 10);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2500);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled (the component unmounted)', async () => {
    vi.useFakeTimers();
    const { afterFirstScreen, markFirstScreen } = await freshDeferred();
    const task = vi.fn();
    const cancel = afterFirstScreen(task);
    cancel();
    markFirstScreen();
    await vi.advanceTimersByTimeAsync(5000);
    expect(task).not.toHaveBeenCalled();
  });
});
