import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Result } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../app/routes';
import { isApiError } from '../../../api/apiError';
import { clearFieldErrors, showFieldErrors, translateErrors } from '../../../shared/forms/formErrors';
import { mapIssuesToFields } from '../../../shared/forms/serverIssues';
import { isValid } from '../../../shared/forms/validation';
import { useErrorText } from '../../../shared/hooks/useErrorText';
import { useToast } from '../../../shared/hooks/useToast';
import { ScreenPage } from '../../../shared/ui/ScreenPage';
import { SET_PASSWORD_FIELDS, validateSetPassword, type SetPasswordValues } from '../../control-panel/team.form';
import { useAcceptInvitationMutation } from '../set-password.api';

/**
 * /set-password?token=...: the page of the invitation e-mail's link. The added member chooses a password (once: the
 * link then stops working, as it does after 7 days), then signs in.
 */
export function SetPasswordPage() {
  const { t } = useTranslation(['team', 'errors']);
  const toast = useToast();
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [form] = Form.useForm<SetPasswordValues>();
  const [accept, { isLoading }] = useAcceptInvitationMutation();
  const [doneFor, setDoneFor] = useState<string | null>(null);

  const onFinish = async (values: SetPasswordValues) => {
    const { result, body } = await validateSetPassword(token, values);
    if (!isValid(result) || !body) {
      const { token: tokenError, ...fields } = translateErrors(result.fieldErrors, t);
      showFieldErrors(form, fields);
      if (tokenError) toast({ title: t('setPassword.failed'), description: tokenError, variant: 'destructive' });
      return;
    }
    try {
      setDoneFor((await accept(body).unwrap()).email);
    } catch (error) {
      if (isApiError(error)) showFieldErrors(form, mapIssuesToFields(error.issues, SET_PASSWORD_FIELDS, t).fieldErrors);
      toast({ title: t('setPassword.failed'), description: errorText(error, ''), variant: 'destructive' });
    }
  };

  return (
    <ScreenPage title={t('setPassword.title')} description={t('setPassword.description')}>
      {doneFor ? (
        <Result
          status="success"
          title={t('setPassword.done')}
          subTitle={t('setPassword.doneText', { email: doneFor })}
          extra={<Button type="primary" href={PATHS.auth} data-testid="set-password-sign-in">{t('setPassword.signIn')}</Button>}
          data-testid="set-password-done"
        />
      ) : (
        <Card variant="outlined" style={{ maxWidth: 480 }}>
          {token ? null : <Alert type="warning" showIcon message={t('setPassword.missingToken')} style={{ marginBottom: 16 }} />}
          <Form<SetPasswordValues>
            form={form}
            name="setPassword"
            layout="vertical"
            noValidate
            initialValues={{ password: '', confirmPassword: '' }}
            onFinish={(values) => void onFinish(values)}
            onValuesChange={(changed) => clearFieldErrors(form, Object.keys(changed))}
            disabled={isLoading || !token}
          >
            <Form.Item name="password" label={t('setPassword.password')} required>
              <Input.Password autoComplete="new-password" data-testid="set-password" />
            </Form.Item>
            <Form.Item name="confirmPassword" label={t('setPassword.confirmPassword')} required>
              <Input.Password autoComplete="new-password" data-testid="set-password-confirm" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={isLoading} data-testid="set-password-submit">
              {t('setPassword.submit')}
            </Button>
          </Form>
        </Card>
      )}
    </ScreenPage>
  );
}
