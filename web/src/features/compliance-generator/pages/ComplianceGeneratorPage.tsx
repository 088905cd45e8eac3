import { useTranslation } from 'react-i18next';
import { ScreenPage } from '../../../shared/ui/ScreenPage';
import { useSession } from '../../auth/hooks/useSession';
import { LiveComplianceGenerator } from '../components/LiveComplianceGenerator';
import { SampleComplianceGenerator } from '../components/SampleComplianceGenerator';

/** /compliance-generator: visitors keep the sample generator (README decision 6); signed in, real carriers and real PDFs. */
export function ComplianceGeneratorPage() {
  const { t } = useTranslation('pages');
  const { state } = useSession();
  return (
    <ScreenPage title={t('complianceGenerator.title')} description={t('complianceGenerator.description')}>
      {state === 'signedIn' ? <LiveComplianceGenerator /> : <SampleComplianceGenerator />}
    </ScreenPage>
  );
}
