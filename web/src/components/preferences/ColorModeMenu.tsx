import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { COLOR_MODES, type ColorMode } from '../../app/theme/colorMode';
import { colorModeIcons } from './colorModeIcons';

/** The colour mode switch's menu: a chunk of its own, loaded when the switch is first pointed at. */
export default function ColorModeMenu({
  anchor,
  current,
  onChoose,
  onClose,
}: {
  anchor: HTMLElement | null;
  current: ColorMode;
  onChoose: (mode: ColorMode) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {COLOR_MODES.map((option) => {
        const Icon = colorModeIcons[option];
        return (
          <MenuItem key={option} selected={option === current} onClick={() => onChoose(option)}>
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            {t(`colorMode.${option}`)}
          </MenuItem>
        );
      })}
    </Menu>
  );
}
