import { useTranslation } from 'react-i18next';
import { getIn, type FormikProps } from 'formik';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { IMPORTANCE_LEVELS, LIMITS, parseValidationMessage, type Importance } from '@tender/core';
import type { ProfileFormValues } from './profileForm';

const IMPORTANCE_COLOR: Record<Importance, 'default' | 'info' | 'warning' | 'error'> = {
  low: 'default',
  medium: 'info',
  high: 'warning',
  critical: 'error',
};

/**
 * Tab 2: the criteria a tender is weighed against for a bid/no-bid indication (spec §3), each a
 * description and an importance. Editors add, change and remove rows; readers see a list.
 */
export function BidNoBidTab({
  form,
  readOnly,
}: {
  form: FormikProps<ProfileFormValues>;
  readOnly: boolean;
}) {
  const { t, i18n } = useTranslation();
  const criteria = form.values.bidNoBid;
  const message = (raw: unknown) => {
    if (typeof raw !== 'string') return undefined;
    const { key, params } = parseValidationMessage(raw);
    return i18n.exists(key) ? t(key, params) : raw;
  };
  const errorAt = (index: number, name: 'description' | 'importance') =>
    getIn(form.touched, `bidNoBid.${index}.${name}`)
      ? message(getIn(form.errors, `bidNoBid.${index}.${name}`))
      : undefined;
  const listError = message(typeof form.errors.bidNoBid === 'string' ? form.errors.bidNoBid : '');

  const setCriteria = (next: ProfileFormValues['bidNoBid']) =>
    void form.setFieldValue('bidNoBid', next);

  if (readOnly) {
    return criteria.length === 0 ? (
      <Typography color="text.secondary">{t('companyProfile.bidNoBid.empty')}</Typography>
    ) : (
      <List aria-label={t('companyProfile.bidNoBid.listLabel')}>
        {criteria.map((c, i) => (
          <ListItem key={i} divider>
            <ListItemText primary={c.description} />
            <Chip
              size="small"
              color={IMPORTANCE_COLOR[c.importance]}
              label={t(`companyProfile.importance.${c.importance}`)}
            />
          </ListItem>
        ))}
      </List>
    );
  }

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('companyProfile.bidNoBid.intro')}
      </Typography>
      {criteria.length === 0 && (
        <Typography color="text.secondary">{t('companyProfile.bidNoBid.empty')}</Typography>
      )}
      {criteria.map((criterion, index) => {
        const number = index + 1;
        return (
          <Paper
            key={index}
            variant="outlined"
            component="fieldset"
            aria-label={t('companyProfile.bidNoBid.criterion', { number })}
            sx={{ p: 2, m: 0, border: 1, borderColor: 'divider' }}
          >
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                name={`bidNoBid.${index}.description`}
                label={t('companyProfile.bidNoBid.description', { number })}
                value={criterion.description}
                onChange={form.handleChange}
                onBlur={form.handleBlur}
                error={Boolean(errorAt(index, 'description'))}
                helperText={errorAt(index, 'description')}
                multiline
                fullWidth
                slotProps={{ htmlInput: { maxLength: LIMITS.descriptionMax } }}
              />
              <TextField
                select
                name={`bidNoBid.${index}.importance`}
                label={t('companyProfile.bidNoBid.importance', { number })}
                value={criterion.importance}
                onChange={form.handleChange}
                error={Boolean(errorAt(index, 'importance'))}
                helperText={errorAt(index, 'importance')}
                sx={{ minWidth: 170 }}
              >
                {IMPORTANCE_LEVELS.map((level) => (
                  <MenuItem key={level} value={level}>
                    {t(`companyProfile.importance.${level}`)}
                  </MenuItem>
                ))}
              </TextField>
              <IconButton
                aria-label={t('companyProfile.bidNoBid.remove', { number })}
                onClick={() => setCriteria(criteria.filter((_, i) => i !== index))}
                sx={{ alignSelf: { xs: 'flex-end', sm: 'center' } }}
              >
                <DeleteOutlined />
              </IconButton>
            </Stack>
          </Paper>
        );
      })}
      {listError && <Alert severity="error">{listError}</Alert>}
      <div>
        <Button
          startIcon={<AddOutlined />}
          variant="outlined"
          disabled={criteria.length >= LIMITS.bidNoBidMax}
          onClick={() => setCriteria([...criteria, { description: '', importance: 'medium' }])}
        >
          {t('companyProfile.bidNoBid.add')}
        </Button>
      </div>
    </Stack>
  );
}
