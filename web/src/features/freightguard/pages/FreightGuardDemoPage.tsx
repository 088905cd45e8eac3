import { useTranslation } from 'react-i18next';
import { ScreenPage } from '../../../shared/ui/ScreenPage';

/** /freightguard-demo: FreightGuard on sample data, for visitors. */
export function FreightGuardDemoPage() {
  const { t } = useTranslation('pages');
  return <ScreenPage title={t('freightguardDemo.title')} description={t('freightguardDemo.description')} />;
}
