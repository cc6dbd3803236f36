import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import type { Actor, Project } from '@tender/core';
import { StatusMenu } from './StatusMenu';

/** Name (the page's heading), status with its menu, type, and why editing is off when it is. */
export function ProjectHeader({
  companyId,
  projectId,
  project,
  actor,
  canEdit,
  contentEditable,
}: {
  companyId: string;
  projectId: string;
  project: Project;
  actor: Actor;
  canEdit: boolean;
  contentEditable: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="h1" component="h1" sx={{ overflowWrap: 'anywhere', mb: 1 }}>
        {project.name}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <StatusMenu
          companyId={companyId}
          projectId={projectId}
          ownerId={project.ownerId}
          status={project.status}
          actor={actor}
        />
        <Chip size="small" label={t(`projects.types.${project.type}`)} />
        {(!canEdit || !contentEditable) && (
          <Chip
            size="small"
            variant="outlined"
            icon={<LockOutlined />}
            label={!canEdit ? t('projects.detail.readOnly') : t('projects.detail.frozen')}
          />
        )}
      </Stack>
      {project.description && (
        <Typography
          variant="body1"
          color="text.secondary"
          sx={{ mt: 1.5, maxWidth: 900, whiteSpace: 'pre-line' }}
        >
          {project.description}
        </Typography>
      )}
    </Box>
  );
}
