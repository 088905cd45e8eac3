import type { ReactNode } from 'react';
import { Alert, Card, Empty, Skeleton, Table, Tag, Tooltip } from 'antd';
import { EnvironmentOutlined, IdcardOutlined, MailOutlined, PhoneOutlined, StopOutlined, TruckOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SharedIdentifier, SharedIdentifierCarrier } from '../../carriers/carrier.types';
import { formatMcNumber, formatPhone } from '../../carriers/carrier.format';
import { AuthorityStatusBadge } from '../../carriers/components/AuthorityStatusBadge';
import { useGetSharedIdentifiersQuery } from '../carrier-detail.api';
import { orderSharedIdentifiers, othersSharing } from '../risk.rules';
import styles from './CarrierDetail.module.css';

const KIND_ICON: Record<string, ReactNode> = {
  phone: <PhoneOutlined />,
  email: <MailOutlined />,
  address: <EnvironmentOutlined />,
  officer: <IdcardOutlined />,
  vin: <TruckOutlined />,
  'prior-revocation': <StopOutlined />,
};

function displayValue(identifier: SharedIdentifier): string {
  if (identifier.kind === 'phone') return formatPhone(identifier.value);
  if (identifier.kind === 'address') return identifier.value.split('|').filter(Boolean).join(', ');
  return identifier.value;
}

function IdentifierBlock({ identifier }: { identifier: SharedIdentifier }) {
  const { t } = useTranslation(['carrierDetail', 'carriers']);
  const others = othersSharing(identifier, identifier.carriers.length);
  const more = others - identifier.carriers.length;
  const columns = [
    {
      key: 'company',
      title: t('carriers:fields.companyName'),
      render: (_: unknown, carrier: SharedIdentifierCarrier) => <Link to={`/carrier/${encodeURIComponent(carrier.id)}`}>{carrier.companyName || carrier.dotNumber}</Link>,
    },
    { key: 'dot', title: t('carriers:fields.dotNumber'), dataIndex: 'dotNumber' },
    { key: 'mc', title: t('carriers:fields.mcNumber'), render: (_: unknown, carrier: SharedIdentifierCarrier) => formatMcNumber(carrier.mcNumber) || '—' },
    { key: 'state', title: t('shared.state'), dataIndex: 'state' },
    { key: 'authority', title: t('carriers:fields.authority'), render: (_: unknown, carrier: SharedIdentifierCarrier) => <AuthorityStatusBadge status={carrier.authorityStatus} /> },
  ];

  return (
    <section
      className={identifier.discounted ? `${styles.identifier} ${styles.identifierDiscounted}` : styles.identifier}
      data-testid="shared-identifier"
      data-kind={identifier.kind}
      data-discounted={identifier.discounted}
    >
      <header className={styles.identifierHead}>
        <span className={styles.identifierKind}>
          <span aria-hidden>{KIND_ICON[identifier.kind] ?? <IdcardOutlined />}</span> {t(`shared.kinds.${identifier.kind}`, { defaultValue: identifier.kind })}
        </span>
        <span className={styles.identifierValue}>{displayValue(identifier)}</span>
        <Tag color={identifier.discounted ? 'default' : others > 0 ? 'error' : 'default'}>{t('shared.sharedWith', { count: others })}</Tag>
        {identifier.discounted ? (
          <Tooltip title={t('shared.discountedHint')}>
            <Tag color="default" data-testid="discounted-label">
              {t('shared.discounted')}
            </Tag>
          </Tooltip>
        ) : null}
      </header>
      {identifier.discounted ? <p className={styles.identifierNote}>{t('shared.discountedHint')}</p> : null}
      {identifier.carriers.length > 0 ? (
        <Table<SharedIdentifierCarrier> size="small" rowKey="id" columns={columns} dataSource={identifier.carriers} pagination={false} scroll={{ x: 560 }} />
      ) : null}
      {more > 0 ? <p className={styles.identifierNote}>{t('shared.more', { count: more })}</p> : null}
    </section>
  );
}

/** Fraud signals: phones, e-mails, addresses, officers, VINs and prior revocations this carrier shares with others. */
export function SharedIdentifiersCard({ carrierId }: { carrierId: string }) {
  const { t } = useTranslation('carrierDetail');
  const { data, isLoading, isError } = useGetSharedIdentifiersQuery(carrierId);
  const identifiers = orderSharedIdentifiers(data ?? [], carrierId);
  const signals = identifiers.filter((identifier) => !identifier.discounted && identifier.carriers.length > 0).length;

  return (
    <Card title={t('shared.title')} variant="outlined" data-testid="shared-identifiers">
      <p className={styles.cardIntro}>{t('shared.intro')}</p>
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : isError ? (
        <Alert type="warning" showIcon title={t('shared.unavailable')} />
      ) : identifiers.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shared.none')} />
      ) : (
        <>
          <Alert
            type={signals > 0 ? 'warning' : 'success'}
            showIcon
            title={signals > 0 ? t('shared.signals', { count: signals }) : t('shared.noSignals')}
            style={{ marginBottom: 16 }}
          />
          <div className={styles.identifierList}>
            {identifiers.map((identifier) => (
              <IdentifierBlock key={`${identifier.kind}:${identifier.value}`} identifier={identifier} />
            ))}
          </div>
        </>
      )}
    </Card>
  );
}
