import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import { useSnackbar } from '../app/toasts/toasts';

/** Writes text to the clipboard; false when the browser refused (no permission, insecure page). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** An icon button that copies `text` and says so (toast + a check mark for a moment). */
export function CopyButton({
  text,
  label,
  copiedMessage,
}: {
  text: string;
  /** Accessible name, e.g. 'Copy user ID of Sanne Jansen'. */
  label: string;
  copiedMessage: string;
}) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (await copyText(text)) {
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
      enqueueSnackbar(copiedMessage, { variant: 'success' });
    } else {
      enqueueSnackbar(t('users.errors.copy'), { variant: 'error' });
    }
  };
  return (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={() => void copy()}>
        {copied ? (
          <CheckOutlined fontSize="small" color="success" />
        ) : (
          <ContentCopyOutlined fontSize="small" />
        )}
      </IconButton>
    </Tooltip>
  );
}
