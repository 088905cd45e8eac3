import { Form, Input } from 'antd';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@logiscope/proto/views';
import { WEBHOOK_URL_MAX } from '@logiscope/proto/http';
import { useTranslation } from 'react-i18next';
import type { OpResult } from '../../../api/operationRequest';
import { SecretCreateForm } from '../../../shared/forms/SecretCreateForm';
import { ChoiceGroup } from '../../../shared/ui/ChoiceGroup';
import { useCreateWebhookEndpointMutation } from '../webhooks.api';
import { CREATE_WEBHOOK_FIELDS, validateCreateWebhook, type CreateWebhookValues } from '../webhooks.form';
import { WebhookEventLabel } from './WebhookEventLabel';

const INITIAL: CreateWebhookValues = { url: '', events: [] };

/** URL and events; the answer's secret goes to `onCreated` (shown once). */
export function CreateWebhookForm({ onCreated }: { onCreated: (created: OpResult<'createWebhookEndpoint'>) => void }) {
  const { t } = useTranslation('dashboard');
  return (
    <SecretCreateForm
      name="createWebhook"
      initialValues={INITIAL}
      validate={validateCreateWebhook}
      mutation={useCreateWebhookEndpointMutation()}
      fields={CREATE_WEBHOOK_FIELDS}
      text={{ title: t('webhooks.form.title'), submit: t('webhooks.form.submit'), failed: t('webhooks.form.failed') }}
      submitTestId="webhook-create"
      onCreated={onCreated}
    >
      <Form.Item name="url" label={t('webhooks.form.url')} required extra={t('webhooks.form.urlHelp')}>
        <Input autoComplete="off" inputMode="url" maxLength={WEBHOOK_URL_MAX} placeholder={t('webhooks.form.urlPlaceholder')} data-testid="webhook-url" />
      </Form.Item>
      <Form.Item name="events" label={t('webhooks.form.events')} required>
        <ChoiceGroup<WebhookEventType> label={t('webhooks.form.events')} choices={WEBHOOK_EVENT_TYPES} render={(event) => <WebhookEventLabel event={event} />} />
      </Form.Item>
    </SecretCreateForm>
  );
}
