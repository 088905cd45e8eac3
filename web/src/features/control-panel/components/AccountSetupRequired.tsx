import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** A user whose company is not set up: the spec's 'Account Setup Required', whose button reloads the page. */
export function AccountSetupRequired() {
  const { t } = useTranslation('controlPanel');
  return (
    <Result
      status="warning"
      title={t('setupRequired.title')}
      subTitle={t('setupRequired.text')}
      data-testid="account-setup-required"
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('setupRequired.completeSetup')}
        </Button>
      }
    />
  );
}
