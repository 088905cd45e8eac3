import { Select } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES, toLanguage, type Language } from '../../i18n/languages';

const OPTIONS = SUPPORTED_LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }));

/** English, French, Spanish; the choice is cached in localStorage by the language detector. */
export function LanguageSelector() {
  const { t, i18n } = useTranslation();
  return (
    <Select<Language>
      aria-label={t('language.label')}
      value={toLanguage(i18n.resolvedLanguage ?? i18n.language)}
      options={OPTIONS}
      onChange={(language) => void i18n.changeLanguage(language)}
      prefix={<GlobalOutlined aria-hidden />}
      variant="borderless"
      popupMatchSelectWidth={false}
      data-testid="language-selector"
    />
  );
}
