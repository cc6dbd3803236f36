import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';

/**
 * Suggestions read from the project's documents, waiting for the user: nothing is saved until
 * they accept one or all; dismissing hides them.
 */
export function SuggestionCard({
  title,
  children,
  onAcceptAll,
  onDismissAll,
  disabled,
}: {
  title: string;
  children: ReactNode;
  onAcceptAll?: () => void;
  onDismissAll: () => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="info"
      icon={<AutoAwesomeOutlined />}
      variant="outlined"
      sx={{ mb: 2, '& .MuiAlert-message': { width: '100%' } }}
      role="region"
      aria-label={title}
    >
      <AlertTitle>{title}</AlertTitle>
      {children}
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
        {onAcceptAll && (
          <Button size="small" variant="contained" onClick={onAcceptAll} disabled={disabled}>
            {t('projects.suggestions.acceptAll')}
          </Button>
        )}
        <Button size="small" onClick={onDismissAll}>
          {t('projects.suggestions.dismissAll')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** 'tender.pdf, page 4' */
export function FactSource({ documentName, page }: { documentName: string; page: number }) {
  const { t } = useTranslation();
  return <>{t('projects.suggestions.source', { document: documentName, page })}</>;
}
