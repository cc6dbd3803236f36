/**
 * What a list shows when its page has no rows (no projects yet, nothing matches the search): an
 * icon, a title, a hint and at most one action, centred in an outlined panel. Every list page
 * uses this one so that "empty" looks the same everywhere.
 */
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import type SvgIcon from '@mui/material/SvgIcon';

export function ListEmptyState({
  icon: Icon,
  muted = false,
  title,
  titleAs = 'p',
  hint,
  action,
}: {
  icon: typeof SvgIcon;
  /** Grey icon instead of the primary colour. */
  muted?: boolean;
  title: string;
  /** 'h2' where the title is the page's next heading level (screen readers list it). */
  titleAs?: 'p' | 'h2';
  hint: string;
  /** A create button (with a plus icon), e.g. "New project". */
  action?: { label: string; onClick: () => void };
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 6 }, textAlign: 'center' }}>
      <Icon
        color={muted ? undefined : 'primary'}
        sx={{ fontSize: 48, mb: 1, ...(muted && { color: 'text.secondary' }) }}
      />
      <Typography variant="h6" component={titleAs} sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: action ? 2 : 0 }}>
        {hint}
      </Typography>
      {action && (
        <Button variant="outlined" startIcon={<AddOutlined />} onClick={action.onClick}>
          {action.label}
        </Button>
      )}
    </Paper>
  );
}
