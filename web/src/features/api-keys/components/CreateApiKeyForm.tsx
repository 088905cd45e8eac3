import { Form, Input, Select } from 'antd';
import { API_KEY_NAME_MAX } from '@logiscope/proto/http';
import { API_KEY_SCOPES, type ApiKeyScope } from '@logiscope/proto/views';
import { useTranslation } from 'react-i18next';
import type { OpResult } from '../../../api/operationRequest';
import { SecretCreateForm } from '../../../shared/forms/SecretCreateForm';
import { ChoiceGroup } from '../../../shared/ui/ChoiceGroup';
import { useCreateApiKeyMutation } from '../api-keys.api';
import { API_KEY_EXPIRIES, CREATE_API_KEY_FIELDS, validateCreateApiKey, type CreateApiKeyValues } from '../api-keys.form';
import { ApiKeyScopeLabel } from './ApiKeyScopeLabel';

const INITIAL: CreateApiKeyValues = { name: '', scopes: [], expiresAt: '90' };

/** Name, scopes (none chosen for the ADMIN: each is a deliberate grant) and expiry; the answer's secret goes to `onCreated`. */
export function CreateApiKeyForm({ onCreated }: { onCreated: (created: OpResult<'createApiKey'>) => void }) {
  const { t } = useTranslation('dashboard');
  return (
    <SecretCreateForm
      name="createApiKey"
      initialValues={INITIAL}
      validate={(values) => validateCreateApiKey(values, new Date())}
      mutation={useCreateApiKeyMutation()}
      fields={CREATE_API_KEY_FIELDS}
      text={{ title: t('apiSettings.form.title'), submit: t('apiSettings.form.submit'), failed: t('apiSettings.form.failed') }}
      submitTestId="api-key-create"
      onCreated={onCreated}
    >
      <Form.Item name="name" label={t('apiSettings.form.name')} required>
        <Input autoComplete="off" maxLength={API_KEY_NAME_MAX} placeholder={t('apiSettings.form.namePlaceholder')} data-testid="api-key-name" />
      </Form.Item>
      <Form.Item name="scopes" label={t('apiSettings.form.scopes')} required>
        <ChoiceGroup<ApiKeyScope> label={t('apiSettings.form.scopes')} choices={API_KEY_SCOPES} render={(scope) => <ApiKeyScopeLabel scope={scope} />} />
      </Form.Item>
      <Form.Item name="expiresAt" label={t('apiSettings.form.expiry')}>
        <Select
          options={API_KEY_EXPIRIES.map((expiry) => ({ value: expiry, label: t(`apiSettings.form.expiries.${expiry}`) }))}
          data-testid="api-key-expiry"
          style={{ maxWidth: 240 }}
        />
      </Form.Item>
    </SecretCreateForm>
  );
}
