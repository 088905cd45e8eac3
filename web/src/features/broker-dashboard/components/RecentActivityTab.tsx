import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DashboardActivity } from '@logiscope/proto/views';
import { useDashboardFormat } from '../hooks/useDashboardFormat';

const ACTION_COLORS: Record<string, string> = { INCIDENT_FILED: 'red', REPORT_FILED: 'blue', RESPONSE_RECEIVED: 'purple', INCIDENT_DISPUTED: 'orange', INCIDENT_VERIFIED: 'volcano', INCIDENT_RESOLVED: 'green' };

/** Recent Activity: the company's latest filings and what happened to them. */
export function RecentActivityTab({ activity }: { activity: DashboardActivity[] }) {
  const { t } = useTranslation('brokerDashboard');
  const f = useDashboardFormat();
  return (
    <Table<DashboardActivity>
      rowKey="id"
      dataSource={activity}
      pagination={false}
      size="middle"
      scroll={{ x: true }}
      locale={{ emptyText: t('activity.empty') }}
      onRow={(a) => ({ 'data-testid': `activity-${a.action}` }) as React.HTMLAttributes<HTMLElement>}
      columns={[
        { title: t('activity.date'), key: 'date', render: (_, a) => f.date(a.date) },
        { title: t('activity.action'), key: 'action', render: (_, a) => <Tag color={ACTION_COLORS[a.action]}>{t(`activity.${a.action}`)}</Tag> },
        { title: t('activity.carrier'), dataIndex: 'carrierName', key: 'carrier' },
        { title: t('activity.category'), key: 'category', render: (_, a) => f.category(a.category) },
        { title: t('activity.impact'), key: 'impact', render: (_, a) => (a.impact === null ? '—' : f.money(a.impact)) },
      ]}
    />
  );
}
