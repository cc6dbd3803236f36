import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export function PageHeader({ title, actions }: { title: ReactNode; actions?: ReactNode }) {
  return (
    <Stack
      direction="row"
      sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 3, gap: 2 }}
    >
      <Typography variant="h1" component="h1">
        {title}
      </Typography>
      {actions}
    </Stack>
  );
}
