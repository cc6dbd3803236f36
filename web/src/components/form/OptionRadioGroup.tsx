import type { ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';

/**
 * A labelled choice of one option (a project's, knowledge base's or visual's type). With `hintOf`
 * each option explains itself under its label, so the user need not guess what a type means.
 */
export function OptionRadioGroup<Option extends string>({
  id,
  label,
  name,
  value,
  options,
  labelOf,
  hintOf,
  row = false,
  note,
  onChange,
}: {
  id: string;
  label: string;
  name: string;
  value: Option;
  options: readonly Option[];
  labelOf: (option: Option) => string;
  hintOf?: (option: Option) => string;
  row?: boolean;
  /** Shown under the options, e.g. what the chosen option will do. */
  note?: ReactNode;
  onChange: (option: Option) => void;
}) {
  return (
    <FormControl>
      <FormLabel id={id}>{label}</FormLabel>
      <RadioGroup
        row={row}
        aria-labelledby={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value as Option)}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option}
            value={option}
            control={<Radio />}
            label={
              hintOf ? (
                <span>
                  {labelOf(option)}
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    component="span"
                    sx={{ display: 'block' }}
                  >
                    {hintOf(option)}
                  </Typography>
                </span>
              ) : (
                labelOf(option)
              )
            }
            sx={
              hintOf
                ? { alignItems: 'flex-start', mt: 1, '& .MuiRadio-root': { pt: 0.25 } }
                : undefined
            }
          />
        ))}
      </RadioGroup>
      {note}
    </FormControl>
  );
}
