import { useTranslation } from 'react-i18next';
import { ScreenPage } from '../../../shared/ui/ScreenPage';

/** /fmcsa-integration: lookup by MC or DOT number in the FMCSA data. */
export function FmcsaLookupPage() {
  const { t } = useTranslation('pages');
  return <ScreenPage title={t('fmcsaIntegration.title')} description={t('fmcsaIntegration.description')} />;
}
