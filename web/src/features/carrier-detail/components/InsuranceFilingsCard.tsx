import { Alert, Card, Empty, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../shared/hooks/useDateFormat';
import { useNumberFormat } from '../../../shared/hooks/useNumberFormat';
import type { Carrier, InsurancePolicyView } from '../../carriers/carrier.types';
import { coverageOf, endReasonOf, inForce, isLiability } from '../../carriers/filings.rules';
import { DataAsOf } from './DataAsOf';
import styles from './Filings.module.css';

/**
 * Insurance Filings: each filing's form (BI&PD 91X, Cargo 34, Surety bond 84, Trust fund 85), docket, insurer, amount,
 * when it took effect and ended (and why), and its data set; anything but BI&PD is marked as not liability, and a
 * broker's bond is said apart so no one reads it as cover for a load.
 */
export function InsuranceFilingsCard({ carrier }: { carrier: Carrier }) {
  const { t } = useTranslation(['carrierDetail', 'carriers']);
  const formatNumber = useNumberFormat();
  const formatDate = useDateFormat();
  const money = (amount: number) => (amount > 0 ? formatNumber(amount, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }) : '—');
  const policies = carrier.insurancePolicies ?? [];

  const form = (p: InsurancePolicyView) => {
    const coverage = coverageOf(p.coverageType);
    const layer = p.layer === 'PRIMARY' || p.layer === 'EXCESS' ? t(`carriers:coverageLayer.${p.layer}`) : p.layer;
    const name = [coverage ? t(`carriers:coverage.${coverage}`) : p.coverageType, p.formCode].filter(Boolean).join(' ');
    return (
      <span className={styles.tagRow} data-coverage={coverage ?? p.coverageType}>
        <span>{[name, layer].filter(Boolean).join(' · ')}</span>
        {isLiability(p) ? null : <Tag data-testid="not-liability">{t('safety.policy.notLiability')}</Tag>}
      </span>
    );
  };
  const ended = (p: InsurancePolicyView) => {
    if (inForce(p)) return <Tag color="success">{t('safety.policy.inForce')}</Tag>;
    const reason = endReasonOf(p.endReason);
    return [formatDate(p.cancelEffectiveDate), reason ? t(`safety.policy.endReason.${reason}`) : p.endReason].filter(Boolean).join(' · ');
  };
  const columns = [
    { key: 'form', title: t('safety.policy.form'), render: (_: unknown, p: InsurancePolicyView) => form(p) },
    { key: 'docket', title: t('safety.policy.docket'), render: (_: unknown, p: InsurancePolicyView) => p.docket || '—' },
    { key: 'insurer', title: `${t('safety.policy.insurer')} · ${t('safety.policy.number')}`, render: (_: unknown, p: InsurancePolicyView) => [p.insurer, p.policyNumber].filter(Boolean).join(' · ') || '—' },
    { key: 'amount', title: t('safety.policy.amount'), render: (_: unknown, p: InsurancePolicyView) => money(p.coverageAmount) },
    { key: 'effective', title: t('safety.policy.effective'), render: (_: unknown, p: InsurancePolicyView) => formatDate(p.effectiveDate) || '—' },
    { key: 'ended', title: t('safety.policy.ended'), render: (_: unknown, p: InsurancePolicyView) => ended(p) },
    { key: 'data', title: t('safety.policy.data'), render: (_: unknown, p: InsurancePolicyView) => <DataAsOf source={p.source} asOf={p.asOf} /> },
  ];

  return (
    <Card variant="outlined" title={t('safety.policiesTitle')} data-testid="insurance-filings">
      {carrier.bondOnFile > 0 ? (
        <Alert
          type="info"
          showIcon
          className={styles.bondLine}
          data-testid="bond-on-file"
          title={t('safety.bondOnFile', { amount: money(carrier.bondOnFile) })}
        />
      ) : null}
      <Typography.Paragraph type="secondary">{t('safety.policiesHint')}</Typography.Paragraph>
      {policies.length ? (
        <Table<InsurancePolicyView>
          size="small"
          rowKey={(p) => `${p.docket}:${p.coverageType}:${p.formCode}:${p.policyNumber}:${p.effectiveDate}:${p.source}`}
          columns={columns}
          dataSource={policies}
          pagination={false}
          scroll={{ x: 960 }}
          onRow={(p) => ({ 'data-testid': 'insurance-filing', 'data-coverage': p.coverageType }) as React.HTMLAttributes<HTMLElement>}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('safety.noPolicies')} />
      )}
    </Card>
  );
}
