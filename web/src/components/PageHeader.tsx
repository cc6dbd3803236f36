import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export function PageHeader({ title, actions }: { title: ReactNode; actions?: ReactNode }) {
  return (
    <Stack
      direction="row"
      // Wraps on a phone: the actions go under the title instead of widening the page (issue 21).
      sx={{
        alignItems: 'center',
        justifyContent: 'space-between',
        mb: 3,
        gap: 2,
        flexWrap: 'wrap',
      }}
    >
      <Typography variant="h1" component="h1" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {actions}
    </Stack>
  );
}
