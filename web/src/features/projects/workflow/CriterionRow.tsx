import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { LIMITS, type AwardCriterion } from '@tender/core';

/** One award criterion of the list: its description and weight, and moving or removing it. */
export function CriterionRow({
  criterion: c,
  index,
  count,
  editable,
  edited,
  update,
  move,
  remove,
}: {
  criterion: AwardCriterion;
  index: number;
  count: number;
  editable: boolean;
  /** The list has unsaved edits: an empty description is flagged. */
  edited: boolean;
  update: (patch: Partial<AwardCriterion>) => void;
  move: (by: -1 | 1) => void;
  remove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          label={t('projects.criteria.description', { n: index + 1 })}
          value={c.description}
          onChange={(event) => update({ description: event.target.value })}
          disabled={!editable}
          multiline
          size="small"
          sx={{ flex: 1 }}
          error={edited && c.description.trim() === ''}
          slotProps={{ htmlInput: { maxLength: LIMITS.descriptionMax } }}
        />
        <TextField
          label={t('projects.criteria.weight', { n: index + 1 })}
          type="number"
          size="small"
          value={c.weight ?? ''}
          onChange={(event) =>
            update({
              weight: event.target.value === '' ? null : Number(event.target.value),
            })
          }
          disabled={!editable}
          sx={{ width: { xs: '100%', sm: 130 } }}
          slotProps={{
            htmlInput: { min: 0, max: 100, step: 'any' },
            input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
          }}
        />
        {editable && (
          <Stack direction="row" sx={{ alignSelf: { xs: 'flex-end', sm: 'center' } }}>
            <Tooltip title={t('projects.criteria.moveUp')}>
              <span>
                <IconButton
                  aria-label={t('projects.criteria.moveUpOf', { n: index + 1 })}
                  disabled={index === 0}
                  onClick={() => move(-1)}
                >
                  <ArrowUpward fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title={t('projects.criteria.moveDown')}>
              <span>
                <IconButton
                  aria-label={t('projects.criteria.moveDownOf', { n: index + 1 })}
                  disabled={index === count - 1}
                  onClick={() => move(1)}
                >
                  <ArrowDownward fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title={t('projects.criteria.remove')}>
              <IconButton
                aria-label={t('projects.criteria.removeOf', { n: index + 1 })}
                onClick={remove}
              >
                <DeleteOutline fontSize="small" />
              </IconButton>
            </Tooltip>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
