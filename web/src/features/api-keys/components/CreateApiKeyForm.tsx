import { Button, Form, Input, Select, Typography } from 'antd';
import { API_KEY_NAME_MAX } from '@logiscope/proto/http';
import { API_KEY_SCOPES, type ApiKeyScope } from '@logiscope/proto/views';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/apiError';
import type { OpResult } from '../../../api/operationRequest';
import { clearFieldErrors, showFieldErrors, translateErrors } from '../../../shared/forms/formErrors';
import { mapIssuesToFields } from '../../../shared/forms/serverIssues';
import { isValid } from '../../../shared/forms/validation';
import { useApiErrorToast } from '../../../shared/hooks/useApiErrorToast';
import { useErrorText } from '../../../shared/hooks/useErrorText';
import { ChoiceGroup } from '../../../shared/ui/ChoiceGroup';
import { useCreateApiKeyMutation } from '../api-keys.api';
import { API_KEY_EXPIRIES, CREATE_API_KEY_FIELDS, validateCreateApiKey, type CreateApiKeyValues } from '../api-keys.form';
import { ApiKeyScopeLabel } from './ApiKeyScopeLabel';

/** Name, scopes (none chosen for the ADMIN: each is a deliberate grant) and expiry; the answer's secret goes to `onCreated`. */
export function CreateApiKeyForm({ onCreated }: { onCreated: (created: OpResult<'createApiKey'>) => void }) {
  const { t } = useTranslation(['dashboard', 'errors']);
  const showError = useApiErrorToast();
  const errorText = useErrorText();
  const [form] = Form.useForm<CreateApiKeyValues>();
  const [create, { isLoading, reset }] = useCreateApiKeyMutation();

  const onFinish = async (values: CreateApiKeyValues) => {
    const { result, body } = validateCreateApiKey(values, new Date());
    if (!isValid(result) || !body) {
      showFieldErrors(form, translateErrors(result.fieldErrors, t));
      return;
    }
    try {
      const created = await create(body).unwrap();
      // The secret leaves the store at once: only the screen showing it holds it.
      reset();
      form.resetFields();
      onCreated(created);
    } catch (error) {
      if (isApiError(error)) showFieldErrors(form, mapIssuesToFields(error.issues, CREATE_API_KEY_FIELDS, t).fieldErrors);
      showError(error, { title: t('apiSettings.form.failed'), description: errorText(error, '') });
    }
  };

  return (
    <Form<CreateApiKeyValues>
      form={form}
      name="createApiKey"
      layout="vertical"
      noValidate
      initialValues={{ name: '', scopes: [], expiresAt: '90' }}
      onFinish={(values) => void onFinish(values)}
      onValuesChange={(changed) => clearFieldErrors(form, Object.keys(changed))}
      disabled={isLoading}
    >
      <Typography.Title level={5}>{t('apiSettings.form.title')}</Typography.Title>
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
      <Button type="primary" htmlType="submit" loading={isLoading} data-testid="api-key-create">
        {t('apiSettings.form.submit')}
      </Button>
    </Form>
  );
}
