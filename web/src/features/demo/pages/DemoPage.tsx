import { useTranslation } from 'react-i18next';
import { ScreenPage } from '../../../shared/ui/ScreenPage';

/** /demo: the timed slideshow of the platform. */
export function DemoPage() {
  const { t } = useTranslation('pages');
  return <ScreenPage title={t('demo.title')} description={t('demo.description')} />;
}
