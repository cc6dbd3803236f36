import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import SettingsBrightnessOutlined from '@mui/icons-material/SettingsBrightnessOutlined';
import type { ColorMode } from '../../app/theme/colorMode';

export const colorModeIcons: Record<ColorMode, typeof LightModeOutlined> = {
  light: LightModeOutlined,
  dark: DarkModeOutlined,
  system: SettingsBrightnessOutlined,
};
