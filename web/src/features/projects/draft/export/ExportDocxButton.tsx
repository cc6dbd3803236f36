import { useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
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

/** Requirements still to write, over all sections (the gaps the export marks or leaves out). */
export function gapCount(draft: Draft): number {
  // A damaged record without sections still reaches the export, which says it failed.
  if (!Array.isArray(draft.content)) return 0;
  return draft.content.reduce(
    (n, s) => n + (s.requirements ?? []).filter((r) => r.status === 'gap').length,
    0,
  );
}

/**
 * "Export to Word": builds the draft's .docx in the browser and saves it as '<project name>.docx'.
 * The writer (and the docx library, ~0.4 MB) loads on the first click only. A draft with gaps
 * still to write asks first whether the file marks them (the default) or leaves them out.
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
  const [choosing, setChoosing] = useState(false);
  const [gaps, setGaps] = useState<'mark' | 'omit'>('mark');
  const openGaps = gapCount(draft);

  const exportDocx = async (choice: 'mark' | 'omit') => {
    setChoosing(false);
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
        await draftToDocx(
          draft,
          { ...meta, gaps: choice, ...(visuals ? { visuals } : {}) },
          labels,
        ),
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
        onClick={() => (openGaps > 0 ? setChoosing(true) : void exportDocx('mark'))}
      >
        {building ? t('drafts.export.downloading') : t('drafts.export.download')}
      </Button>
      <Dialog
        open={choosing}
        onClose={() => setChoosing(false)}
        aria-labelledby="export-gaps-title"
        data-testid="export-gaps"
      >
        <DialogTitle id="export-gaps-title">{t('drafts.export.gaps.title')}</DialogTitle>
        <DialogContent>
          <Typography id="export-gaps-question">
            {t('drafts.export.gaps.body', { count: openGaps })}
          </Typography>
          <RadioGroup
            aria-labelledby="export-gaps-question"
            value={gaps}
            onChange={(e) => setGaps(e.target.value === 'omit' ? 'omit' : 'mark')}
            sx={{ mt: 1 }}
          >
            <FormControlLabel
              value="mark"
              control={<Radio />}
              label={t('drafts.export.gaps.mark')}
            />
            <FormControlLabel
              value="omit"
              control={<Radio />}
              label={t('drafts.export.gaps.omit')}
            />
          </RadioGroup>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setChoosing(false)}>{t('common.cancel')}</Button>
          <Button variant="contained" onClick={() => void exportDocx(gaps)}>
            {t('drafts.export.gaps.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
      {state === 'failed' && (
        <Alert severity="error" closeText={t('common.close')} onClose={() => setState('idle')}>
          {t('drafts.export.failed')}
        </Alert>
      )}
    </Box>
  );
}
