import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import styles from './Wordmark.module.css';

/** The LogiScope mark and name, linking home; `compact` drops the name on narrow screens. */
export function Wordmark({ inverse = false, compact = false }: { inverse?: boolean; compact?: boolean }) {
  const { t } = useTranslation();
  const className = [styles.root, inverse ? styles.inverse : '', compact ? styles.compact : ''].filter(Boolean).join(' ');
  return (
    <Link to="/" className={className} aria-label={t('appName')}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <circle cx="14" cy="14" r="7" fill="none" stroke="#fff" strokeWidth="3" />
        <path d="M19 19l6 6" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className={styles.text}>{t('appName')}</span>
    </Link>
  );
}
