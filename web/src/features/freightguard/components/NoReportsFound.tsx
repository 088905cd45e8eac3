import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** The spec's empty state: 'No Reports Found' with a Submit First Report button (hidden where filing is not allowed). */
export function NoReportsFound({ onSubmitFirst }: { onSubmitFirst?: () => void }) {
  const { t } = useTranslation('freightguard');
  return (
    <Empty data-testid="fg-empty" description={<><strong>{t('noReports')}</strong><div>{t('noReportsText')}</div></>}>
      {onSubmitFirst ? (
        <Button type="primary" onClick={onSubmitFirst}>
          {t('submitFirst')}
        </Button>
      ) : null}
    </Empty>
  );
}
