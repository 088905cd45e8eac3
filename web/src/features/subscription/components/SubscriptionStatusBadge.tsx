import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SubscriptionStatusValue } from '../subscription.api';
import { STATUS_COLOR } from '../subscription.rules';

/** The status badge: Active, Free Trial, Trial Expired, Cancelled, Inactive. */
export function SubscriptionStatusBadge({ status }: { status: SubscriptionStatusValue }) {
  const { t } = useTranslation('subscription');
  return (
    <Tag color={STATUS_COLOR[status]} data-testid="subscription-status">
      {t(`status.${status}`)}
    </Tag>
  );
}
