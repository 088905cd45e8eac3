import { DownOutlined, GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES, toLanguage } from '../../i18n/languages';
import styles from './LanguageSelector.module.css';

/**
 * English, French, Spanish; the choice is cached in localStorage by the language detector. A native select (the
 * platform's own list, keyboard and screen reader support), not antd's Select: a visitor's first load (issue 14).
 */
export function LanguageSelector() {
  const { t, i18n } = useTranslation();
  return (
    <span className={styles.root}>
      <GlobalOutlined className={styles.globe} aria-hidden />
      <select
        className={styles.select}
        aria-label={t('language.label')}
        value={toLanguage(i18n.resolvedLanguage ?? i18n.language)}
        onChange={(event) => void i18n.changeLanguage(toLanguage(event.target.value))}
        data-testid="language-selector"
      >
        {SUPPORTED_LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
      <DownOutlined className={styles.chevron} aria-hidden />
    </span>
  );
}
