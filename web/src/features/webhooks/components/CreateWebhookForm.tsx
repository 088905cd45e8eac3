import { Button, Form, Input, Typography } from 'antd';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@logiscope/proto/views';
import { WEBHOOK_URL_MAX } from '@logiscope/proto/http';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/apiError';
import type { OpResult } from '../../../api/operationRequest';
import { clearFieldErrors, showFieldErrors, translateErrors } from '../../../shared/forms/formErrors';
import { mapIssuesToFields } from '../../../shared/forms/serverIssues';
import { isValid } from '../../../shared/forms/validation';
import { useApiErrorToast } from '../../../shared/hooks/useApiErrorToast';
import { useErrorText } from '../../../shared/hooks/useErrorText';
import { ChoiceGroup } from '../../../shared/ui/ChoiceGroup';
import { useCreateWebhookEndpointMutation } from '../webhooks.api';
import { CREATE_WEBHOOK_FIELDS, validateCreateWebhook, type CreateWebhookValues } from '../webhooks.form';
import { WebhookEventLabel } from './WebhookEventLabel';

/** URL and events; the answer's secret goes to `onCreated` (shown once). */
export function CreateWebhookForm({ onCreated }: { onCreated: (created: OpResult<'createWebhookEndpoint'>) => void }) {
  const { t } = useTranslation(['dashboard', 'errors']);
  const showError = useApiErrorToast();
  const errorText = useErrorText();
  const [form] = Form.useForm<CreateWebhookValues>();
  const [create, { isLoading, reset }] = useCreateWebhookEndpointMutation();

  const onFinish = async (values: CreateWebhookValues) => {
    const { result, body } = validateCreateWebhook(values);
    if (!isValid(result) || !body) {
      showFieldErrors(form, translateErrors(result.fieldErrors, t));
      return;
    }
    try {
      const created = await create(body).unwrap();
      reset();
      form.resetFields();
      onCreated(created);
    } catch (error) {
      if (isApiError(error)) showFieldErrors(form, mapIssuesToFields(error.issues, CREATE_WEBHOOK_FIELDS, t).fieldErrors);
      showError(error, { title: t('webhooks.form.failed'), description: errorText(error, '') });
    }
  };

  return (
    <Form<CreateWebhookValues>
      form={form}
      name="createWebhook"
      layout="vertical"
      noValidate
      initialValues={{ url: '', events: [] }}
      onFinish={(values) => void onFinish(values)}
      onValuesChange={(changed) => clearFieldErrors(form, Object.keys(changed))}
      disabled={isLoading}
    >
      <Typography.Title level={5}>{t('webhooks.form.title')}</Typography.Title>
      <Form.Item name="url" label={t('webhooks.form.url')} required extra={t('webhooks.form.urlHelp')}>
        <Input autoComplete="off" inputMode="url" maxLength={WEBHOOK_URL_MAX} placeholder={t('webhooks.form.urlPlaceholder')} data-testid="webhook-url" />
      </Form.Item>
      <Form.Item name="events" label={t('webhooks.form.events')} required>
        <ChoiceGroup<WebhookEventType> label={t('webhooks.form.events')} choices={WEBHOOK_EVENT_TYPES} render={(event) => <WebhookEventLabel event={event} />} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isLoading} data-testid="webhook-create">
        {t('webhooks.form.submit')}
      </Button>
    </Form>
  );
}
