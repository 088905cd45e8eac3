import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/apiError';
import { mapIssuesToFields } from '../../../shared/forms/serverIssues';
import { clearFieldErrors, showFieldErrors, translateMessage } from '../../../shared/forms/formErrors';
import { useErrorText } from '../../../shared/hooks/useErrorText';
import { useToast } from '../../../shared/hooks/useToast';
import { useLoginMutation } from '../auth.api';
import { SIGN_IN_FIELDS, buildLoginRequest, validateSignIn, type SignInValues } from '../auth.validation';

/** Sign in with e-mail and password; on success the session holds the user and /auth redirects home. */
export function SignInForm() {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const errorText = useErrorText();
  const [form] = Form.useForm<SignInValues>();
  const [login, { isLoading }] = useLoginMutation();
  const [formError, setFormError] = useState<string | null>(null);

  const onFinish = async (values: SignInValues) => {
    const result = validateSignIn(values);
    if (result.formError) {
      setFormError(translateMessage(result.formError, t));
      return;
    }
    setFormError(null);
    try {
      await login(buildLoginRequest(values)).unwrap();
    } catch (error) {
      if (isApiError(error)) showFieldErrors(form, mapIssuesToFields(error.issues, SIGN_IN_FIELDS, t).fieldErrors);
      toast({ title: t('toasts.loginFailed'), description: errorText(error, t('toasts.loginFailedText')), variant: 'destructive' });
    }
  };

  return (
    <Form<SignInValues>
      form={form}
      name="signIn"
      layout="vertical"
      noValidate
      requiredMark={false}
      initialValues={{ email: '', password: '' }}
      onFinish={onFinish}
      onValuesChange={(changed) => {
        clearFieldErrors(form, Object.keys(changed));
        setFormError(null);
      }}
      disabled={isLoading}
    >
      <Form.Item label={t('signIn.email')} name="email">
        <Input type="email" autoComplete="email" prefix={<MailOutlined aria-hidden />} size="large" />
      </Form.Item>
      <Form.Item label={t('signIn.password')} name="password">
        <Input.Password autoComplete="current-password" prefix={<LockOutlined aria-hidden />} size="large" />
      </Form.Item>
      {formError ? <Alert type="error" title={formError} showIcon role="alert" style={{ marginBottom: 16 }} /> : null}
      <Button type="primary" htmlType="submit" size="large" block loading={isLoading}>
        {isLoading ? t('signIn.submitting') : t('signIn.submit')}
      </Button>
    </Form>
  );
}
