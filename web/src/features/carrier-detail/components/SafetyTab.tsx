import { Card, Descriptions, Empty, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../shared/hooks/useDateFormat';
import { useNumberFormat } from '../../../shared/hooks/useNumberFormat';
import type { Carrier, InsurancePolicyView, RevocationView } from '../../carriers/carrier.types';
import { formatRate } from '../../carriers/carrier.format';
import { TONE_TEXT_COLOR, riskScoreTone } from '../../carriers/carrier.rules';
import { BasicScoreBadge, SafetyRatingBadge, StatusBadge } from '../../carriers/components/CarrierBadges';
import { verdictOf } from '../risk.rules';
import { VerdictTag } from './RiskScoreCard';
import styles from './CarrierDetail.module.css';

/**
 * Safety & Compliance: safety rating, BASIC score, inspections, violations, crashes, out-of-service,
 * authority, insurance status and expiry, the risk score out of 100 with its Recommended or Caution badge;
 * then the insurance filings and revocations on file.
 */
export function SafetyTab({ carrier }: { carrier: Carrier }) {
  const { t, i18n } = useTranslation(['carrierDetail', 'carriers']);
  const formatNumber = useNumberFormat();
  const formatDate = useDateFormat();
  const none = <Typography.Text type="secondary">{t('carriers:notOnFile')}</Typography.Text>;
  const rate = formatRate(carrier.oosRate, i18n.language);
  const verdict = verdictOf(carrier);

  const items = [
    { key: 'safety', label: t('carriers:fields.safetyRating'), children: <SafetyRatingBadge rating={carrier.safetyRating} /> },
    { key: 'basic', label: t('carriers:fields.basicScore'), children: <BasicScoreBadge score={carrier.basicScore} /> },
    { key: 'inspections', label: t('carriers:fields.inspections'), children: formatNumber(carrier.inspectionCount ?? 0) },
    { key: 'violations', label: t('carriers:fields.violations'), children: formatNumber(carrier.violationCount ?? 0) },
    { key: 'crashes', label: t('carriers:fields.crashes'), children: formatNumber(carrier.crashCount ?? 0) },
    {
      key: 'oos',
      label: t('carriers:fields.outOfService'),
      children: (
        <span>
          {t('safety.oosValue', { count: formatNumber(carrier.oosCount ?? 0), rate: rate ?? t('safety.noRate') })}
          {carrier.outOfService ? (
            <Tag color="error" style={{ marginInlineStart: 8 }}>
              {t('safety.oosOrder')}
            </Tag>
          ) : null}
        </span>
      ),
    },
    { key: 'authority', label: t('carriers:fields.authority'), children: <StatusBadge status={carrier.authorityStatus} /> },
    { key: 'insurance', label: t('carriers:fields.insuranceStatus'), children: <StatusBadge status={carrier.insuranceStatus} /> },
    { key: 'expiry', label: t('carriers:fields.insuranceExpiry'), children: formatDate(carrier.insuranceExpiryDate) || none },
    {
      key: 'risk',
      label: t('carriers:fields.riskScore'),
      children: (
        <span className={styles.inlineScore} data-testid="safety-risk-score">
          {verdict === 'notEnoughData' ? (
            <Typography.Text type="secondary">{t('intel.notEnoughTitle')}</Typography.Text>
          ) : (
            <strong style={{ color: TONE_TEXT_COLOR[riskScoreTone(carrier.riskScore)] }}>{t('safety.outOf100', { score: carrier.riskScore })}</strong>
          )}
          <VerdictTag carrier={carrier} />
        </span>
      ),
    },
    {
      key: 'priorRevoke',
      label: t('safety.priorRevoke'),
      children: carrier.priorRevokeDotNumber ? <Link to={`/carrier/${encodeURIComponent(carrier.priorRevokeDotNumber)}`}>DOT {carrier.priorRevokeDotNumber}</Link> : t('safety.noPriorRevoke'),
    },
  ];

  const money = (amount: number) => (amount > 0 ? formatNumber(amount, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }) : '—');
  const policyColumns = [
    { key: 'type', title: t('safety.policy.type'), render: (_: unknown, p: InsurancePolicyView) => [p.coverageType, p.layer].filter(Boolean).join(' · ') },
    { key: 'insurer', title: t('safety.policy.insurer'), dataIndex: 'insurer' },
    { key: 'policy', title: t('safety.policy.number'), dataIndex: 'policyNumber' },
    { key: 'amount', title: t('safety.policy.amount'), render: (_: unknown, p: InsurancePolicyView) => money(p.coverageAmount) },
    { key: 'effective', title: t('safety.policy.effective'), render: (_: unknown, p: InsurancePolicyView) => formatDate(p.effectiveDate) || '—' },
    { key: 'cancel', title: t('safety.policy.cancelled'), render: (_: unknown, p: InsurancePolicyView) => formatDate(p.cancelEffectiveDate) || t('safety.policy.inForce') },
  ];
  const revocationColumns = [
    { key: 'docket', title: t('safety.revocation.docket'), dataIndex: 'docket' },
    { key: 'authority', title: t('safety.revocation.authority'), dataIndex: 'authorityType' },
    { key: 'type', title: t('safety.revocation.type'), dataIndex: 'revocationType' },
    { key: 'effective', title: t('safety.revocation.effective'), render: (_: unknown, r: RevocationView) => formatDate(r.effectiveDate) || '—' },
  ];

  return (
    <div className={styles.tabStack}>
      <Card variant="outlined" title={t('tabs.safety')}>
        <Descriptions bordered size="middle" column={{ xs: 1, md: 2 }} items={items} data-testid="safety-compliance" />
      </Card>
      <Card variant="outlined" title={t('safety.policiesTitle')}>
        {carrier.insurancePolicies?.length ? (
          <Table<InsurancePolicyView> size="small" rowKey={(p) => `${p.coverageType}:${p.policyNumber}:${p.effectiveDate}`} columns={policyColumns} dataSource={carrier.insurancePolicies} pagination={false} scroll={{ x: 720 }} />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('safety.noPolicies')} />
        )}
      </Card>
      <Card variant="outlined" title={t('safety.revocationsTitle')}>
        {carrier.revocations?.length ? (
          <Table<RevocationView> size="small" rowKey={(r) => `${r.docket}:${r.authorityType}:${r.effectiveDate}`} columns={revocationColumns} dataSource={carrier.revocations} pagination={false} scroll={{ x: true }} />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('safety.noRevocations')} />
        )}
      </Card>
    </div>
  );
}
