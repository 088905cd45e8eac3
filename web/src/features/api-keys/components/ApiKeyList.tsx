import { Button, Popconfirm, Space, Tag, Typography } from 'antd';
import type { ApiKeyView } from '@logiscope/proto/views';
import { useTranslation } from 'react-i18next';
import { useApiErrorToast } from '../../../shared/hooks/useApiErrorToast';
import { useDateFormat } from '../../../shared/hooks/useDateFormat';
import { useErrorText } from '../../../shared/hooks/useErrorText';
import { useToast } from '../../../shared/hooks/useToast';
import { Fact, Facts, stackedList } from '../../../shared/ui/StackedList';
import { useRevokeApiKeyMutation } from '../api-keys.api';
import { ApiKeyScopeLabel } from './ApiKeyScopeLabel';
import styles from './ApiKeys.module.css';

const STATUS_COLOR: Record<ApiKeyView['status'], string> = { ACTIVE: 'green', SUSPENDED: 'gold', EXPIRED: 'default', REVOKED: 'red' };

/** Revoke, after a confirmation that says software using the key stops at once. */
function RevokeButton({ apiKey }: { apiKey: ApiKeyView }) {
  const { t } = useTranslation('dashboard');
  const toast = useToast();
  const showError = useApiErrorToast();
  const errorText = useErrorText();
  const [revoke, { isLoading }] = useRevokeApiKeyMutation();
  const onConfirm = () =>
    revoke({ id: apiKey.id })
      .unwrap()
      .then(() => toast({ title: t('apiSettings.revoke.doneTitle'), description: t('apiSettings.revoke.done', { name: apiKey.name }), variant: 'success' }))
      .catch((error: unknown) => showError(error, { title: t('apiSettings.revoke.failed'), description: errorText(error, '') }));
  return (
    <Popconfirm
      title={t('apiSettings.revoke.confirmTitle', { name: apiKey.name })}
      description={t('apiSettings.revoke.confirmText')}
      okText={t('apiSettings.revoke.button')}
      cancelText={t('apiSettings.revoke.cancel')}
      okButtonProps={{ danger: true, loading: isLoading, ...({ 'data-testid': 'api-key-revoke-confirm' } as Record<string, string>) }}
      onConfirm={onConfirm}
    >
      <Button size="small" danger data-testid="api-key-revoke">
        {t('apiSettings.revoke.button')}
      </Button>
    </Popconfirm>
  );
}

/**
 * The company's keys, newest first: name, status, the secret's first characters, scopes, creator, created, last used
 * and expiry (or when it was revoked). A stacked list rather than a table, so it reads the same on a phone.
 */
export function ApiKeyList({ keys }: { keys: readonly ApiKeyView[] }) {
  const { t } = useTranslation('dashboard');
  const date = useDateFormat();
  if (keys.length === 0) return <Typography.Text type="secondary">{t('apiSettings.list.empty')}</Typography.Text>;
  return (
    <ul className={stackedList.list} aria-label={t('apiSettings.list.title')}>
      {keys.map((key) => (
        <li key={key.id} className={stackedList.item} data-testid="api-key-row" data-name={key.name}>
          <div className={`${stackedList.head} ${styles.spread}`}>
            <Space wrap size={8}>
              <span className={styles.name}>{key.name}</span>
              <Tag color={STATUS_COLOR[key.status]} data-testid="api-key-status">
                {t(`apiSettings.status.${key.status}`)}
              </Tag>
            </Space>
            {key.status === 'REVOKED' ? null : <RevokeButton apiKey={key} />}
          </div>
          {key.status === 'SUSPENDED' ? <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>{t('apiSettings.suspendedNote')}</Typography.Paragraph> : null}
          <Facts>
            <Fact label={t('apiSettings.list.prefix')}>
              <Typography.Text code data-testid="api-key-prefix">{`${key.prefix}…`}</Typography.Text>
            </Fact>
            <Fact label={t('apiSettings.list.createdBy')} testId="api-key-creator">
              {key.createdBy.name || t('apiSettings.list.formerMember')}
            </Fact>
            <Fact label={t('apiSettings.list.created')}>{date(key.createdAt, true)}</Fact>
            <Fact label={t('apiSettings.list.lastUsed')} testId="api-key-last-used">
              {key.lastUsedAt ? date(key.lastUsedAt, true) : t('apiSettings.list.never')}
            </Fact>
            {key.revokedAt ? (
              <Fact label={t('apiSettings.list.revoked')}>{date(key.revokedAt, true)}</Fact>
            ) : (
              <Fact label={t('apiSettings.list.expires')}>{key.expiresAt ? date(key.expiresAt, true) : t('apiSettings.list.noExpiry')}</Fact>
            )}
            <Fact label={t('apiSettings.list.scopes')} wide>
              <span className={stackedList.stack}>
                {key.scopes.map((scope) => (
                  <ApiKeyScopeLabel key={scope} scope={scope} />
                ))}
              </span>
            </Fact>
          </Facts>
        </li>
      ))}
    </ul>
  );
}
