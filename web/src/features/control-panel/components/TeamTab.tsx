import { Alert, Button, Card, Result, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUnauthorizedEffect } from '../../../shared/hooks/useUnauthorizedEffect';
import { useCurrentUser } from '../../auth/hooks/useCurrentUser';
import { useListTeamMembersQuery } from '../team.api';
import { AddMemberForm } from './AddMemberForm';
import { TeamTable } from './TeamTable';
import { CompanySecondFactorCard } from '../../second-factor/components/CompanySecondFactorCard';

/**
 * The Team tab: the company's members with the signed-in user's own row marked 'You'; an ADMIN blocks or unblocks,
 * changes roles, deletes (after a confirmation) and adds members. Team accounts are a broker feature. The server
 * enforces every one of these rules itself.
 */
export function TeamTab() {
  const { t } = useTranslation('team');
  const user = useCurrentUser();
  const isAdmin = user.role === 'ADMIN';
  const { data: members, error, isLoading, refetch } = useListTeamMembersQuery(undefined, { skip: !isAdmin });
  useUnauthorizedEffect(error);

  if (!isAdmin) return <Alert type="info" showIcon message={t('team.adminsOnly')} data-testid="team-admins-only" />;
  if (isLoading) return <Skeleton active />;
  if (error || !members) {
    return <Result status="warning" title={t('team.loadFailed')} extra={<Button onClick={() => void refetch()}>{t('team.retry')}</Button>} />;
  }
  const isBroker = user.company?.companyType === 'BROKER';
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card variant="outlined" title={t('team.title')}>
        <Typography.Paragraph type="secondary">{t('team.intro')}</Typography.Paragraph>
        <TeamTable members={members} selfId={user.id} />
      </Card>
      {isBroker ? <AddMemberForm /> : <Alert type="info" showIcon message={t('team.shipperNote')} data-testid="team-shipper-note" />}
      <CompanySecondFactorCard />
    </Space>
  );
}
