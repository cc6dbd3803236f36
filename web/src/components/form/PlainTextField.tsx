import { useId, type ChangeEventHandler, type FocusEventHandler } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export interface PlainTextFieldProps {
  label: string;
  name: string;
  value: unknown;
  onChange: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onBlur: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  type?: string;
  autoComplete?: string;
  error?: boolean;
  helperText?: string;
}

/**
 * An outlined text field with MUI TextField's markup (label, input, helper text, wired by id and
 * aria-describedby) built from its parts, for the sign-in forms: TextField itself imports Select,
 * and with it Menu, Popover and Modal, about 15 kB gzip the first screen does not need
 * (bench/first-render.mjs). Takes the props useFormikFields' `field()` gives.
 */
export function PlainTextField({ label, helperText, error, ...input }: PlainTextFieldProps) {
  const id = useId();
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl error={error} variant="outlined" className="MuiTextField-root">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        {...input}
        value={input.value ?? ''}
        inputProps={helperId ? { 'aria-describedby': helperId } : undefined}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
