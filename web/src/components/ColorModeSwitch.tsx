import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useColorScheme } from '@mui/material/styles';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import SettingsBrightnessOutlined from '@mui/icons-material/SettingsBrightnessOutlined';
import { COLOR_MODES, type ColorMode } from '../app/theme/colorMode';

const icons: Record<ColorMode, typeof LightModeOutlined> = {
  light: LightModeOutlined,
  dark: DarkModeOutlined,
  system: SettingsBrightnessOutlined,
};

/** Light, dark or system (follows the operating system live); MUI keeps the choice in localStorage. */
export function ColorModeSwitch() {
  const { t } = useTranslation();
  const { mode, setMode } = useColorScheme();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current: ColorMode = mode ?? 'system';
  const CurrentIcon = icons[current];

  return (
    <>
      <Tooltip title={t('colorMode.label', { mode: t(`colorMode.${current}`) })}>
        <IconButton
          color="inherit"
          aria-label={t('colorMode.switch')}
          aria-haspopup="menu"
          onClick={(event) => setAnchor(event.currentTarget)}
          data-testid="color-mode-switch"
        >
          <CurrentIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {COLOR_MODES.map((option) => {
          const Icon = icons[option];
          return (
            <MenuItem
              key={option}
              selected={option === current}
              onClick={() => {
                setMode(option);
                setAnchor(null);
              }}
            >
              <ListItemIcon>
                <Icon fontSize="small" />
              </ListItemIcon>
              {t(`colorMode.${option}`)}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
