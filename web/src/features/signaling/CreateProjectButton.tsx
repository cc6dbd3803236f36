import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../app/toasts/toasts';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import AddOutlined from '@mui/icons-material/AddOutlined';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import { useLocalePath } from '../../app/i18n/LocaleContext';
import { useBackend } from '../../backend/BackendContext';
import { signalingFailure } from './signalingFailure';

/** How long "Project created" shows before the redirect (spec: creating → success → redirect). */
const SUCCESS_MS = 600;

/**
 * "Create project" from the open tender: creating → success → the project's page. The callable
 * makes one project per tender, so a second click (or a colleague's) opens the same project.
 */
export function CreateProjectButton({ tenderId }: { tenderId: string }) {
  const { t } = useTranslation();
  const backend = useBackend();
  const navigate = useNavigate();
  const path = useLocalePath();
  const { enqueueSnackbar } = useSnackbar();
  const [state, setState] = useState<'idle' | 'creating' | 'success'>('idle');

  const create = async () => {
    setState('creating');
    try {
      const { projectId, created } = await backend.call('createProjectFromTender', { tenderId });
      setState('success');
      enqueueSnackbar(t(created ? 'signaling.project.created' : 'signaling.project.existing'), {
        variant: 'success',
      });
      setTimeout(() => void navigate(path(`/dashboard/projects/${projectId}`)), SUCCESS_MS);
    } catch (error) {
      setState('idle');
      enqueueSnackbar(signalingFailure(error, 'projects.errors.create', t), { variant: 'error' });
    }
  };

  return (
    <Button
      variant="contained"
      onClick={() => void create()}
      disabled={state !== 'idle'}
      aria-live="polite"
      startIcon={
        state === 'creating' ? (
          <CircularProgress size={16} color="inherit" />
        ) : state === 'success' ? (
          <CheckOutlined />
        ) : (
          <AddOutlined />
        )
      }
    >
      {t(`signaling.project.${state === 'idle' ? 'create' : state}`)}
    </Button>
  );
}
