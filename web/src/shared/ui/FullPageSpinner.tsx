import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './FullPageSpinner.module.css';

/** Shown while the session (or a lazily loaded screen) loads. */
export function FullPageSpinner() {
  const { t } = useTranslation();
  return (
    <div className={styles.root} role="status" aria-live="polite" data-testid="full-page-spinner">
      <Spin size="large" />
      <span className={styles.label}>{t('session.loading')}</span>
    </div>
  );
}
