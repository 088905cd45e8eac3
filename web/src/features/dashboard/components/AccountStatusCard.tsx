import { Card, Skeleton, Statistic, Tag, Tooltip, Typography } from 'antd';
import { CheckCircleOutlined, ClockCircleOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../app/routes';
import type { User } from '../../auth/auth.types';
import { useGetUsageQuery } from '../../control-panel/company.api';
import { SUBSCRIPTION_SERVED, useGetSubscriptionStatusQuery } from '../../subscription/subscription.api';
import { daysUntil, planKeyOf, type PlanKey } from '../account-status.rules';
import styles from './Dashboard.module.css';

const PLAN_COLOR: Record<PlanKey, string> = {
  ACTIVE: 'success',
  TRIAL: 'processing',
  TRIAL_EXPIRED: 'warning',
  CANCELLED: 'default',
  INACTIVE: 'default',
  unknown: 'default',
};

/**
 * Account Status: the company, its plan (from the subscription service when it answers, else a neutral
 * state; while subscriptions are planned it says so and asks nothing) and the searches run today and this month,
 * counted by the server (GET /api/usage, in the browser's time zone).
 */
export function AccountStatusCard({ user }: { user: User }) {
  const { t } = useTranslation(['dashboard', 'common']);
  const company = user.company;
  const usage = useGetUsageQuery();
  const subscription = useGetSubscriptionStatusQuery(undefined, { skip: !SUBSCRIPTION_SERVED });
  const plan = subscription.data ? planKeyOf(subscription.data.subscriptionStatus) : 'unknown';
  const trialDays = plan === 'TRIAL' ? daysUntil(subscription.data?.trialEndDate, new Date()) : null;
  const isBroker = company?.companyType === 'BROKER';

  return (
    <Card title={t('account.title')} variant="outlined" size="small" data-testid="account-status">
      <div className={styles.accountCompany}>
        <h3 className={styles.accountName} data-testid="company-name">
          {company?.companyName ?? t('company.notProvided')}
        </h3>
        {company?.isVerified ? (
          <Tag color="success" icon={<CheckCircleOutlined />}>
            {t('company.verified')}
          </Tag>
        ) : (
          <Tag color="warning" icon={<ClockCircleOutlined />}>
            {t('company.pending')}
          </Tag>
        )}
      </div>
      <Typography.Text type="secondary" className={styles.accountMeta}>
        {[company ? t(`common:companyType.${company.companyType}`) : null, isBroker && company?.mcNumber ? company.mcNumber : null, isBroker && company?.dotNumber ? `DOT ${company.dotNumber}` : null, t(`common:role.${user.role}`)]
          .filter(Boolean)
          .join(' · ')}
      </Typography.Text>

      <div className={styles.accountPlan}>
        <span>{t('account.plan')}</span>
        {!SUBSCRIPTION_SERVED ? (
          <Tooltip title={t('account.planPlannedText')}>
            <Tag color="blue" data-testid="plan-planned">
              {t('account.planPlanned')}
            </Tag>
          </Tooltip>
        ) : subscription.isLoading ? (
          <Skeleton.Button active size="small" />
        ) : plan === 'unknown' ? (
          <Typography.Text type="secondary" data-testid="plan-unavailable">
            {t('account.planUnavailable')}
          </Typography.Text>
        ) : (
          <Tag color={PLAN_COLOR[plan]} data-testid="plan-status">
            {t(`account.planStatus.${plan}`)}
          </Tag>
        )}
      </div>
      {!SUBSCRIPTION_SERVED ? <p className={styles.accountNote}>{t('account.planPlannedText')}</p> : null}
      {trialDays !== null ? <p className={styles.accountNote}>{t('account.trialDaysLeft', { count: trialDays })}</p> : null}

      <div className={styles.accountStats}>
        <Statistic title={t('account.searchesToday')} value={usage.data ? usage.data.searchesToday : '–'} data-testid="searches-today" />
        <Statistic title={t('account.searchesThisMonth')} value={usage.data ? usage.data.searchesThisMonth : '–'} data-testid="searches-month" />
      </div>
      <p className={styles.accountNote}>{plan === 'ACTIVE' || plan === 'TRIAL' ? t('account.unlimited') : t('account.countsNote')}</p>
      <Link to={PATHS.subscription}>{t('account.manage')}</Link>
    </Card>
  );
}
