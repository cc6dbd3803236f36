import { useTranslation } from 'react-i18next';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';

/**
 * Several of a fixed set of options (contract types, publication types, scope) as labelled
 * checkboxes in a fieldset. Options keep their fixed order whatever order they were ticked in.
 */
export function ChoiceGroup<T extends string>({
  label,
  hint,
  options,
  optionKey,
  value,
  onChange,
  disabled,
  error,
}: {
  label: string;
  hint?: string;
  options: readonly T[];
  /** i18n key of an option's label. */
  optionKey: (option: T) => string;
  value: readonly T[];
  onChange: (next: T[]) => void;
  disabled?: boolean;
  error?: string;
}) {
  const { t } = useTranslation();
  const toggle = (option: T, on: boolean) =>
    onChange(options.filter((o) => (o === option ? on : value.includes(o))));
  return (
    <FormControl component="fieldset" error={Boolean(error)} disabled={disabled}>
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup row>
        {options.map((option) => (
          <FormControlLabel
            key={option}
            label={t(optionKey(option))}
            control={
              <Checkbox
                checked={value.includes(option)}
                onChange={(e) => toggle(option, e.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
      {(error ?? hint) && <FormHelperText>{error ?? hint}</FormHelperText>}
    </FormControl>
  );
}
