import { useTranslation } from 'react-i18next';
import { ScreenPage } from '../../../shared/ui/ScreenPage';

/** /search: multi-field carrier search. */
export function AdvancedSearchPage() {
  const { t } = useTranslation('pages');
  return <ScreenPage title={t('search.title')} description={t('search.description')} />;
}
