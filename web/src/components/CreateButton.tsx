/**
 * The "New …" button in a list page's header (projects, visuals, customers, tickets, knowledge
 * bases). Where a role may not create, `forbidden` turns it off and its tooltip says why; the
 * span lets the tooltip show on a disabled button.
 */
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import AddOutlined from '@mui/icons-material/AddOutlined';

export function CreateButton({
  label,
  onClick,
  forbidden,
}: {
  label: string;
  onClick: () => void;
  /** For pages where a role may not create: the translated reason, or false when it may. */
  forbidden?: string | false;
}) {
  const button = (
    <Button
      variant="contained"
      startIcon={<AddOutlined />}
      onClick={onClick}
      disabled={Boolean(forbidden)}
      sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      {label}
    </Button>
  );
  if (forbidden === undefined) return button;
  return (
    <Tooltip title={forbidden || ''}>
      <span>{button}</span>
    </Tooltip>
  );
}
