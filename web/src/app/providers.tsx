import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { ConfigProvider } from 'antd';
import { useTranslation } from 'react-i18next';
import { store } from './store';
import { appTheme } from './theme';
import { antdLocaleFor } from '../i18n/antdLocale';
import { ToastProvider } from '../shared/toast/ToastProvider';
import styles from './providers.module.css';

function LocalizedAntd({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <ConfigProvider theme={appTheme} locale={antdLocaleFor(i18n.resolvedLanguage ?? i18n.language)}>
      {/* Not antd's App (its toasts, modals and messages would be in every first load): the toasts load when first shown. */}
      <div className={styles.root}>
        <ToastProvider>{children}</ToastProvider>
      </div>
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
