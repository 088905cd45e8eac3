import { useTranslation } from 'react-i18next';
import type { OpResult } from '../../../api/operationRequest';
import { SecretOnce } from '../../../shared/ui/SecretOnce';

/**
 * The new key's secret, right after its creation and never again: identity keeps only its hash, and the web keeps it
 * only in this screen's state (gone once the ADMIN says it is stored or closes the dialog).
 */
export function NewApiKeySecret({ created, onDone }: { created: OpResult<'createApiKey'>; onDone: () => void }) {
  const { t } = useTranslation('dashboard');
  const texts = {
    title: t('apiSettings.secret.title'),
    warning: t('apiSettings.secret.warning'),
    copy: t('apiSettings.secret.copy'),
    copied: t('apiSettings.secret.copied'),
    copyFailed: t('apiSettings.secret.copyFailed'),
    done: t('apiSettings.secret.done'),
  };
  return <SecretOnce secret={created.secret} texts={texts} onDone={onDone} testId="api-key" />;
}
