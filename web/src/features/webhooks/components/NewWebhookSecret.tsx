import { useTranslation } from 'react-i18next';
import { SecretOnce } from '../../../shared/ui/SecretOnce';

/** A signing secret right after registration or a roll, and never again (held only in this screen's state). */
export function NewWebhookSecret({ secret, url, onDone }: { secret: string; url: string; onDone: () => void }) {
  const { t } = useTranslation('dashboard');
  const texts = {
    title: t('webhooks.secret.title'),
    warning: t('webhooks.secret.warning', { url }),
    copy: t('webhooks.secret.copy'),
    copied: t('webhooks.secret.copied'),
    copyFailed: t('webhooks.secret.copyFailed'),
    done: t('webhooks.secret.done'),
  };
  return <SecretOnce secret={secret} texts={texts} onDone={onDone} testId="webhook" />;
}
