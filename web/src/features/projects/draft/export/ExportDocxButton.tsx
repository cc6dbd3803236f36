import { useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DescriptionIcon from '@mui/icons-material/Description';
import type { Draft } from '@tender/core';
import { loadMessages } from '../../../../app/i18n/i18n';
import { saveBlob } from '../../../../components/download/saveBlob';
import { BackendContext } from '../../../../backend/BackendContext';
import { useMemberSession } from '../../../../app/session/useMemberSession';
import { PRINT } from '../print/draftPrint';
import type { DraftExportMeta } from './draftToDocx';

/**
 * The file name a download of the draft gets: the project's name as the user wrote it, minus the
 * characters Windows and macOS refuse in file names ('Brug A/B' → 'Brug A-B.docx').
 */
export function docxFileName(projectName: string): string {
  const name = projectName
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001F<>:"/\\|?*]+/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.-]+|[.\s]+$/g, '')
    .slice(0, 120);
  return `${name || 'draft'}.docx`;
}

/**
 * "Export to Word": builds the draft's .docx in the browser and saves it as '<project name>.docx'.
 * The writer (and the docx library, ~0.4 MB) loads on the first click only.
 */
export function ExportDocxButton({
  draft,
  meta,
  ...buttonProps
}: { draft: Draft; meta: DraftExportMeta } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const { t, i18n } = useTranslation();
  // Optional: the button is also rendered alone (tests); without a backend, visuals are named only.
  const backend = useContext(BackendContext);
  const session = useMemberSession();
  const [state, setState] = useState<'idle' | 'building' | 'failed'>('idle');

  const exportDocx = async () => {
    setState('building');
    try {
      const [{ draftToDocx }, { docxLabelsIn }, { loadDocxVisuals }] = await Promise.all([
        import('./draftToDocx'),
        import('./docxLabels'),
        import('./docxVisuals'),
      ]);
      const labels = await docxLabelsIn(i18n, meta.language, loadMessages);
      const visuals =
        backend && session ? await loadDocxVisuals(backend, session.companyId, draft) : undefined;
      saveBlob(
        await draftToDocx(draft, { ...meta, ...(visuals ? { visuals } : {}) }, labels),
        docxFileName(meta.projectName),
      );
      setState('idle');
    } catch (error) {
      console.error('DOCX export failed', error);
      setState('failed');
    }
  };

  const building = state === 'building';
  return (
    <Box className={PRINT.hidden} sx={{ display: 'inline-flex', flexDirection: 'column', gap: 1 }}>
      <Button
        startIcon={building ? <CircularProgress size={16} color="inherit" /> : <DescriptionIcon />}
        {...buttonProps}
        disabled={building || buttonProps.disabled}
        onClick={() => void exportDocx()}
      >
        {building ? t('drafts.export.downloading') : t('drafts.export.download')}
      </Button>
      {state === 'failed' && (
        <Alert severity="error" closeText={t('common.close')} onClose={() => setState('idle')}>
          {t('drafts.export.failed')}
        </Alert>
      )}
    </Box>
  );
}
