import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CompanyProfileView } from '@logiscope/proto/views';
import { useNumberFormat } from '../../../shared/hooks/useNumberFormat';
import { useGetSubscriptionStatusQuery } from '../../subscription/subscription.api';
import { useGetUsageQuery } from '../company.api';
import { VerificationTag } from './VerificationTag';

/** The four stat cards: company, team members, subscription, searches this month (counted by the server). */
export function ControlPanelStats({ profile }: { profile: CompanyProfileView }) {
  const { t } = useTranslation(['controlPanel', 'subscription']);
  const number = useNumberFormat();
  // i18n-keys: subscription:status.*
  const { data: plan } = useGetSubscriptionStatusQuery();
  const { data: usage } = useGetUsageQuery();
  const cards = [
    {
      key: 'company',
      title: t('stats.company'),
      value: profile.company.companyName,
      extra: <VerificationTag status={profile.verification.status} />,
    },
    { key: 'members', title: t('stats.teamMembers'), value: number(profile.memberCount) },
    { key: 'subscription', title: t('stats.subscription'), value: plan ? t(`subscription:status.${plan.subscriptionStatus}`) : '–' },
    { key: 'searches', title: t('stats.searchesThisMonth'), value: usage ? number(usage.searchesThisMonth) : '–' },
  ];
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 24 }}>
      {cards.map((card) => (
        <Col key={card.key} xs={24} sm={12} lg={6}>
          <Card variant="outlined" data-testid={`stat-${card.key}`}>
            <Statistic title={card.title} value={card.value} valueStyle={{ fontSize: 20, overflowWrap: 'anywhere' }} />
            {card.extra}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
