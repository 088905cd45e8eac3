import { Card, Descriptions, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../shared/hooks/useDateFormat';
import { useNumberFormat } from '../../../shared/hooks/useNumberFormat';
import type { Carrier } from '../../carriers/carrier.types';
import { formatRate } from '../../carriers/carrier.format';
import { TONE_TEXT_COLOR, riskScoreTone } from '../../carriers/carrier.rules';
import { AuthorityStatusBadge } from '../../carriers/components/AuthorityStatusBadge';
import { BasicScoreBadge, SafetyRatingBadge } from '../../carriers/components/CarrierBadges';
import { InsuranceStatusBadge } from '../../carriers/components/InsuranceStatusBadge';
import { verdictOf } from '../risk.rules';
import { AuthorityCard } from './AuthorityCard';
import { AuthorityHistoryCard } from './AuthorityHistoryCard';
import { InsuranceFilingsCard } from './InsuranceFilingsCard';
import { ProcessAgentsCard } from './ProcessAgentsCard';
import { RevocationsCard } from './RevocationsCard';
import { VerdictTag } from './RiskScoreCard';
import styles from './CarrierDetail.module.css';

/**
 * Safety & Compliance: safety rating, BASIC score, inspections, violations, crashes, out-of-service,
 * motor-carrier authority, BI&PD liability status and expiry, the risk score out of 100 with its Recommended or
 * Caution badge; then authority and insurance as the broker weighs them: the operating authorities (with the USDOT
 * status), their history, the insurance filings (bonds apart), the process agents and the revocations on file.
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
    { key: 'authority', label: t('carriers:fields.authority'), children: <AuthorityStatusBadge status={carrier.authorityStatus} /> },
    { key: 'insurance', label: t('carriers:fields.insuranceStatus'), children: <InsuranceStatusBadge status={carrier.insuranceStatus} /> },
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

  return (
    <div className={styles.tabStack}>
      <Card variant="outlined" title={t('tabs.safety')}>
        <Descriptions bordered size="middle" column={{ xs: 1, md: 2 }} items={items} data-testid="safety-compliance" />
      </Card>
      <AuthorityCard carrier={carrier} />
      <AuthorityHistoryCard events={carrier.authorityHistory ?? []} />
      <InsuranceFilingsCard carrier={carrier} />
      <ProcessAgentsCard agents={carrier.processAgents ?? []} />
      <RevocationsCard revocations={carrier.revocations ?? []} />
    </div>
  );
}
