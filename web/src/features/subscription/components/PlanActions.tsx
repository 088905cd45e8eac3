import { Alert, Button, Popconfirm, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSubscriptionActions } from '../hooks/useSubscriptionActions';
import type { SubscriptionStatusValue } from '../subscription.api';
import { actionsFor } from '../subscription.rules';

/** What the plan allows now: start the trial or subscribe (inactive), upgrade (trial, expired), cancel (active). ADMIN only. */
export function PlanActions({ status, isAdmin }: { status: SubscriptionStatusValue; isAdmin: boolean }) {
  const { t } = useTranslation('subscription');
  const { startTrial, subscribe, cancel, busy } = useSubscriptionActions();
  if (!isAdmin) return <Alert type="info" showIcon message={t('actions.adminsOnly')} data-testid="subscription-admins-only" />;
  const actions = actionsFor(status);
  return (
    <Space direction="vertical" size="small" style={{ width: '100%' }}>
      {status === 'TRIAL_EXPIRED' ? <Alert type="warning" showIcon message={t('actions.expiredNote')} /> : null}
      {status === 'TRIAL' ? <Typography.Text type="secondary">{t('actions.trialNote')}</Typography.Text> : null}
      <Space wrap>
        {actions.includes('startTrial') ? (
          <Button type="primary" loading={busy} onClick={() => void startTrial()} data-testid="start-trial">
            {t('actions.startTrial')}
          </Button>
        ) : null}
        {actions.includes('subscribe') ? (
          <Button type={actions.includes('startTrial') ? 'default' : 'primary'} loading={busy} onClick={() => void subscribe()} data-testid="subscribe">
            {t('actions.subscribe')}
          </Button>
        ) : null}
        {actions.includes('upgrade') ? (
          <Button type="primary" loading={busy} onClick={() => void subscribe()} data-testid="upgrade">
            {t('actions.upgrade')}
          </Button>
        ) : null}
        {actions.includes('cancel') ? (
          <Popconfirm
            title={t('actions.cancelConfirm')}
            description={t('actions.cancelConfirmText')}
            okText={t('actions.cancelYes')}
            cancelText={t('actions.cancelNo')}
            okButtonProps={{ danger: true, 'data-testid': 'cancel-confirm' } as { danger: boolean }}
            onConfirm={() => cancel()}
          >
            <Button danger loading={busy} data-testid="cancel-subscription">
              {t('actions.cancel')}
            </Button>
          </Popconfirm>
        ) : null}
      </Space>
      {actions.includes('startTrial') ? <Typography.Text type="secondary">{t('actions.startTrialNote')}</Typography.Text> : null}
    </Space>
  );
}
