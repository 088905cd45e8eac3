import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Freight Broker or Shipper, beside the control panel's title. */
export function CompanyTypeBadge({ companyType }: { companyType: 'BROKER' | 'SHIPPER' }) {
  const { t } = useTranslation('controlPanel');
  // i18n-keys: controlPanel:companyType.*
  return (
    <Tag color={companyType === 'BROKER' ? 'blue' : 'green'} data-testid="company-type-badge">
      {t(`companyType.${companyType}`)}
    </Tag>
  );
}
