import { useEffect, useState } from 'react';
import { Alert, Button, Card, Form, Input, Result } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { preloadPasswordEstimator } from '@logiscope/proto/http/auth-rules';
import { PATHS } from '../../../app/routes';
import { isApiError } from '../../../api/apiError';
import { clearFieldErrors, showFieldErrors, translateErrors } from '../../../shared/forms/formErrors';
import { mapIssuesToFields } from '../../../shared/forms/serverIssues';
import { isValid } from '../../../shared/forms/validation';
import { useErrorText } from '../../../shared/hooks/useErrorText';
import { useToast } from '../../../shared/hooks/useToast';
import { ScreenPage } from '../../../shared/ui/ScreenPage';
import { useResetPasswordMutation } from '../../auth/auth.api';
import { RESET_PASSWORD_FIELDS, validateResetPassword, type ResetPasswordValues } from '../reset-password.form';

/**
 * /reset-password?token=...: the page of the password reset e-mail's link. A new password (the one password rule),
 * once: every session of the account ends and no one is signed in; the user then signs in with it.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const toast = useToast();
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [form] = Form.useForm<ResetPasswordValues>();
  const [reset, { isLoading }] = useResetPasswordMutation();
  const [done, setDone] = useState(false);
  // The strength rule's dictionaries are fetched while the user types, not on submit.
  useEffect(preloadPasswordEstimator, []);

  const onFinish = async (values: ResetPasswordValues) => {
    const { result, body } = await validateResetPassword(token, values);
    if (!isValid(result) || !body) {
      const { token: tokenError, ...fields } = translateErrors(result.fieldErrors, t);
      showFieldErrors(form, fields);
      if (tokenError) toast({ title: t('resetPassword.failed'), description: tokenError, variant: 'destructive' });
      return;
    }
    try {
      await reset(body).unwrap();
      setDone(true);
    } catch (error) {
      if (isApiError(error)) showFieldErrors(form, mapIssuesToFields(error.issues, RESET_PASSWORD_FIELDS, t).fieldErrors);
      toast({ title: t('resetPassword.failed'), description: errorText(error, ''), variant: 'destructive' });
    }
  };

  return (
    <ScreenPage title={t('resetPassword.title')} description={t('resetPassword.description')}>
      {done ? (
        <Result
          status="success"
          title={t('resetPassword.done')}
          subTitle={t('resetPassword.doneText')}
          extra={<Button type="primary" href={PATHS.auth} data-testid="reset-password-sign-in">{t('resetPassword.signIn')}</Button>}
          data-testid="reset-password-done"
        />
      ) : (
        <Card variant="outlined" style={{ maxWidth: 480 }}>
          {token ? null : <Alert type="warning" showIcon message={t('resetPassword.missingToken')} style={{ marginBottom: 16 }} />}
          <Form<ResetPasswordValues>
            form={form}
            name="resetPassword"
            layout="vertical"
            noValidate
            initialValues={{ password: '', confirmPassword: '' }}
            onFinish={(values) => void onFinish(values)}
            onValuesChange={(changed) => clearFieldErrors(form, Object.keys(changed))}
            disabled={isLoading || !token}
          >
            <Form.Item name="password" label={t('resetPassword.password')} extra={t('register.passwordHint')} required>
              <Input.Password autoComplete="new-password" data-testid="reset-password" />
            </Form.Item>
            <Form.Item name="confirmPassword" label={t('resetPassword.confirmPassword')} required>
              <Input.Password autoComplete="new-password" data-testid="reset-password-confirm" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={isLoading} data-testid="reset-password-submit">
              {t('resetPassword.submit')}
            </Button>
            <Button type="link" href={`${PATHS.auth}?mode=forgot`}>
              {t('resetPassword.newLink')}
            </Button>
          </Form>
        </Card>
      )}
    </ScreenPage>
  );
}
