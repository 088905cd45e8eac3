import type { ReactNode } from 'react';
import { Alert, Card, Descriptions, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { VettingView } from '@logiscope/proto/views';
import { useFormat } from '../../../shared/hooks/useFormat';
import { VerdictChecks } from '../../carriers/components/VerdictChecks';

/**
 * One load vetting record as LogiScope froze it: the load, the carrier, who asked and when, an accepted Review's
 * reason, whether a later vetting of the load replaced it, and the verdict with every check (data set and date).
 * The same on the carrier page's answer, the history and the public /verify/:code page.
 */
export function VettingRecord({ record, actions }: { record: VettingView; actions?: ReactNode }) {
  const { t } = useTranslation('compliance');
  const format = useFormat();
  const none = t('vetting.record.notGiven');
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="vetting-record" data-code={record.code}>
      <Card variant="outlined" title={t('vetting.record.title')} extra={actions}>
        {record.supersededBy ? (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            data-testid="vetting-superseded"
            title={t('vetting.record.superseded')}
            description={
              <Link to={`/verify/${encodeURIComponent(record.supersededBy)}`}>{t('vetting.record.seeLater', { code: record.supersededBy })}</Link>
            }
          />
        ) : null}
        <Descriptions column={{ xs: 1, sm: 1, md: 2 }} size="small" bordered>
          <Descriptions.Item label={t('vetting.record.code')}>
            <Typography.Text strong copyable data-testid="vetting-code">
              {record.code}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('vetting.record.vettedAt')}>{format.date(record.vettedAt, true)}</Descriptions.Item>
          <Descriptions.Item label={t('vetting.record.loadReference')}>
            <span data-testid="vetting-load-reference">{record.loadReference}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('vetting.record.pickupDate')}>{record.pickupDate ? format.date(record.pickupDate) : none}</Descriptions.Item>
          <Descriptions.Item label={t('vetting.record.lane')}>{record.lane || none}</Descriptions.Item>
          <Descriptions.Item label={t('vetting.record.carrier')}>
            {record.carrierName} · USDOT {record.dotNumber}
            {record.mcNumber ? ` · MC-${record.mcNumber}` : ''}
          </Descriptions.Item>
          <Descriptions.Item label={t('vetting.record.company')}>{record.companyName}</Descriptions.Item>
          <Descriptions.Item label={t('vetting.record.requestedBy')}>{record.requestedBy}</Descriptions.Item>
          <Descriptions.Item label={t('vetting.record.override')}>
            <span data-testid="vetting-override">{record.overridden ? t('vetting.record.accepted', { reason: record.overrideReason }) : t('vetting.record.noOverride')}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('vetting.record.replaces')}>
            {record.supersedes ? <Link to={`/verify/${encodeURIComponent(record.supersedes)}`}>{record.supersedes}</Link> : t('vetting.record.first')}
          </Descriptions.Item>
          <Descriptions.Item label={t('vetting.record.retainUntil')}>{format.date(record.retainUntil)}</Descriptions.Item>
        </Descriptions>
      </Card>
      <VerdictChecks verdict={{ outcome: record.outcome, checks: record.checks, profile: record.profile }} />
    </Space>
  );
}
