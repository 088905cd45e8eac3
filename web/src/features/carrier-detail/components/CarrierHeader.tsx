import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { EnvironmentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../shared/hooks/useDateFormat';
import { useNumberFormat } from '../../../shared/hooks/useNumberFormat';
import { pageHeadingRow } from '../../../shared/ui/PageHeading';
import type { Carrier } from '../../carriers/carrier.types';
import { formatLocation, formatMcNumber } from '../../carriers/carrier.format';
import { TONE_TEXT_COLOR, riskScoreTone } from '../../carriers/carrier.rules';
import { AuthorityStatusBadge } from '../../carriers/components/AuthorityStatusBadge';
import { BasicScoreBadge, SafetyRatingBadge } from '../../carriers/components/CarrierBadges';
import { InsuranceStatusBadge } from '../../carriers/components/InsuranceStatusBadge';
import { VerdictBadge } from '../../carriers/components/VerdictBadge';
import styles from './CarrierDetail.module.css';

/**
 * The carrier header: company name, MC and DOT numbers, city and state, the actions (Monitor, Save, Submit
 * Report), the verdict beside the risk score, the four badges (safety rating, BASIC score, authority, insurance) and the counts (trucks,
 * drivers, started date, inspections, violations, crashes).
 */
export function CarrierHeader({ carrier, actions, eyebrow }: { carrier: Carrier; actions?: ReactNode; eyebrow?: ReactNode }) {
  const { t } = useTranslation(['carrierDetail', 'carriers', 'verdict']);
  // i18n-keys: carriers:fields.*
  const formatNumber = useNumberFormat();
  const formatDate = useDateFormat();
  const location = formatLocation(carrier.city, carrier.state);
  const mc = formatMcNumber(carrier.mcNumber);

  const counts = [
    { key: 'trucks', value: formatNumber(carrier.truckCount ?? 0) },
    { key: 'drivers', value: formatNumber(carrier.driverCount ?? 0) },
    { key: 'started', value: formatDate(carrier.operatingStartDate) || t('carriers:notOnFile') },
    { key: 'inspections', value: formatNumber(carrier.inspectionCount ?? 0) },
    { key: 'violations', value: formatNumber(carrier.violationCount ?? 0) },
    { key: 'crashes', value: formatNumber(carrier.crashCount ?? 0) },
  ];

  return (
    <section className={styles.header} aria-labelledby="carrier-name">
      <div className={pageHeadingRow}>
        <div className={styles.identity}>
          {eyebrow}
          <Typography.Title level={1} id="carrier-name" className={styles.name}>
            {carrier.companyName || carrier.legalName}
          </Typography.Title>
          <div className={styles.identityMeta}>
            {mc ? <span data-testid="carrier-mc">{mc}</span> : <span className={styles.muted}>{t('header.noMc')}</span>}
            <span data-testid="carrier-dot">{t('carriers:badge.dot', { number: carrier.dotNumber })}</span>
            {location ? (
              <span>
                <EnvironmentOutlined aria-hidden /> {location}
              </span>
            ) : null}
          </div>
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      <div className={styles.badges}>
        {carrier.verdict ? (
          <div className={styles.badge}>
            <span>{t('verdict:label')}</span>
            <span className={styles.verdictBadge}>
              <VerdictBadge verdict={carrier.verdict} testId="badge-verdict" />
              {carrier.riskScore !== null && carrier.riskScore !== undefined && !carrier.notEnoughData ? (
                <span style={{ color: TONE_TEXT_COLOR[riskScoreTone(carrier.riskScore)], fontWeight: 700 }} data-testid="header-risk-score">
                  {t('carriers:riskOutOf', { score: carrier.riskScore })}
                </span>
              ) : null}
            </span>
          </div>
        ) : null}
        <div className={styles.badge}>
          <span>{t('carriers:fields.safetyRating')}</span>
          <SafetyRatingBadge rating={carrier.safetyRating} testId="badge-safety" />
        </div>
        <div className={styles.badge}>
          <span>{t('carriers:fields.basicScore')}</span>
          <BasicScoreBadge score={carrier.basicScore} testId="badge-basic" />
        </div>
        <div className={styles.badge}>
          <span>{t('carriers:fields.authority')}</span>
          <AuthorityStatusBadge status={carrier.authorityStatus} testId="badge-authority" />
        </div>
        <div className={styles.badge}>
          <span>{t('carriers:fields.insurance')}</span>
          <InsuranceStatusBadge status={carrier.insuranceStatus} testId="badge-insurance" />
        </div>
      </div>
      <dl className={styles.counts}>
        {counts.map((count) => (
          <div key={count.key} className={styles.count}>
            <dt>{t(`carriers:fields.${count.key}`)}</dt>
            <dd>{count.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
