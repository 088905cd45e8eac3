import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { ScreenPage } from '../../../shared/ui/ScreenPage';
import { useCurrentUser } from '../../auth/hooks/useCurrentUser';
import { CurrentPlanCard } from '../components/CurrentPlanCard';
import { PaywallNotice } from '../components/PaywallNotice';
import { PlanFeaturesCard } from '../components/PlanFeaturesCard';
import { useCheckoutReturnToast } from '../hooks/useCheckoutReturnToast';

/** /subscription: the current plan (status, company, price, dates), the plan's features, and what the status allows. */
export function SubscriptionPage() {
  const { t } = useTranslation('pages');
  const user = useCurrentUser();
  useCheckoutReturnToast();
  return (
    <ScreenPage title={t('subscription.title')} description={t('subscription.description')}>
      <PaywallNotice />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={14}>
          <CurrentPlanCard isAdmin={user.role === 'ADMIN'} />
        </Col>
        <Col xs={24} lg={10}>
          <PlanFeaturesCard />
        </Col>
      </Row>
    </ScreenPage>
  );
}
