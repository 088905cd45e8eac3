import { Card, Empty, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuthorityView } from '@logiscope/proto/views';
import { useDateFormat } from '../../../shared/hooks/useDateFormat';
import type { Carrier } from '../../carriers/carrier.types';
import { authoritiesInOrder } from '../../carriers/filings.rules';
import { AuthorityStatusBadge } from '../../carriers/components/AuthorityStatusBadge';
import { DataAsOf } from './DataAsOf';
import styles from './Filings.module.css';

/**
 * Operating Authority: the USDOT number's status, then one row per authority (docket and kind) saying what it lets
 * the company do in the broker's words, its status and since when, and the data set and day the fact is true as of.
 */
export function AuthorityCard({ carrier }: { carrier: Carrier }) {
  const { t } = useTranslation('carrierDetail');
  const formatDate = useDateFormat();
  const authorities = authoritiesInOrder(carrier.authorities ?? []);
  const columns = [
    { key: 'docket', title: t('safety.authority.docket'), render: (_: unknown, a: AuthorityView) => <strong>{a.docket || '—'}</strong> },
    {
      key: 'allows',
      title: t('safety.authority.allows'),
      render: (_: unknown, a: AuthorityView) => (
        <div data-kind={a.kind}>
          {/* What the kind allows holds only while the authority is active: any other status allows no hauling. */}
          <div>{a.status === 'ACTIVE' ? t(`safety.authority.kind.${a.kind}`) : t('safety.authority.notInForce', { kind: t(`safety.authority.kindName.${a.kind}`) })}</div>
          {a.label ? <Typography.Text type="secondary">{a.label}</Typography.Text> : null}
        </div>
      ),
    },
    {
      key: 'status',
      title: t('safety.authority.status'),
      render: (_: unknown, a: AuthorityView) => (
        <span className={styles.tagRow}>
          <AuthorityStatusBadge status={a.status} scope="record" />
          {a.revocationPending ? <Tag color="orange">{t('safety.authority.revocationPending')}</Tag> : null}
        </span>
      ),
    },
    { key: 'since', title: t('safety.authority.since'), render: (_: unknown, a: AuthorityView) => formatDate(a.since) || '—' },
    { key: 'data', title: t('safety.authority.data'), render: (_: unknown, a: AuthorityView) => <DataAsOf source={a.source} asOf={a.asOf} /> },
  ];

  return (
    <Card
      variant="outlined"
      title={t('safety.authority.title')}
      extra={
        <span className={styles.tagRow}>
          {t('safety.authority.usdot')} <AuthorityStatusBadge status={carrier.usdotStatus} scope="record" testId="usdot-status" />
        </span>
      }
      data-testid="authority-card"
    >
      <Typography.Paragraph type="secondary">{t('safety.authority.hint')}</Typography.Paragraph>
      {authorities.length ? (
        <Table<AuthorityView>
          size="small"
          rowKey={(a) => `${a.docket}:${a.kind}`}
          columns={columns}
          dataSource={authorities}
          pagination={false}
          scroll={{ x: 720 }}
          onRow={(a) => ({ 'data-testid': 'authority-row', 'data-kind': a.kind, 'data-status': a.status }) as React.HTMLAttributes<HTMLElement>}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('safety.authority.empty')} />
      )}
    </Card>
  );
}
