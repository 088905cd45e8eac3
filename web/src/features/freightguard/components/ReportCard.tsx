import { Button, Card, Popconfirm, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FreightGuardReportView } from '@logiscope/proto/views';
import { SEVERITY_COLOURS, STATUS_COLOURS } from '../freightguard.format';
import { useFormat } from '../../../shared/hooks/useFormat';
import { useNow } from '../hooks/useNow';

interface Props {
  report: FreightGuardReportView;
  /** Shown on own reports that are not resolved yet. */
  onResolve?: (report: FreightGuardReportView) => void;
  /** Platform operators. */
  onVerify?: (report: FreightGuardReportView) => void;
  /** Own reports: withdraw it from every view. */
  onRetract?: (report: FreightGuardReportView) => void;
}

/** One incident: carrier, category and type, severity, status, the description clamped to two lines, the carrier's answer beside it. */
export function ReportCard({ report: r, onResolve, onVerify, onRetract }: Props) {
  const { t } = useTranslation('freightguard');
  // i18n-keys: freightguard:types.*
  const now = useNow();
  const f = useFormat();
  const money = (n: number | null) => (n === null ? t('card.notAvailable') : f.money(n, true));
  const day = (iso: string) => f.date(iso);
  const carrier = r.carrierLinked ? <Link to={`/carrier/${r.carrierId}`}>{r.carrierName}</Link> : r.carrierName;
  return (
    <Card style={{ marginBottom: 12 }} data-testid="fg-report-card" data-report-id={r.id}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} align="start" wrap>
        <div>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {carrier}
          </Typography.Title>
          <Typography.Text type="secondary">
            MC {r.mcNumber || '—'} · DOT {r.dotNumber || '—'}
          </Typography.Text>
        </div>
        <Space wrap>
          <Tag color={SEVERITY_COLOURS[r.severity]}>{t(`severities.${r.severity}`)}</Tag>
          <Tag color={STATUS_COLOURS[r.status]} data-testid="fg-status">
            {t(`statuses.${r.status}`)}
          </Tag>
        </Space>
      </Space>
      <div style={{ margin: '8px 0' }}>
        <Tag>{t(`categories.${r.reportCategory}`)}</Tag>
        <Typography.Text strong>{t(`types.${r.incidentType}`, { defaultValue: r.incidentType })}</Typography.Text>
      </div>
      <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ marginBottom: 8 }} data-testid="fg-description">
        {r.description}
      </Typography.Paragraph>
      <Space wrap size="large">
        <Typography.Text>{t('card.impact', { amount: money(r.monetaryImpact) })}</Typography.Text>
        {r.location ? <Typography.Text type="secondary">{r.location}</Typography.Text> : null}
        {r.incidentDate ? <Typography.Text type="secondary">{t('card.incidentOn', { date: r.incidentDate })}</Typography.Text> : null}
        <Typography.Text type="secondary">{t('card.filedOn', { date: day(r.createdAt) })}</Typography.Text>
      </Space>
      {r.isDoubleBrokerage && r.brokerageChain.length > 0 ? <div>{t('card.chain', { chain: r.brokerageChain.join(' → ') })}</div> : null}
      <div style={{ marginTop: 8 }}>
        <Typography.Text type="secondary">{t('card.reportedBy', { name: r.reporterName, company: r.reporterCompany })}</Typography.Text>
        {r.isOwn ? <Tag style={{ marginLeft: 8 }}>{t('card.own')}</Tag> : null}
      </div>
      {r.corroborations > 0 ? <div data-testid="fg-corroborations">{t('card.corroborated', { count: r.corroborations })}</div> : null}
      {r.verifiedBy === 'OPERATOR' ? <div>{t('card.verifiedByOperator')}</div> : null}
      {r.status === 'RESOLVED' ? <div data-testid="fg-recovered">{t('card.recovered', { amount: money(r.amountRecovered ?? 0) })}</div> : null}
      <div style={{ marginTop: 8, paddingLeft: 12, borderLeft: '3px solid #d9d9d9' }} data-testid="fg-response">
        {r.response ? (
          <>
            <Typography.Text strong>{t('card.response')}</Typography.Text>
            <Typography.Paragraph style={{ margin: 0 }}>{r.response.text}</Typography.Paragraph>
          </>
        ) : (
          <Typography.Text type="secondary">
            {!r.responseDeadline ? t('notice.pending') : Date.parse(r.responseDeadline) > now ? t('card.awaiting', { deadline: f.date(r.responseDeadline, true) }) : t('card.noAnswer')}
          </Typography.Text>
        )}
      </div>
      {r.responseLink ? (
        <div style={{ marginTop: 4 }}>
          <Typography.Text type="secondary">{t('card.responseLink')} </Typography.Text>
          <Typography.Text copyable data-testid="fg-response-link">{`${window.location.origin}${r.responseLink}`}</Typography.Text>
        </div>
      ) : null}
      <Space style={{ marginTop: 8 }}>
        {r.carrierLinked ? <Link to={`/carrier/${r.carrierId}`}>{t('card.viewCarrier')}</Link> : null}
        {onResolve && r.isOwn && r.status !== 'RESOLVED' ? (
          <Button size="small" onClick={() => onResolve(r)} data-testid="fg-resolve">
            {t('card.resolve')}
          </Button>
        ) : null}
        {onRetract && r.isOwn ? (
          <Popconfirm title={t('card.retractConfirm')} okText={t('card.retract')} cancelText={t('cancel')} onConfirm={() => onRetract(r)}>
            <Button size="small" danger data-testid="fg-retract">
              {t('card.retract')}
            </Button>
          </Popconfirm>
        ) : null}
        {onVerify && r.status !== 'VERIFIED' && r.status !== 'RESOLVED' ? (
          <Button size="small" onClick={() => onVerify(r)} data-testid="fg-verify">
            {t('card.verify')}
          </Button>
        ) : null}
      </Space>
    </Card>
  );
}
