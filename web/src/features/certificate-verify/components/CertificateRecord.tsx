import { Card, Descriptions, Flex, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CertificateRecordView } from '@logiscope/proto/views';
import { useFormat } from '../../../shared/hooks/useFormat';

const OUTCOME_COLOR: Record<string, string> = { PASS: 'green', REVIEW: 'gold', FAIL: 'red' };

/** What the broker saw when it generated the certificate: the recorded snapshot (its text stays as recorded, in English). */
export function CertificateRecord({ record }: { record: CertificateRecordView }) {
  const { t } = useTranslation('compliance');
  const f = useFormat();
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
        <Descriptions.Item label={t('verify.authority')}>{carrier.authorityStatus}</Descriptions.Item>
        <Descriptions.Item label={t('verify.insurance')}>{carrier.insuranceStatus || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('verify.insurancePolicies')}>
          {carrier.insurancePolicies.length
            ? carrier.insurancePolicies.map((p) => `${p.coverageType} ${p.insurer} ${f.money(p.coverageAmount)}`).join('; ')
            : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('verify.safetyRating')}>{carrier.safetyRating || t('verify.notRated')}</Descriptions.Item>
        <Descriptions.Item label={t('verify.riskScore')}>{carrier.riskScore === null ? t('verify.notScored') : `${carrier.riskScore}/100`}</Descriptions.Item>
        <Descriptions.Item label={t('verify.verdict')}>
          <Tag color={OUTCOME_COLOR[verdict.outcome]} data-testid="certificate-verdict">
            {verdict.outcome}
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
          { title: t('verify.checks'), dataIndex: 'rule' },
          { title: t('verify.outcome'), dataIndex: 'outcome', render: (o: string) => <Tag color={OUTCOME_COLOR[o]}>{o}</Tag> },
          { title: t('verify.finding'), dataIndex: 'message' },
        ]}
      />
      <Typography.Title level={5}>{t('verify.factors')}</Typography.Title>
      <ul>
        {riskFactors.map((f) => (
          <li key={`${f.code}-${f.label}`}>{`${f.label} (${f.impact > 0 ? '+' : ''}${f.impact}): ${f.detail}`}</li>
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
                <Typography.Text strong>{`${f.date(r.filedAt)} · ${r.summary} · ${r.status}`}</Typography.Text>
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
