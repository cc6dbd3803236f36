import { Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import type { Locale } from '@tender/core';
import { useLocale } from '../app/i18n/LocaleContext';
import { switchLocalePath } from '../app/i18n/localePath';
import { writeLocaleCookie } from '../app/i18n/detectLocale';
import { deferred, afterFirstScreen } from './preferences/deferred';

const LanguageMenu = deferred(() => import('./preferences/LanguageMenu'));

/** Switches language and stays on the same page (path, query and hash kept). */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so the menu keeps its closing transition.
  const [opened, setOpened] = useState(false);
  useEffect(() => afterFirstScreen(() => void LanguageMenu.preload().catch(() => undefined)), []);

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
        onPointerEnter={() => void LanguageMenu.preload().catch(() => undefined)}
        onFocus={() => void LanguageMenu.preload().catch(() => undefined)}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
        data-testid="language-switch"
      >
        {locale.toUpperCase()}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <LanguageMenu.Component
            anchor={anchor}
            current={locale}
            onChoose={choose}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
