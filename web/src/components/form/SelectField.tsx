import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** A text field that picks one of a fixed list of options, each shown by its translated label. */
export function SelectField<Option extends string>({
  options,
  labelOf,
  ...props
}: TextFieldProps & { options: readonly Option[]; labelOf: (option: Option) => string }) {
  return (
    <TextField select {...props}>
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {labelOf(option)}
        </MenuItem>
      ))}
    </TextField>
  );
}
