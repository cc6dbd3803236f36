import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { DataSources } from '@tender/core';
import { useLocalePath } from '../../../app/i18n/LocaleContext';
import { PreloadLink } from '../../../components/PreloadLink';
import { useKnowledgeBases } from './useKnowledgeBases';

/**
 * Which knowledge bases the draft may draw on: every one of the company's ("enable all", which
 * also covers ones created later) or a chosen few.
 */
export function DataSourcesField({
  companyId,
  value,
  onChange,
  disabled,
}: {
  companyId: string;
  value: DataSources;
  onChange: (next: DataSources) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const path = useLocalePath();
  const bases = useKnowledgeBases(companyId, true);

  const toggle = (id: string, on: boolean) =>
    onChange({
      ...value,
      knowledgeBaseIds: on
        ? [...value.knowledgeBaseIds, id]
        : value.knowledgeBaseIds.filter((x) => x !== id),
    });

  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {t('projects.settings.dataSources')}
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={value.enableAll}
            disabled={disabled}
            onChange={(event) => onChange({ ...value, enableAll: event.target.checked })}
          />
        }
        label={t('projects.settings.enableAll')}
      />
      {bases.status === 'loading' && <Skeleton height={40} />}
      {bases.status === 'error' && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {t('projects.errors.knowledgeBases')}
        </Alert>
      )}
      {bases.status === 'ready' && bases.data.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('projects.settings.noKnowledgeBases')}{' '}
          <Link component={PreloadLink} to={path('/dashboard/knowledgebase')}>
            {t('projects.settings.goToKnowledgeBases')}
          </Link>
        </Typography>
      )}
      {bases.status === 'ready' && bases.data.length > 0 && (
        <FormGroup sx={{ pl: 1 }}>
          {bases.data.map((kb) => (
            <FormControlLabel
              key={kb.id}
              control={
                <Checkbox
                  checked={value.enableAll || value.knowledgeBaseIds.includes(kb.id)}
                  disabled={disabled || value.enableAll}
                  onChange={(event) => toggle(kb.id, event.target.checked)}
                />
              }
              label={kb.name}
            />
          ))}
        </FormGroup>
      )}
    </fieldset>
  );
}
