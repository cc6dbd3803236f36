import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useColorScheme } from '@mui/material/styles';
import IconButton from '@mui/material/IconButton';
import type { ColorMode } from '../app/theme/colorMode';
import { colorModeIcons } from './preferences/colorModeIcons';
import { deferred, afterFirstScreen } from './preferences/deferred';
import { IdleTooltip } from './preferences/IdleTooltip';

const ColorModeMenu = deferred(() => import('./preferences/ColorModeMenu'));

/** Light, dark or system (follows the operating system live); MUI keeps the choice in localStorage. */
export function ColorModeSwitch() {
  const { t } = useTranslation();
  const { mode, setMode } = useColorScheme();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so the menu keeps its closing transition.
  const [opened, setOpened] = useState(false);
  const current: ColorMode = mode ?? 'system';
  const CurrentIcon = colorModeIcons[current];
  useEffect(() => afterFirstScreen(() => void ColorModeMenu.preload().catch(() => undefined)), []);

  return (
    <>
      <IdleTooltip title={t('colorMode.label', { mode: t(`colorMode.${current}`) })}>
        <IconButton
          color="inherit"
          aria-label={t('colorMode.switch')}
          aria-haspopup="menu"
          onPointerEnter={() => void ColorModeMenu.preload().catch(() => undefined)}
          onFocus={() => void ColorModeMenu.preload().catch(() => undefined)}
          onClick={(event) => {
            setAnchor(event.currentTarget);
            setOpened(true);
          }}
          data-testid="color-mode-switch"
        >
          <CurrentIcon />
        </IconButton>
      </IdleTooltip>
      {opened && (
        <Suspense fallback={null}>
          <ColorModeMenu.Component
            anchor={anchor}
            current={current}
            onChoose={(option) => {
              setMode(option);
              setAnchor(null);
            }}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
