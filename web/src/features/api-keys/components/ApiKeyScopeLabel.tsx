import { Typography } from 'antd';
import type { ApiKeyScope } from '@logiscope/proto/views';
import { useTranslation } from 'react-i18next';

/** i18n keys cannot hold the scope's ':' (i18next's namespace separator): carriers:read → carriers_read. */
const scopeKey = (scope: ApiKeyScope) => scope.replace(':', '_');

/** A scope as people read it: its name in the API, and what it allows in the user's language. */
export function ApiKeyScopeLabel({ scope }: { scope: ApiKeyScope }) {
  const { t } = useTranslation('dashboard');
  // i18n-keys: dashboard:apiSettings.scopes.*
  const allows = t(`apiSettings.scopes.${scopeKey(scope)}`);
  return (
    <span>
      <Typography.Text code>{scope}</Typography.Text> {allows}
    </span>
  );
}
