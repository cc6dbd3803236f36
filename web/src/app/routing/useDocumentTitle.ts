import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** '<page> · Tender Assistant', in the current language. */
export function useDocumentTitle(titleKey: string | undefined): void {
  const { t } = useTranslation();
  const app = t('app.name');
  const page = titleKey ? t(titleKey) : '';
  useEffect(() => {
    document.title = page ? `${page} · ${app}` : app;
  }, [app, page]);
}
