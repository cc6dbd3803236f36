import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Cancel from '@mui/icons-material/Cancel';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { LIMITS } from '@tender/core';
import type { CpvLocale, CpvVocabulary } from '@tender/core/cpv/index';
import { useLocale } from '../../app/i18n/LocaleContext';
import { CpvTree } from './CpvTree';
import { cpvLocale, useCpvVocabulary } from './useCpvVocabulary';

const SEARCH_LIMIT = 50;

/**
 * Chooses CPV codes from the whole CPV 2008 vocabulary: by code prefix or by words in English or
 * Dutch, or by browsing the hierarchy. Chosen codes show as chips; up to LIMITS.cpvCodesMax.
 * Read-only mode shows the chips alone. Codes the vocabulary does not know stay listed.
 */
export function CpvPicker({
  value,
  onChange,
  readOnly = false,
  error,
}: {
  value: readonly string[];
  onChange: (codes: string[]) => void;
  readOnly?: boolean;
  error?: string;
}) {
  const { t } = useTranslation();
  const locale = cpvLocale(useLocale());
  const cpv = useCpvVocabulary();
  const selected = useMemo(() => new Set(value), [value]);
  const canAdd = value.length < LIMITS.cpvCodesMax;

  const toggle = (code: string) =>
    onChange(selected.has(code) ? value.filter((c) => c !== code) : [...value, code]);

  return (
    <Stack spacing={1.5}>
      <Box
        role="list"
        aria-label={t('cpv.selected', { count: value.length })}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {value.length === 0 && (
          <Typography variant="body2" color="text.secondary" role="listitem">
            {t('cpv.noneSelected')}
          </Typography>
        )}
        {value.map((code) => {
          const label = cpv.vocabulary?.label(code, locale);
          const text = label ? `${code} ${label}` : code;
          return (
            <Chip
              key={code}
              role="listitem"
              label={text}
              title={text}
              onDelete={readOnly ? undefined : () => toggle(code)}
              // Keyboard: the focused chip is removed with Delete or Backspace (MUI Chip).
              deleteIcon={<Cancel titleAccess={t('cpv.remove', { code: text })} />}
              sx={{ maxWidth: '100%' }}
            />
          );
        })}
      </Box>
      <Typography variant="caption" color={error ? 'error' : 'text.secondary'}>
        {error ?? t('cpv.count', { count: value.length, max: LIMITS.cpvCodesMax })}
      </Typography>
      {!readOnly && cpv.status === 'loading' && (
        <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}>
          <CircularProgress size={20} />
          <Typography variant="body2">{t('cpv.loading')}</Typography>
        </Stack>
      )}
      {cpv.status === 'unavailable' && <Alert severity="warning">{t('cpv.unavailable')}</Alert>}
      {cpv.status === 'error' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={cpv.retry}>
              {t('cpv.retry')}
            </Button>
          }
        >
          {t('cpv.loadFailed')}
        </Alert>
      )}
      {!readOnly && cpv.status === 'ready' && (
        <Chooser
          vocabulary={cpv.vocabulary}
          locale={locale}
          selected={selected}
          onToggle={toggle}
          canAdd={canAdd}
        />
      )}
    </Stack>
  );
}

function Chooser({
  vocabulary,
  locale,
  selected,
  onToggle,
  canAdd,
}: {
  vocabulary: CpvVocabulary;
  locale: CpvLocale;
  selected: ReadonlySet<string>;
  onToggle: (code: string) => void;
  canAdd: boolean;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  // Typing stays responsive; the search over 9,454 labels runs on the deferred value.
  const deferred = useDeferredValue(query.trim());
  const results = useMemo(
    () => (deferred ? vocabulary.search(deferred, locale, SEARCH_LIMIT) : []),
    [vocabulary, deferred, locale],
  );
  const other: CpvLocale = locale === 'en' ? 'nl' : 'en';

  return (
    <Paper variant="outlined" sx={{ p: 1.5 }}>
      <TextField
        fullWidth
        size="small"
        type="search"
        label={t('cpv.search')}
        helperText={t('cpv.searchHint')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchOutlined fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      {!canAdd && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t('cpv.limitReached', { max: LIMITS.cpvCodesMax })}
        </Alert>
      )}
      <Box sx={{ mt: 1, maxHeight: 380, overflowY: 'auto' }}>
        {deferred ? (
          results.length === 0 ? (
            <Typography variant="body2" color="text.secondary" role="status" sx={{ p: 1 }}>
              {t('cpv.noResults', { query: deferred })}
            </Typography>
          ) : (
            <Box role="group" aria-label={t('cpv.results', { count: results.length })}>
              {results.map((concept) => {
                const isSelected = selected.has(concept.code);
                return (
                  <FormControlLabel
                    key={concept.code}
                    sx={{ display: 'flex', alignItems: 'flex-start', mx: 0, py: 0.25 }}
                    control={
                      <Checkbox
                        size="small"
                        checked={isSelected}
                        disabled={!isSelected && !canAdd}
                        onChange={() => onToggle(concept.code)}
                        sx={{ p: 0.5, mr: 1 }}
                      />
                    }
                    label={
                      <Box component="span" sx={{ display: 'block', pt: 0.25 }}>
                        <Box component="span" sx={{ fontWeight: 600 }}>
                          {concept.code}
                        </Box>{' '}
                        {concept.labels[locale]}
                        <Typography
                          component="span"
                          variant="caption"
                          color="text.secondary"
                          lang={other}
                          sx={{ display: 'block' }}
                        >
                          {concept.labels[other]}
                        </Typography>
                      </Box>
                    }
                  />
                );
              })}
            </Box>
          )
        ) : (
          <CpvTree
            vocabulary={vocabulary}
            locale={locale}
            selected={selected}
            onToggle={onToggle}
            canAdd={canAdd}
          />
        )}
      </Box>
    </Paper>
  );
}
