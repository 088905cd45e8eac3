import { Button, Card, Descriptions, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUnauthorizedEffect } from '../../../shared/hooks/useUnauthorizedEffect';
import { useGetSubscriptionStatusQuery, type SubscriptionStatus } from '../subscription.api';
import { dateText, priceDisplay } from '../subscription.rules';
import { PlanActions } from './PlanActions';
import { SubscriptionStatusBadge } from './SubscriptionStatusBadge';

function PlanDetails({ plan }: { plan: SubscriptionStatus }) {
  const { t, i18n } = useTranslation('subscription');
  const date = (iso: string | null) => dateText(iso, i18n.language) ?? t('plan.none');
  const status = plan.subscriptionStatus;
  const paid = status === 'ACTIVE' || status === 'CANCELLED';
  return (
    <Descriptions column={1} size="small" bordered data-testid="current-plan">
      <Descriptions.Item label={t('plan.status')}>
        <SubscriptionStatusBadge status={status} />
      </Descriptions.Item>
      <Descriptions.Item label={t('plan.company')}>{plan.companyName || t('plan.none')}</Descriptions.Item>
      <Descriptions.Item label={t('plan.monthlyPrice')}>
        <span data-testid="monthly-price">{t('plan.price', { price: priceDisplay(plan.monthlyPrice, i18n.language) })}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('plan.started')}>{date(plan.subscriptionStartDate)}</Descriptions.Item>
      <Descriptions.Item label={t('plan.trialExpiry')}>
        <span data-testid="trial-end">{date(plan.trialEndDate)}</span>
      </Descriptions.Item>
      <Descriptions.Item label={status === 'CANCELLED' ? t('plan.accessUntil') : t('plan.nextBilling')}>
        <span data-testid="next-billing">{paid ? date(plan.subscriptionEndDate) : t('plan.none')}</span>
      </Descriptions.Item>
    </Descriptions>
  );
}

/** The current-plan card: status, company, monthly price, started date, trial expiry, next billing; and what can be done. */
export function CurrentPlanCard({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation('subscription');
  const { data: plan, error, isLoading, refetch } = useGetSubscriptionStatusQuery();
  useUnauthorizedEffect(error);
  return (
    <Card variant="outlined" title={t('plan.title')}>
      {isLoading ? (
        <Skeleton active />
      ) : error || !plan ? (
        <Result status="warning" title={t('plan.loadFailed')} extra={<Button onClick={() => void refetch()}>{t('plan.retry')}</Button>} />
      ) : (
        <>
          <PlanDetails plan={plan} />
          <div style={{ marginTop: 16 }}>
            <PlanActions status={plan.subscriptionStatus} isAdmin={isAdmin} />
          </div>
        </>
      )}
    </Card>
  );
}
