import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { DOCUMENT_ROLES, type DocumentRole } from '@tender/core';
import { useLocale } from '../../../app/i18n/LocaleContext';
import { DocumentMessages, DocumentStatus } from './DocumentStatus';
import { formatFileSize } from '../../../format/fileSize';
import { useDocumentProgress } from './useDocumentProgress';
import { type DocumentRow as Row, isInProgress } from './useProjectDocuments';
import type { QueueItem } from './useUploadQueue';

/** One stored document: name (opens the viewer), size, role, status; Cancel while uploading. */
export function DocumentRow({
  companyId,
  projectId,
  row,
  upload,
  canEdit,
  onRoleChange,
  onOpen,
  onCancelUpload,
}: {
  companyId: string;
  projectId: string;
  row: Row;
  /** This tab's upload of the file, while it runs. */
  upload: QueueItem | undefined;
  canEdit: boolean;
  onRoleChange: (role: DocumentRole) => void;
  onOpen: () => void;
  onCancelUpload: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const doc = row.data;
  const progress = useDocumentProgress(companyId, projectId, row.id, !upload && isInProgress(doc));
  const roleId = `document-role-${row.id}`;
  return (
    <Paper
      variant="outlined"
      component="li"
      data-testid="document-row"
      aria-label={doc.name}
      sx={{ p: 1.5, listStyle: 'none' }}
    >
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { md: 'center' } }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flex: 2, minWidth: 0 }}>
          <DescriptionOutlined color="action" />
          <Box sx={{ minWidth: 0 }}>
            <Button
              variant="text"
              onClick={onOpen}
              disabled={!!upload}
              sx={{
                p: 0,
                minWidth: 0,
                textAlign: 'left',
                textTransform: 'none',
                justifyContent: 'flex-start',
                maxWidth: '100%',
              }}
            >
              {/* bdi: a name written right-to-left cannot reorder the text around it. */}
              <Typography component="bdi" noWrap sx={{ fontWeight: 500 }} title={doc.name}>
                {doc.name}
              </Typography>
            </Button>
            <Typography variant="caption" color="text.secondary" component="div">
              {formatFileSize(doc.size, locale)}
              {doc.pageCount ? ` · ${t('documents.pages', { count: doc.pageCount })}` : ''}
            </Typography>
            {doc.documentKind && (
              <Chip
                size="small"
                variant="outlined"
                color="info"
                label={t(`documents.kind.${doc.documentKind}`)}
                data-testid="document-kind"
                sx={{ mt: 0.5 }}
              />
            )}
          </Box>
        </Stack>
        <Box sx={{ flex: 1, minWidth: 170 }}>
          <TextField
            select
            size="small"
            fullWidth
            id={roleId}
            label={t('documents.role.label')}
            value={doc.role}
            disabled={!canEdit}
            onChange={(event) => onRoleChange(event.target.value as DocumentRole)}
          >
            {DOCUMENT_ROLES.map((role) => (
              <MenuItem key={role} value={role}>
                {t(`documents.role.${role}`)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <Box sx={{ flex: 2, minWidth: 0 }}>
          <DocumentStatus doc={doc} progress={progress} uploadFraction={upload?.progress ?? null} />
        </Box>
        {upload && (
          <Button size="small" onClick={onCancelUpload}>
            {t('documents.upload.cancel')}
          </Button>
        )}
      </Stack>
      {/* Space above the messages only when there are any. */}
      <Box sx={{ mt: 1, '&:empty': { display: 'none' } }}>
        <DocumentMessages doc={doc} />
      </Box>
    </Paper>
  );
}
