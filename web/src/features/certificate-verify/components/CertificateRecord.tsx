import { Card, Descriptions, Flex, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CertificateRecordView } from '@logiscope/proto/views';
import { useFormat } from '../../../shared/hooks/useFormat';
import { useExplain } from '../../../i18n/useExplain';
import { AuthorityStatusBadge } from '../../carriers/components/AuthorityStatusBadge';
import { SafetyRatingBadge } from '../../carriers/components/CarrierBadges';
import { coverageOf } from '../../carriers/filings.rules';
import { InsuranceStatusBadge } from '../../carriers/components/InsuranceStatusBadge';

type SnapshotFactor = CertificateRecordView['snapshot']['riskFactors'][number];
type SnapshotReport = CertificateRecordView['snapshot']['reports'][number];

const OUTCOME_COLOR: Record<string, string> = { PASS: 'green', REVIEW: 'gold', FAIL: 'red' };

/**
 * What the broker saw when it generated the certificate: the recorded snapshot, in the reader's language where it
 * carries explanation keys (certificates recorded before keep their English text).
 */
export function CertificateRecord({ record }: { record: CertificateRecordView }) {
  const { t } = useTranslation(['compliance', 'verdict', 'carriers']);
  const f = useFormat();
  const explain = useExplain();
  // i18n-keys: verdict:outcome.* verdict:rules.* carrierDetail:report.types.* reports:window.* freightguard:categories.* freightguard:types.* freightguard:severities.* freightguard:statuses.*
  /** The report's summary and status from its codes; the recorded English for a certificate made before they were kept. */
  const reportLine = (r: SnapshotReport) => {
    if (r.reportType === undefined) return `${r.summary} · ${r.status}`;
    const summary =
      r.kind === 'INCIDENT'
        ? [t(`freightguard:categories.${r.category}`, { defaultValue: r.category }), r.incidentType && t(`freightguard:types.${r.incidentType}`, { defaultValue: r.incidentType }), r.severity && t(`freightguard:severities.${r.severity}`, { defaultValue: r.severity })]
        : [t(`carrierDetail:report.types.${r.reportType || 'NEUTRAL'}`, { defaultValue: r.reportType }), r.rating ? t('verify.stars', { rating: r.rating }) : ''];
    const status = r.kind === 'INCIDENT' ? t(`freightguard:statuses.${r.status}`, { defaultValue: r.status }) : t(`reports:window.${r.status}`, { defaultValue: r.status });
    return [...summary.filter(Boolean), status].join(' · ');
  };
  const coverageName = (type: string) => {
    const coverage = coverageOf(type);
    return coverage ? t(`carriers:coverage.${coverage}`) : type;
  };
  const outcome = (o: string) => t(`verdict:outcome.${o}`, { defaultValue: o });
  const factorLabel = (x: SnapshotFactor) => (x.labelKey ? explain({ key: x.labelKey, params: x.params ?? {} }, x.label) : x.label);
  const factorDetail = (x: SnapshotFactor) => (x.key ? explain({ key: x.key, params: x.params ?? {} }, x.detail) : x.detail);
  const { carrier, verdict, riskFactors, reports } = record.snapshot;
  const mc = carrier.mcNumbers.length ? carrier.mcNumbers.join(', ') : '—';
  return (
    <Card variant="outlined" title={t('verify.recorded')} data-testid="certificate-record">
      <Typography.Paragraph type="secondary">
        {t('verify.issuedBy', { name: record.issuedBy, company: record.companyName, date: f.date(record.issuedAt, true) })}
      </Typography.Paragraph>
      <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered>
        <Descriptions.Item label={t('verify.carrier')}>
          <Flex vertical>
            <Typography.Text strong>{carrier.legalName}</Typography.Text>
            <span data-testid="certificate-numbers">{t('verify.numbers', { dot: carrier.dotNumber, mc })}</span>
            <Typography.Text type="secondary">{carrier.address}</Typography.Text>
          </Flex>
        </Descriptions.Item>
        <Descriptions.Item label={t('verify.authority')}>
          <AuthorityStatusBadge status={carrier.authorityStatus} />
        </Descriptions.Item>
        <Descriptions.Item label={t('verify.insurance')}><InsuranceStatusBadge status={carrier.insuranceStatus} /></Descriptions.Item>
        <Descriptions.Item label={t('verify.insurancePolicies')}>
          {carrier.insurancePolicies.length
            ? carrier.insurancePolicies.map((p) => `${coverageName(p.coverageType)} ${p.insurer} ${f.money(p.coverageAmount)}`).join('; ')
            : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('verify.safetyRating')}>
          <SafetyRatingBadge rating={carrier.safetyRating} />
        </Descriptions.Item>
        <Descriptions.Item label={t('verify.riskScore')}>{carrier.riskScore === null ? t('verify.notScored') : `${carrier.riskScore}/100`}</Descriptions.Item>
        <Descriptions.Item label={t('verify.verdict')}>
          <Tag color={OUTCOME_COLOR[verdict.outcome]} data-testid="certificate-verdict" data-outcome={verdict.outcome}>
            {outcome(verdict.outcome)}
          </Tag>
        </Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5}>{t('verify.checks')}</Typography.Title>
      <Table
        size="small"
        pagination={false}
        rowKey="rule"
        dataSource={verdict.checks}
        columns={[
          { title: t('verify.checks'), key: 'rule', render: (_, c) => t(`verdict:rules.${c.rule}`, { defaultValue: c.rule }) },
          { title: t('verify.outcome'), key: 'outcome', render: (_, c) => <Tag color={OUTCOME_COLOR[c.outcome]}>{outcome(c.outcome)}</Tag> },
          { title: t('verify.finding'), key: 'finding', render: (_, c) => (c.key ? explain({ key: c.key, params: c.params ?? {} }, c.message) : c.message) },
        ]}
      />
      <Typography.Title level={5}>{t('verify.factors')}</Typography.Title>
      <ul>
        {riskFactors.map((factor) => (
          <li key={`${factor.code}-${factor.label}`}>{`${factorLabel(factor)} (${factor.impact > 0 ? '+' : ''}${f.number(factor.impact)}): ${factorDetail(factor)}`}</li>
        ))}
      </ul>
      <Typography.Title level={5}>{t('verify.reports')}</Typography.Title>
      {reports.length === 0 ? (
        <Typography.Text type="secondary">{t('verify.noReports')}</Typography.Text>
      ) : (
        <ul>
          {reports.map((r, i) => (
            <li key={`${r.filedAt}-${i}`}>
              <Flex vertical>
                <Typography.Text strong>{`${f.date(r.filedAt)} · ${reportLine(r)}`}</Typography.Text>
                <span>{r.text}</span>
                {r.response ? <Typography.Text type="secondary">{t('verify.response', { text: r.response })}</Typography.Text> : null}
              </Flex>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
