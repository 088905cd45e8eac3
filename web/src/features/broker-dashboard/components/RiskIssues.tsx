import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RiskIssue } from '@logiscope/proto/views';
import { useDashboardFormat } from '../hooks/useDashboardFormat';

/** The facts behind a carrier's risk level, as tags. */
export function RiskIssues({ issues }: { issues: RiskIssue[] }) {
  const { t } = useTranslation('brokerDashboard');
  const f = useDashboardFormat();
  if (issues.length === 0) return <span>{t('profiles.none')}</span>;
  return (
    <Space size={[0, 4]} wrap>
      {issues.map((i) => (
        <Tag key={i.code}>{t(`issue.${i.code}`, { value: i.value, amount: f.money(i.value) })}</Tag>
      ))}
    </Space>
  );
}
