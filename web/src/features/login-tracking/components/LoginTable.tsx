import { Button, Card, Space, Table, Tag, Typography } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { LoginRecordView } from '@logiscope/proto/views';
import { formatDate } from '../../../shared/utils/dates';
import { isApiKeyUse, keyLabel, shortLocation, STATUS_COLOR, THREAT_COLOR } from './loginDisplay';

interface Props {
  records: LoginRecordView[];
  total: number;
  /** false: the total is an estimate (a text search over many records), shown as "about N". */
  totalExact: boolean;
  loading: boolean;
  onView: (record: LoginRecordView) => void;
}

/** 'Login Activity (N records)' ('about N' for an estimate): every column of the spec, with its fallbacks; an API key used from a new address is a row of its own kind. */
export function LoginTable({ records, total, totalExact, loading, onView }: Props) {
  const { t, i18n } = useTranslation('loginTracking');
  return (
    <Card title={totalExact ? t('table.title', { count: total }) : t('table.titleAbout', { count: total })}>
      <Table<LoginRecordView>
        rowKey="id"
        size="small"
        dataSource={loading ? [] : records}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: loading ? t('table.loading') : t('table.empty') }}
        columns={[
          { title: t('table.status'), key: 'status', render: (_, r) => <Tag color={STATUS_COLOR[r.loginStatus]}>{t(`status.${r.loginStatus}`)}</Tag> },
          {
            title: t('table.email'),
            key: 'email',
            render: (_, r) => (isApiKeyUse(r) ? <KeyCell record={r} /> : <SignInCell record={r} />),
          },
          { title: t('table.location'), key: 'location', render: (_, r) => shortLocation(r) ?? t('unknown') },
          { title: t('table.ip'), dataIndex: 'ipAddress' },
          { title: t('table.device'), key: 'device', render: (_, r) => (isApiKeyUse(r) ? t('apiKey.client') : `${r.browser || t('unknown')} / ${r.os || t('unknownOs')}`) },
          {
            title: t('table.security'),
            key: 'security',
            render: (_, r) => (
              <Space size={2} wrap>
                {r.isVpn && <Tag color="orange">{t('badges.vpn')}</Tag>}
                {r.isProxy && <Tag color="gold">{t('badges.proxy')}</Tag>}
                {r.isTor && <Tag color="purple">{t('badges.tor')}</Tag>}
                <Tag color={THREAT_COLOR[r.threatLevel]}>{t(`threat.${r.threatLevel}`)}</Tag>
              </Space>
            ),
          },
          { title: t('table.risk'), key: 'risk', render: (_, r) => `${r.riskScore}%` },
          { title: t('table.time'), key: 'time', render: (_, r) => formatDate(r.createdAt, i18n.language, true) },
          {
            title: t('table.actions'),
            key: 'actions',
            render: (_, r) => <Button size="small" icon={<EyeOutlined />} aria-label={`${t('table.view')} ${isApiKeyUse(r) ? keyLabel(t, r) : r.email}`} onClick={() => onView(r)} />,
          },
        ]}
      />
    </Card>
  );
}

/** An API key used from a new address: which key (its name and an id prefix, never the secret), marked as such. */
function KeyCell({ record }: { record: LoginRecordView }) {
  const { t } = useTranslation('loginTracking');
  return (
    <Space direction="vertical" size={0} data-testid="api-key-use">
      <span>
        <Tag color="blue">{t('apiKey.badge')}</Tag>
        {keyLabel(t, record)}
      </span>
      <Typography.Text type="secondary">{t('apiKey.newAddress')}</Typography.Text>
    </Space>
  );
}

/** A sign-in: the e-mail, its second factor, why it failed. */
function SignInCell({ record: r }: { record: LoginRecordView }) {
  const { t } = useTranslation('loginTracking');
  return (
    <Space direction="vertical" size={0}>
      <span>
        {r.email}
        {r.secondFactor === 'TOTP' || r.secondFactor === 'RECOVERY_CODE' ? (
          <Tag color="green" style={{ marginInlineStart: 8 }} title={t(`secondFactor.${r.secondFactor}`)} data-testid="second-factor-badge">
            {t('badges.secondFactor')}
          </Tag>
        ) : null}
      </span>
      {r.failureReason && <Typography.Text type="danger">{r.failureReason}</Typography.Text>}
    </Space>
  );
}
