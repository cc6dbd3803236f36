import TextField, { type TextFieldProps } from '@mui/material/TextField';

/**
 * The first, required text field of a dialog the user opened: it takes the focus (the WAI-ARIA
 * dialog pattern) and the browser offers no autocomplete, since a name or subject is new text.
 */
export function FirstField(props: TextFieldProps) {
  // eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog the user opened: WAI-ARIA dialog pattern focuses its first field
  return <TextField required autoComplete="off" autoFocus {...props} />;
}
