import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/apiError';
import { mapIssuesToFields } from '../../../shared/forms/serverIssues';
import { showFieldErrors } from '../../../shared/forms/formErrors';
import { useApiErrorToast } from '../../../shared/hooks/useApiErrorToast';
import { useErrorText } from '../../../shared/hooks/useErrorText';
import { useToast } from '../../../shared/hooks/useToast';
import { useDisableSecondFactorMutation, useGetSecondFactorQuery } from '../second-factor.api';
import { SecondFactorEnrolment } from './SecondFactorEnrolment';

type DisableValues = { password: string; code: string };
const DISABLE_FIELDS = ['password', 'code'] as const;

/** Turning it off: the password and a current code (or a recovery code). */
function DisableForm() {
  const { t } = useTranslation(['team', 'errors']);
  const toast = useToast();
  const showError = useApiErrorToast();
  const errorText = useErrorText();
  const [form] = Form.useForm<DisableValues>();
  const [disable, { isLoading }] = useDisableSecondFactorMutation();

  const onFinish = async (values: DisableValues) => {
    try {
      await disable({ password: values.password ?? '', code: (values.code ?? '').trim() }).unwrap();
      toast({ title: t('secondFactor.disabled'), variant: 'success' });
    } catch (error) {
      if (isApiError(error)) showFieldErrors(form, mapIssuesToFields(error.issues, DISABLE_FIELDS, t).fieldErrors);
      showError(error, { title: t('secondFactor.failed'), description: errorText(error, '') });
    }
  };

  return (
    <Form<DisableValues> form={form} name="disableSecondFactor" layout="vertical" noValidate onFinish={(v) => void onFinish(v)} disabled={isLoading} style={{ maxWidth: 420 }}>
      <Typography.Title level={5}>{t('secondFactor.disableTitle')}</Typography.Title>
      <Form.Item name="password" label={t('secondFactor.password')} required>
        <Input.Password autoComplete="current-password" data-testid="second-factor-disable-password" />
      </Form.Item>
      <Form.Item name="code" label={t('secondFactor.code')} required>
        <Input autoComplete="one-time-code" data-testid="second-factor-disable-code" />
      </Form.Item>
      <Button danger htmlType="submit" loading={isLoading} data-testid="second-factor-disable">
        {t('secondFactor.disable')}
      </Button>
    </Form>
  );
}

/** The account screen's two-factor sign-in: its state, turning it on (enrolment) and off. */
export function SecondFactorCard() {
  const { t } = useTranslation('team');
  const toast = useToast();
  const { data: status, isLoading } = useGetSecondFactorQuery();
  const [enrolling, setEnrolling] = useState(false);

  let body;
  if (isLoading || !status) body = <Skeleton active />;
  else if (enrolling) {
    body = (
      <SecondFactorEnrolment
        onCancel={() => setEnrolling(false)}
        onDone={() => {
          setEnrolling(false);
          toast({ title: t('secondFactor.enabled'), variant: 'success' });
        }}
      />
    );
  } else if (status.enabled) {
    body = (
      <>
        <Typography.Paragraph data-testid="second-factor-on">{t('secondFactor.onText')}</Typography.Paragraph>
        <Typography.Paragraph type="secondary">{t('secondFactor.recoveryLeft', { count: status.recoveryCodesLeft })}</Typography.Paragraph>
        <DisableForm />
      </>
    );
  } else {
    body = (
      <>
        <Typography.Paragraph type="secondary">{t('secondFactor.offText')}</Typography.Paragraph>
        <Button type="primary" onClick={() => setEnrolling(true)} data-testid="second-factor-setup">
          {t('secondFactor.start')}
        </Button>
      </>
    );
  }
  return (
    <Card variant="outlined" title={t('secondFactor.title')} data-testid="second-factor-card">
      {status?.requiredByCompany ? <Alert type="info" showIcon message={t('secondFactor.requiredByCompany')} style={{ marginBottom: 16 }} /> : null}
      {body}
    </Card>
  );
}
