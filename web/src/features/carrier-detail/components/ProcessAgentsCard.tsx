import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Carrier } from '../../carriers/carrier.types';
import { formatLocation } from '../../carriers/carrier.format';

type ProcessAgent = Carrier['processAgents'][number];

/** Process Agents (BOC-3): who accepts legal papers for the company in each state; shown only when Motus lists some. */
export function ProcessAgentsCard({ agents }: { agents: readonly ProcessAgent[] }) {
  const { t } = useTranslation('carrierDetail');
  if (agents.length === 0) return null;
  const columns = [
    { key: 'name', title: t('safety.agents.name'), render: (_: unknown, a: ProcessAgent) => a.name || '—' },
    { key: 'location', title: t('safety.agents.location'), render: (_: unknown, a: ProcessAgent) => formatLocation(a.city, a.state) || '—' },
    { key: 'docket', title: t('safety.agents.docket'), render: (_: unknown, a: ProcessAgent) => a.docket || '—' },
  ];
  return (
    <Card variant="outlined" title={t('safety.agents.title')} data-testid="process-agents">
      <Table<ProcessAgent> size="small" rowKey={(a) => `${a.docket}:${a.state}:${a.name}`} columns={columns} dataSource={[...agents]} pagination={false} scroll={{ x: true }} />
    </Card>
  );
}
