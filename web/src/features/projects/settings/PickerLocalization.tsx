import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { enUS as pickersEn, nlNL as pickersNl } from '@mui/x-date-pickers/locales';
import { enGB } from 'date-fns/locale/en-GB';
import { nl } from 'date-fns/locale/nl';
import type { Locale } from '@tender/core';
import { useLocale } from '../../../app/i18n/LocaleContext';

/** date-fns formats (dd/MM/yyyy, HH:mm) and the pickers' own texts in the route's language. */
const PICKER_LOCALES: Record<Locale, { adapter: typeof enGB; text: typeof pickersEn }> = {
  en: { adapter: enGB, text: pickersEn },
  nl: { adapter: nl, text: pickersNl },
};

/**
 * Date pickers' localisation. Imported only by the project page's settings, so the pickers and
 * date-fns load with that page and never with the sign-in page.
 */
export function PickerLocalization({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const { adapter, text } = PICKER_LOCALES[locale];
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={adapter}
      localeText={text.components.MuiLocalizationProvider.defaultProps.localeText}
    >
      {children}
    </LocalizationProvider>
  );
}
