import { Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../app/routes';
import type { PaywallState } from './PaywallBanner';

/**
 * In a card whose data the paywall refused (402): what the plan would show there and the way to /subscription, rather
 * than a message that reads like an outage.
 */
export function PaywalledHint({ text }: { text: string }) {
  const { t } = useTranslation('subscription');
  return (
    <Typography.Text type="secondary" data-testid="paywalled-hint">
      {text}{' '}
      <Link to={PATHS.subscription} state={{ paywall: true } satisfies PaywallState}>
        {t('paywall.go')}
      </Link>
    </Typography.Text>
  );
}
