import { useTranslation } from 'react-i18next';
import { ScreenPage } from '../../../shared/ui/ScreenPage';

/** /control-panel: company, team, subscription and usage. */
export function ControlPanelPage() {
  const { t } = useTranslation('pages');
  return <ScreenPage title={t('controlPanel.title')} description={t('controlPanel.description')} />;
}
