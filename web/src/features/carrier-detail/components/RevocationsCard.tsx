import { Card, Empty, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../shared/hooks/useDateFormat';
import type { RevocationView } from '../../carriers/carrier.types';
import { DataAsOf } from './DataAsOf';

/** Authority Revocations: each order's docket, authority, type, the day it was served and took effect, and its data set. */
export function RevocationsCard({ revocations }: { revocations: readonly RevocationView[] }) {
  const { t } = useTranslation('carrierDetail');
  const formatDate = useDateFormat();
  const columns = [
    { key: 'docket', title: t('safety.revocation.docket'), render: (_: unknown, r: RevocationView) => r.docket || '—' },
    { key: 'authority', title: t('safety.revocation.authority'), render: (_: unknown, r: RevocationView) => r.authorityType || '—' },
    { key: 'type', title: t('safety.revocation.type'), render: (_: unknown, r: RevocationView) => r.revocationType || '—' },
    { key: 'served', title: t('safety.revocation.served'), render: (_: unknown, r: RevocationView) => formatDate(r.serveDate) || '—' },
    { key: 'effective', title: t('safety.revocation.effective'), render: (_: unknown, r: RevocationView) => formatDate(r.effectiveDate) || '—' },
    { key: 'data', title: t('safety.revocation.data'), render: (_: unknown, r: RevocationView) => <DataAsOf source={r.source} asOf="" /> },
  ];
  return (
    <Card variant="outlined" title={t('safety.revocationsTitle')} data-testid="revocations">
      {revocations.length ? (
        <Table<RevocationView>
          size="small"
          rowKey={(r) => `${r.docket}:${r.authorityType}:${r.revocationType}:${r.serveDate}:${r.effectiveDate}:${r.source}`}
          columns={columns}
          dataSource={[...revocations]}
          pagination={false}
          scroll={{ x: 720 }}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('safety.noRevocations')} />
      )}
    </Card>
  );
}
