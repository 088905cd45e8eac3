import { useTranslation } from 'react-i18next';
import { ScreenPage } from '../../../shared/ui/ScreenPage';

/** /compliance-generator: compliance documents for a carrier. */
export function ComplianceGeneratorPage() {
  const { t } = useTranslation('pages');
  return <ScreenPage title={t('complianceGenerator.title')} description={t('complianceGenerator.description')} />;
}
