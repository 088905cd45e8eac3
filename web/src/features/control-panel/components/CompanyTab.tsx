import { Alert, Button, Card, Descriptions, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyProfileView, CompanyVerificationOutcome } from '@logiscope/proto/views';
import { useApiErrorToast } from '../../../shared/hooks/useApiErrorToast';
import { useDateFormat } from '../../../shared/hooks/useDateFormat';
import { useCurrentUser } from '../../auth/hooks/useCurrentUser';
import { useVerifyCompanyMutation } from '../company.api';
import { PendingVerificationsCard } from './PendingVerificationsCard';
import { VerificationTag } from './VerificationTag';

/**
 * The Company tab: company info, verification (Verified or Pending), company type and the user's account role; MC and
 * DOT for broker companies only. A pending broker's ADMIN can run the FMCSA check again (after correcting data, or
 * once FMCSA's files list the company); the platform operator verifies by hand from the pending list.
 */
export function CompanyTab({ profile }: { profile: CompanyProfileView }) {
  const { t } = useTranslation('controlPanel');
  // i18n-keys: controlPanel:companyType.* controlPanel:company.verifiedBy.* controlPanel:company.roles.* controlPanel:company.outcome.*
  const user = useCurrentUser();
  const date = useDateFormat();
  const errorToast = useApiErrorToast();
  const [verify, { isLoading }] = useVerifyCompanyMutation();
  const [outcome, setOutcome] = useState<CompanyVerificationOutcome | null>(null);
  const { company, verification } = profile;
  const isBroker = company.companyType === 'BROKER';
  const pendingBroker = isBroker && verification.status === 'PENDING';

  const check = async () => {
    try {
      setOutcome((await verify().unwrap()).outcome);
    } catch (e) {
      errorToast(e, { title: t('company.checkFailed') });
    }
  };

  const address = [company.address, company.city, [company.state, company.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const items = [
    { key: 'name', label: t('company.name'), children: company.companyName },
    { key: 'type', label: t('company.type'), children: t(`companyType.${company.companyType}`) },
    {
      key: 'verification',
      label: t('company.verification'),
      children: (
        <Space wrap>
          <VerificationTag status={verification.status} testId="company-verification" />
          {verification.method ? <span>{t(`company.verifiedBy.${verification.method}`, { date: date(verification.verifiedAt) })}</span> : null}
        </Space>
      ),
    },
    { key: 'role', label: t('company.role'), children: t(`company.roles.${user.role}`) },
    ...(isBroker
      ? [
          { key: 'mc', label: t('company.mcNumber'), children: company.mcNumber || '–' },
          { key: 'dot', label: t('company.dotNumber'), children: company.dotNumber || '–' },
        ]
      : []),
    { key: 'email', label: t('company.email'), children: company.email || '–' },
    { key: 'phone', label: t('company.phone'), children: company.phone || '–' },
    { key: 'address', label: t('company.address'), children: address || '–' },
    { key: 'since', label: t('company.since'), children: date(company.createdAt) },
  ];

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card variant="outlined" title={t('company.title')} data-testid="company-tab">
        <Descriptions column={{ xs: 1, md: 2 }} items={items} />
        {pendingBroker ? (
          <Space direction="vertical" style={{ width: '100%', marginTop: 16 }}>
            <Alert type="info" showIcon message={t('company.pendingHelp')} />
            {outcome && outcome !== 'VERIFIED' ? <Alert type="warning" showIcon message={t(`company.outcome.${outcome}`)} data-testid="verification-outcome" /> : null}
            {user.role === 'ADMIN' ? (
              <Button onClick={() => void check()} loading={isLoading} data-testid="check-verification">
                {isLoading ? t('company.checking') : t('company.check')}
              </Button>
            ) : null}
          </Space>
        ) : null}
      </Card>
      {user.isOperator ? <PendingVerificationsCard /> : null}
    </Space>
  );
}
