import { Button, Card, Form, Input } from 'antd';
import type { ReportPortalView } from '@logiscope/proto/views';
import { useTranslation } from 'react-i18next';
import { clearFieldErrors, showFieldErrors, translateErrors } from '../../../shared/forms/formErrors';
import { useErrorText } from '../../../shared/hooks/useErrorText';
import { useToast } from '../../../shared/hooks/useToast';
import { useRespondToReportMutation } from '../carrier-response.api';
import { validateResponse, type ResponseFormValues } from '../respond.validation';

/**
 * Response text, contact e-mail and an optional phone. Success toasts 'Response Submitted'; a failure toasts 'Error'
 * with the server's message or 'Failed to submit response' (a late answer: 'Response Period Ended').
 */
export function ResponseForm({ responseId, onAnswered }: { responseId: string; onAnswered: (report: ReportPortalView) => void }) {
  const { t } = useTranslation(['reports', 'errors']);
  const toast = useToast();
  const errorText = useErrorText();
  const [form] = Form.useForm<ResponseFormValues>();
  const [respond, { isLoading }] = useRespondToReportMutation();

  const submit = (values: ResponseFormValues) => {
    const result = validateResponse(values);
    if (Object.keys(result.fieldErrors).length > 0) {
      showFieldErrors(form, translateErrors(result.fieldErrors, t));
      return;
    }
    respond({ responseId, responseText: values.responseText.trim(), contactEmail: values.contactEmail.trim(), contactPhone: (values.contactPhone ?? '').trim() })
      .unwrap()
      .then((report) => {
        toast({ title: t('portal.toastSuccess'), description: t('portal.toastSuccessText'), variant: 'success' });
        onAnswered(report);
      })
      .catch((error: unknown) => toast({ title: t('portal.toastError'), description: errorText(error, t('portal.toastErrorText')), variant: 'destructive' }));
  };

  return (
    <Card variant="outlined" title={t('portal.formTitle')}>
      <Form<ResponseFormValues>
        form={form}
        layout="vertical"
        name="carrier-response"
        initialValues={{ responseText: '', contactEmail: '', contactPhone: '' }}
        onFinish={submit}
        onValuesChange={(changed: Partial<ResponseFormValues>) => clearFieldErrors(form, Object.keys(changed))}
      >
        <Form.Item name="responseText" label={t('portal.responseText')} required>
          <Input.TextArea rows={5} maxLength={5000} showCount placeholder={t('portal.responsePlaceholder')} data-testid="response-text" />
        </Form.Item>
        <Form.Item name="contactEmail" label={t('portal.contactEmail')} required>
          <Input type="email" autoComplete="email" data-testid="contact-email" />
        </Form.Item>
        <Form.Item name="contactPhone" label={t('portal.contactPhone')}>
          <Input type="tel" autoComplete="tel" data-testid="contact-phone" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading} data-testid="submit-response">
          {t('portal.submit')}
        </Button>
      </Form>
    </Card>
  );
}
