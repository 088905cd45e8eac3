import { Alert, Button, Card, Descriptions, Result, Skeleton, Space, Tag } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../app/routes';
import { useApiErrorToast } from '../../../shared/hooks/useApiErrorToast';
import { useErrorText } from '../../../shared/hooks/useErrorText';
import { ScreenPage } from '../../../shared/ui/ScreenPage';
import { useGetSandboxCheckoutQuery, usePaySandboxCheckoutMutation } from '../subscription.api';
import { formatMoney } from '../../../shared/utils/format';

/** The provider's redirect as an in-app path (the sandbox provider's success URL is on APP_URL, this same app). */
const inAppPath = (url: string) => {
  try {
    const u = new URL(url, window.location.origin);
    return `${u.pathname}${u.search}`;
  } catch {
    return PATHS.subscription;
  }
};

/**
 * The sandbox payment provider's checkout page (PAYMENT_PROVIDER=sandbox): says it is a sandbox, asks for no card; Pay
 * makes the provider send its signed webhook, which activates the plan, then returns to /subscription.
 */
export function SandboxCheckoutPage() {
  const { t, i18n } = useTranslation('subscription');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const showError = useApiErrorToast();
  const errorText = useErrorText();
  const { data: session, isLoading, error } = useGetSandboxCheckoutQuery(id, { skip: !id });
  const [pay, paying] = usePaySandboxCheckoutMutation();
  const amount = session ? formatMoney(session.amountCents / 100, i18n.language, true) : '';

  const onPay = async () => {
    try {
      const { redirectUrl } = await pay(id).unwrap();
      void navigate(inAppPath(redirectUrl));
    } catch (e) {
      showError(e, { title: t('checkout.payFailed'), description: errorText(e, t('checkout.payFailedText')) });
    }
  };

  return (
    <ScreenPage
      title={
        <Space>
          {t('checkout.title')}
          <Tag color="gold" data-testid="sandbox-badge">
            {t('checkout.sandboxBadge')}
          </Tag>
        </Space>
      }
    >
      <Alert type="warning" showIcon message={t('checkout.sandboxNotice')} style={{ marginBottom: 16 }} data-testid="sandbox-notice" />
      {isLoading ? (
        <Skeleton active />
      ) : error || !session ? (
        <Result status="404" title={t('checkout.notFound')} subTitle={t('checkout.notFoundText')} extra={<Link to={PATHS.subscription}>{t('checkout.back')}</Link>} />
      ) : (
        <Card variant="outlined" style={{ maxWidth: 520 }}>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('checkout.plan')}>{t('checkout.amount', { amount })}</Descriptions.Item>
            <Descriptions.Item label={t('checkout.company')}>{session.companyName}</Descriptions.Item>
          </Descriptions>
          <Space style={{ marginTop: 16 }}>
            {session.status === 'open' ? (
              <Button type="primary" loading={paying.isLoading} onClick={() => void onPay()} data-testid="sandbox-pay">
                {t('checkout.pay', { amount })}
              </Button>
            ) : (
              <Alert type="success" showIcon message={t('checkout.complete')} />
            )}
            <Link to={PATHS.subscription}>{t('checkout.back')}</Link>
          </Space>
        </Card>
      )}
    </ScreenPage>
  );
}
