import { Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../shared/hooks/useDateFormat';
import { useNumberFormat } from '../../../shared/hooks/useNumberFormat';
import type { Carrier } from '../../carriers/carrier.types';
import { formatAddress, formatPhone, websiteHref } from '../../carriers/carrier.format';

/** Overview: legal name, address, email, website, trucks/drivers/trailers, business type, operating radius, since. */
export function OverviewTab({ carrier }: { carrier: Carrier }) {
  const { t } = useTranslation(['carrierDetail', 'carriers']);
  const formatNumber = useNumberFormat();
  const formatDate = useDateFormat();
  const none = <Typography.Text type="secondary">{t('carriers:notOnFile')}</Typography.Text>;
  const address = formatAddress(carrier);
  const href = websiteHref(carrier.website);
  const phone = formatPhone(carrier.phone);

  const items = [
    { key: 'legalName', label: t('carriers:fields.legalName'), children: carrier.legalName || none },
    { key: 'dbaName', label: t('carriers:fields.dbaName'), children: carrier.dbaName || none },
    { key: 'address', label: t('carriers:fields.address'), children: address || none, span: 'filled' as const },
    { key: 'email', label: t('carriers:fields.email'), children: carrier.email ? <a href={`mailto:${carrier.email}`}>{carrier.email}</a> : none },
    { key: 'phone', label: t('carriers:fields.phone'), children: phone ? <a href={`tel:${carrier.phone}`}>{phone}</a> : none },
    {
      key: 'website',
      label: t('carriers:fields.website'),
      children: href ? (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {carrier.website}
        </a>
      ) : (
        none
      ),
    },
    { key: 'fleet', label: t('overview.fleet'), children: t('overview.fleetValue', { trucks: formatNumber(carrier.truckCount ?? 0), drivers: formatNumber(carrier.driverCount ?? 0), trailers: formatNumber(carrier.trailerCount ?? 0) }) },
    { key: 'businessType', label: t('carriers:fields.businessType'), children: carrier.businessType || none },
    { key: 'operatingRadius', label: t('carriers:fields.operatingRadius'), children: carrier.operatingRadius || none },
    { key: 'operatingSince', label: t('carriers:fields.operatingSince'), children: formatDate(carrier.operatingStartDate) || none },
    { key: 'entityType', label: t('carriers:fields.entityType'), children: carrier.entityType || none },
    { key: 'mcNumbers', label: t('overview.mcNumbers'), children: carrier.mcNumbers?.length ? carrier.mcNumbers.map((mc) => `MC-${mc}`).join(', ') : none },
    { key: 'officers', label: t('carriers:fields.officers'), children: carrier.officers?.length ? carrier.officers.join(', ') : none, span: 'filled' as const },
  ];

  return (
    <Card variant="outlined" title={t('tabs.overview')}>
      <Descriptions bordered size="middle" column={{ xs: 1, md: 2 }} items={items} data-testid="overview" />
    </Card>
  );
}
