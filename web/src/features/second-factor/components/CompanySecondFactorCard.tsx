import { Card, Skeleton, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApiErrorToast } from '../../../shared/hooks/useApiErrorToast';
import { useErrorText } from '../../../shared/hooks/useErrorText';
import { useToast } from '../../../shared/hooks/useToast';
import { useGetSecondFactorQuery, useSetCompanySecondFactorRequirementMutation } from '../second-factor.api';

/** The Team tab's company setting (its ADMIN): require two-factor sign-in of every member. */
export function CompanySecondFactorCard() {
  const { t } = useTranslation('team');
  const toast = useToast();
  const showError = useApiErrorToast();
  const errorText = useErrorText();
  const { data: status } = useGetSecondFactorQuery();
  const [setRequirement, { isLoading }] = useSetCompanySecondFactorRequirementMutation();

  const change = async (required: boolean) => {
    try {
      await setRequirement({ required }).unwrap();
      toast({ title: t('secondFactor.companySaved'), variant: 'success' });
    } catch (error) {
      showError(error, { title: t('secondFactor.failed'), description: errorText(error, '') });
    }
  };

  return (
    <Card variant="outlined" title={t('secondFactor.companyTitle')}>
      <Typography.Paragraph type="secondary">{t('secondFactor.companyText')}</Typography.Paragraph>
      {status ? (
        <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
          <Switch checked={status.requiredByCompany} loading={isLoading} onChange={(checked) => void change(checked)} data-testid="company-second-factor-switch" />
          {t('secondFactor.companyRequire')}
        </label>
      ) : (
        <Skeleton active paragraph={false} />
      )}
    </Card>
  );
}
