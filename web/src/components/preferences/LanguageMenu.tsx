import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@tender/core';

/** The language switch's menu: a chunk of its own, loaded when the switch is first pointed at. */
export default function LanguageMenu({
  anchor,
  current,
  onChoose,
  onClose,
}: {
  anchor: HTMLElement | null;
  current: Locale;
  onChoose: (locale: Locale) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {LOCALES.map((option) => (
        <MenuItem
          key={option}
          selected={option === current}
          lang={option}
          onClick={() => onChoose(option)}
        >
          {t(`language.names.${option}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}
