import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import { LOCALES, type Locale } from '@tender/core';
import { useLocale } from '../app/i18n/LocaleContext';
import { switchLocalePath } from '../app/i18n/localePath';
import { writeLocaleCookie } from '../app/i18n/detectLocale';

/** Switches language and stays on the same page (path, query and hash kept). */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const choose = (target: Locale) => {
    setAnchor(null);
    if (target === locale) return;
    writeLocaleCookie(target);
    void navigate(switchLocalePath(location.pathname + location.search + location.hash, target), {
      preventScrollReset: true,
    });
  };

  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateOutlined />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-label={t('language.switch')}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="language-switch"
      >
        {locale.toUpperCase()}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LOCALES.map((option) => (
          <MenuItem
            key={option}
            selected={option === locale}
            lang={option}
            onClick={() => choose(option)}
          >
            {t(`language.names.${option}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
