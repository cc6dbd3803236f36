import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../app/toasts/toasts';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import {
  canTransitionProject,
  nextProjectStatuses,
  refs,
  serverTimestamp,
  type Actor,
  type ProjectStatus,
} from '@tender/core';
import { useBackend } from '../../../backend/BackendContext';
import { ProjectStatusChip } from '../shared/ProjectStatusChip';
import { projectFailure } from '../shared/messages';

/**
 * The project's status, and for those allowed a menu of exactly the moves core's state machine
 * permits them from here (core/src/policy/projectStatus.ts; the rules check the same table).
 */
export function StatusMenu({
  companyId,
  projectId,
  ownerId,
  status,
  actor,
}: {
  companyId: string;
  projectId: string;
  ownerId: string;
  status: ProjectStatus;
  actor: Actor;
}) {
  const { t } = useTranslation();
  const backend = useBackend();
  const { enqueueSnackbar } = useSnackbar();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const targets = nextProjectStatuses(status).filter((to) =>
    canTransitionProject(actor, { companyId, ownerId, status }, to),
  );

  if (targets.length === 0)
    return (
      <ProjectStatusChip
        status={status}
        aria-label={t('projects.status.label', { status: t(`projects.status.${status}`) })}
      />
    );

  const change = async (to: ProjectStatus) => {
    setAnchor(null);
    setBusy(true);
    try {
      await backend.docs.updateDoc(refs.project(companyId, projectId), {
        status: to,
        updatedAt: serverTimestamp(),
      });
      enqueueSnackbar(t('projects.status.changed', { status: t(`projects.status.${to}`) }), {
        variant: 'success',
      });
    } catch (error) {
      enqueueSnackbar(projectFailure(error, 'projects.errors.update', t), { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <ProjectStatusChip
        status={status}
        clickable
        disabled={busy}
        onClick={(event) => setAnchor(event.currentTarget)}
        trailing={<ArrowDropDown fontSize="small" sx={{ ml: 0.25, mr: -0.75 }} />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'project-status-menu' : undefined}
        aria-label={t('projects.status.change', { status: t(`projects.status.${status}`) })}
      />
      <Menu
        id="project-status-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
      >
        {targets.map((to) => (
          <MenuItem key={to} onClick={() => void change(to)}>
            {t(`projects.status.moveTo.${to}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
