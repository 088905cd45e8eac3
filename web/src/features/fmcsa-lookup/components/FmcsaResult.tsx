import type { ReactNode } from 'react';
import { Card, Descriptions, Typography, type DescriptionsProps } from 'antd';
import { CarOutlined, EnvironmentOutlined, SafetyOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useNumberFormat } from '../../../shared/hooks/useNumberFormat';
import { formatAddress, formatMcNumber, formatPhone, formatRate, websiteHref } from '../../carriers/carrier.format';
import { AuthorityStatusBadge } from '../../carriers/components/AuthorityStatusBadge';
import { SafetyRatingBadge } from '../../carriers/components/CarrierBadges';
import { InsuranceStatusBadge } from '../../carriers/components/InsuranceStatusBadge';
import type { FmcsaRecord } from '../fmcsa-lookup.types';
import styles from './FmcsaLookup.module.css';

/** A result card: its fields one under the other. */
function Section({ icon, title, items, testId }: { icon: ReactNode; title: string; items: DescriptionsProps['items']; testId: string }) {
  return (
    <Card
      variant="outlined"
      size="small"
      title={
        <span>
          <span aria-hidden>{icon}</span> {title}
        </span>
      }
      data-testid={testId}
    >
      <Descriptions size="small" column={1} items={items} />
    </Card>
  );
}

/** The lookup result cards: company, location and contact, fleet information, safety performance. */
export function FmcsaResult({ record, profileLink }: { record: FmcsaRecord; profileLink: boolean }) {
  const { t, i18n } = useTranslation(['fmcsa', 'carriers']);
  const formatNumber = useNumberFormat();
  const none = <Typography.Text type="secondary">{t('carriers:notOnFile')}</Typography.Text>;
  const count = (value: number | undefined) => (value === undefined || value === null ? none : formatNumber(value));
  const address = formatAddress(record);
  const phone = formatPhone(record.phone);
  const href = websiteHref(record.website);
  const rate = formatRate(record.oosRate, i18n.language);
  // The three cards below the company's: location and contact, fleet, safety.
  const contact: DescriptionsProps['items'] = [
    { key: 'address', label: t('carriers:fields.address'), children: address || none },
    { key: 'phone', label: t('carriers:fields.phone'), children: phone || none },
    { key: 'email', label: t('carriers:fields.email'), children: record.email ? <a href={`mailto:${record.email}`}>{record.email}</a> : none },
    {
      key: 'website',
      label: t('carriers:fields.website'),
      children: href ? (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {record.website}
        </a>
      ) : (
        none
      ),
    },
  ];
  const fleet: DescriptionsProps['items'] = [
    { key: 'trucks', label: t('carriers:fields.trucks'), children: count(record.truckCount) },
    { key: 'drivers', label: t('carriers:fields.drivers'), children: count(record.driverCount) },
    { key: 'trailers', label: t('carriers:fields.trailers'), children: count(record.trailerCount) },
    {
      key: 'insurance',
      label: t('carriers:fields.insuranceStatus'),
      // A sample that leaves the field out says so; an answer's UNKNOWN or NONE is a badge like any status.
      children: record.insuranceStatus === undefined ? none : <InsuranceStatusBadge status={record.insuranceStatus} />,
    },
  ];
  const safety: DescriptionsProps['items'] = [
    { key: 'inspections', label: t('carriers:fields.inspections'), children: count(record.inspectionCount) },
    { key: 'violations', label: t('carriers:fields.violations'), children: count(record.violationCount) },
    { key: 'crashes', label: t('carriers:fields.crashes'), children: count(record.crashCount) },
    { key: 'oos', label: t('carriers:fields.oosRate'), children: rate ?? none },
  ];

  return (
    <div className={styles.result} data-testid="fmcsa-result">
      <Card variant="outlined" className={styles.companyCard}>
        <div className={styles.companyHead}>
          <div>
            <Typography.Title level={3} className={styles.companyName}>
              {record.companyName || record.legalName}
            </Typography.Title>
            {record.legalName && record.legalName !== record.companyName ? <Typography.Text type="secondary">{record.legalName}</Typography.Text> : null}
          </div>
          <div className={styles.companyBadges}>
            <span>
              {t('carriers:fields.safetyRating')} <SafetyRatingBadge rating={record.safetyRating} />
            </span>
            <span>
              {t('carriers:fields.authority')} <AuthorityStatusBadge status={record.authorityStatus} />
            </span>
          </div>
        </div>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, md: 4 }}
          items={[
            { key: 'mc', label: t('carriers:fields.mcNumber'), children: formatMcNumber(record.mcNumber) || none },
            { key: 'dot', label: t('carriers:fields.dotNumber'), children: record.dotNumber || none },
            { key: 'business', label: t('carriers:fields.businessType'), children: record.businessType || none },
            { key: 'radius', label: t('carriers:fields.operatingRadius'), children: record.operatingRadius || none },
          ]}
        />
        {profileLink && record.dotNumber ? (
          <Link to={`/carrier/${encodeURIComponent(record.dotNumber)}`} className={styles.profileLink}>
            {t('carriers:viewProfile')}
          </Link>
        ) : null}
      </Card>
      <div className={styles.sections}>
        <Section icon={<EnvironmentOutlined />} title={t('sections.location')} testId="fmcsa-location" items={contact} />
        <Section icon={<CarOutlined />} title={t('sections.fleet')} testId="fmcsa-fleet" items={fleet} />
        <Section icon={<SafetyOutlined />} title={t('sections.safety')} testId="fmcsa-safety" items={safety} />
      </div>
    </div>
  );
}
