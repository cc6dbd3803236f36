import { useContext, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ButtonGroup from '@mui/material/ButtonGroup';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import DescriptionIcon from '@mui/icons-material/Description';
import type { Draft } from '@tender/core';
import { loadMessages } from '../../../../app/i18n/i18n';
import { saveBlob } from '../../../../components/download/saveBlob';
import { BackendContext } from '../../../../backend/BackendContext';
import { useMemberSession } from '../../../../app/session/useMemberSession';
import { PRINT } from '../print/draftPrint';
import { draftChecks, draftGaps } from '../gapJump';
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
export const gapCount = (draft: Draft): number => draftGaps(draft).length;

/** Notes to check before submitting ('[To check: …]'), marked or left out with the gaps. */
export const checkCount = (draft: Draft): number => draftChecks(draft).length;

/**
 * "Export to Word": builds the draft's .docx in the browser and saves it as '<project name>.docx'.
 * The writer (and the docx library, ~0.4 MB) loads on the first click only. A draft with gaps
 * still to write (issue 19) gets the choice beside the button: the click marks them in the file
 * (the default), the menu also exports without them.
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
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const openGaps = gapCount(draft);
  const openChecks = checkCount(draft);

  const exportDocx = async (choice: 'mark' | 'omit') => {
    setMenu(null);
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
      <ButtonGroup
        variant={buttonProps.variant ?? 'text'}
        size={buttonProps.size ?? 'medium'}
        disabled={building || buttonProps.disabled}
      >
        <Button
          startIcon={
            building ? <CircularProgress size={16} color="inherit" /> : <DescriptionIcon />
          }
          {...buttonProps}
          onClick={() => void exportDocx('mark')}
        >
          {building ? t('drafts.export.downloading') : t('drafts.export.download')}
        </Button>
        {openGaps + openChecks > 0 && (
          <Button
            {...buttonProps}
            aria-label={t('drafts.export.gaps.options')}
            aria-haspopup="menu"
            aria-controls={menu ? menuId : undefined}
            aria-expanded={menu ? 'true' : undefined}
            onClick={(e) => setMenu(e.currentTarget)}
            sx={{ px: 0.5, minWidth: 0 }}
          >
            <ArrowDropDownIcon />
          </Button>
        )}
      </ButtonGroup>
      <Menu
        id={menuId}
        anchorEl={menu}
        open={menu !== null}
        onClose={() => setMenu(null)}
        data-testid="export-gaps"
      >
        {openGaps > 0 && (
          <ListSubheader sx={{ lineHeight: 2.5 }}>
            {t('drafts.export.gaps.body', { count: openGaps })}
          </ListSubheader>
        )}
        {openChecks > 0 && (
          <ListSubheader sx={{ lineHeight: 2.5 }}>
            {t('drafts.export.gaps.checks', { count: openChecks })}
          </ListSubheader>
        )}
        <MenuItem onClick={() => void exportDocx('mark')}>{t('drafts.export.gaps.mark')}</MenuItem>
        <MenuItem onClick={() => void exportDocx('omit')}>{t('drafts.export.gaps.omit')}</MenuItem>
      </Menu>
      {state === 'failed' && (
        <Alert severity="error" closeText={t('common.close')} onClose={() => setState('idle')}>
          {t('drafts.export.failed')}
        </Alert>
      )}
    </Box>
  );
}
