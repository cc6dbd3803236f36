import Stack from '@mui/material/Stack';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { ColorModeSwitch } from '../../components/ColorModeSwitch';

/** Language and colour mode: available on every layout, signed in or not. */
export function PreferenceSwitches() {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <LanguageSwitch />
      <ColorModeSwitch />
    </Stack>
  );
}
