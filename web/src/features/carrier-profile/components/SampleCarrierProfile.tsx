import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { sampleProfile } from '../carrier-profile.model';
import { CarrierProfileLayout } from './CarrierProfileLayout';

/** Visitors: the spec's static sample carrier. */
export function SampleCarrierProfile() {
  const { t } = useTranslation('brokerDashboard');
  return (
    <>
      <Alert type="info" showIcon title={t('profile.sampleNotice')} style={{ marginBottom: 16 }} data-testid="profile-sample" />
      <CarrierProfileLayout profile={sampleProfile()} />
    </>
  );
}
