import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { App as AntApp, ConfigProvider } from 'antd';
import { useTranslation } from 'react-i18next';
import { store } from './store';
import { appTheme } from './theme';
import { antdLocaleFor } from '../i18n/antdLocale';

/** Toasts: one visible at a time, 5 seconds (the spec's toast rules). */
const NOTIFICATION_CONFIG = { maxCount: 1, duration: 5, placement: 'topRight' } as const;

function LocalizedAntd({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <ConfigProvider theme={appTheme} locale={antdLocaleFor(i18n.resolvedLanguage ?? i18n.language)}>
      <AntApp notification={NOTIFICATION_CONFIG} message={{ maxCount: 1 }}>
        {children}
      </AntApp>
    </ConfigProvider>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ReduxProvider store={store}>
      <LocalizedAntd>
        <BrowserRouter>{children}</BrowserRouter>
      </LocalizedAntd>
    </ReduxProvider>
  );
}
