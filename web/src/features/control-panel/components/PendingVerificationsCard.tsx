import { Button, Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PendingCompanyView } from '@logiscope/proto/views';
import { useApiErrorToast } from '../../../shared/hooks/useApiErrorToast';
import { useDateFormat } from '../../../shared/hooks/useDateFormat';
import { useToast } from '../../../shared/hooks/useToast';
import { useListPendingCompanyVerificationsQuery, useOperatorVerifyCompanyMutation } from '../company.api';

/** The platform operator's list of broker companies still pending, each verified by hand after checking it. */
export function PendingVerificationsCard() {
  const { t } = useTranslation('controlPanel');
  const date = useDateFormat();
  const toast = useToast();
  const errorToast = useApiErrorToast();
  const { data: pending, isLoading } = useListPendingCompanyVerificationsQuery();
  const [verify, { isLoading: verifying, originalArgs }] = useOperatorVerifyCompanyMutation();

  const onVerify = async (company: PendingCompanyView) => {
    try {
      await verify(company.companyId).unwrap();
      toast({ title: t('pending.verified'), description: t('pending.verifiedText', { name: company.companyName }), variant: 'success' });
    } catch (e) {
      errorToast(e, { title: t('pending.failed') });
    }
  };

  return (
    <Card variant="outlined" title={t('pending.title')} data-testid="pending-verifications">
      <Table<PendingCompanyView>
        rowKey="companyId"
        size="small"
        loading={isLoading}
        dataSource={pending ?? []}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        locale={{ emptyText: t('pending.none') }}
        scroll={{ x: true }}
        columns={[
          { key: 'name', title: t('company.name'), dataIndex: 'companyName' },
          { key: 'mc', title: t('company.mcNumber'), dataIndex: 'mcNumber' },
          { key: 'dot', title: t('company.dotNumber'), dataIndex: 'dotNumber' },
          { key: 'email', title: t('company.email'), dataIndex: 'email' },
          { key: 'phone', title: t('company.phone'), dataIndex: 'phone' },
          { key: 'since', title: t('company.since'), render: (_, c) => date(c.createdAt) },
          {
            key: 'actions',
            title: t('pending.actions'),
            render: (_, c) => (
              <Button size="small" type="primary" loading={verifying && originalArgs === c.companyId} onClick={() => void onVerify(c)} aria-label={t('pending.verifyLabel', { name: c.companyName })}>
                {t('pending.verify')}
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}
