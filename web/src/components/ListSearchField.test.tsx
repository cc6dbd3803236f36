/** The shared search box above customers, visuals and knowledge bases. */
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListSearchField } from './ListSearchField';

function Searching() {
  const [search, setSearch] = useState('');
  return (
    <>
      <ListSearchField label="Search customers" value={search} onChange={setSearch} />
      <output>{search}</output>
    </>
  );
}

describe('ListSearchField', () => {
  it('is a search box named by its label that hands every keystroke to the list', async () => {
    const user = userEvent.setup();
    render(<Searching />);
    const box = screen.getByRole('searchbox', { name: 'Search customers' });
    await user.type(box, 'gem');
    expect(box).toHaveValue('gem');
    expect(screen.getByRole('status')).toHaveTextContent('gem');
  });
});
