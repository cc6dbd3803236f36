import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_ROWS, useFirstRowsFirst } from './useFirstRowsFirst';

describe('useFirstRowsFirst', () => {
  it('renders the first rows at once and the rest after that paint', async () => {
    const { result, rerender } = renderHook(({ total }) => useFirstRowsFirst(total), {
      initialProps: { total: 51 },
    });
    expect(result.current).toBe(FIRST_ROWS);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(result.current).toBe(51);
    // The next page renders whole.
    rerender({ total: 40 });
    expect(result.current).toBe(40);
  });

  it('renders a short list whole at once', () => {
    const { result } = renderHook(() => useFirstRowsFirst(8));
    expect(result.current).toBe(8);
  });
});
