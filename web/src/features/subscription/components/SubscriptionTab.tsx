import { Space } from 'antd';
import { useCurrentUser } from '../../auth/hooks/useCurrentUser';
import { useGetSubscriptionStatusQuery } from '../subscription.api';
import { CurrentPlanCard } from './CurrentPlanCard';
import { ExtendTrialForm } from './ExtendTrialForm';

/** The control panel's Subscription tab: the plan's details and actions, and extend trial for the company's ADMIN. */
export function SubscriptionTab() {
  const user = useCurrentUser();
  const isAdmin = user.role === 'ADMIN';
  const { data: plan } = useGetSubscriptionStatusQuery();
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <CurrentPlanCard isAdmin={isAdmin} />
      {isAdmin && plan ? <ExtendTrialForm companyId={user.companyId ?? ''} status={plan.subscriptionStatus} /> : null}
    </Space>
  );
}
