/** The header's "New …" button, on and off by role. */
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreateButton } from './CreateButton';

describe('CreateButton', () => {
  it('creates when allowed, with or without a reason to explain', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <>
        <CreateButton label="New project" onClick={onClick} />
        <CreateButton label="New customer" onClick={onClick} forbidden={false} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'New project' }));
    await user.click(screen.getByRole('button', { name: 'New customer' }));
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('is off for a role that may not create, and its tooltip says why', async () => {
    const user = userEvent.setup();
    render(
      <CreateButton
        label="New customer"
        onClick={() => undefined}
        forbidden="Only admins and managers add customers"
      />,
    );
    const button = screen.getByRole('button', { name: 'New customer' });
    expect(button).toBeDisabled();
    await user.hover(button.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Only admins and managers add customers',
    );
  });
});
