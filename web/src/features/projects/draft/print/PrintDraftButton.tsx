import { useTranslation } from 'react-i18next';
import Button, { type ButtonProps } from '@mui/material/Button';
import PrintIcon from '@mui/icons-material/Print';
import { PRINT } from './draftPrint';

/**
 * Opens the browser's print dialog, where the draft can be printed or saved as PDF; the print
 * rules of DraftPrintLayout decide what is printed.
 */
export function PrintDraftButton(props: Omit<ButtonProps, 'onClick' | 'children'>) {
  const { t } = useTranslation();
  return (
    <Button
      startIcon={<PrintIcon />}
      {...props}
      className={[PRINT.hidden, props.className].filter(Boolean).join(' ')}
      onClick={() => window.print()}
    >
      {t('drafts.export.print')}
    </Button>
  );
}
