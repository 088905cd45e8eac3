import { useState } from 'react';
import { Button, Form, Input, Result } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { passwordResetRequestBodySchema } from '@logiscope/proto/http/auth-rules';
import { ruleMessagesByField } from '../../../shared/errors/errorText';
import { clearFieldErrors, showFieldErrors, translateErrors } from '../../../shared/forms/formErrors';
import { useErrorText } from '../../../shared/hooks/useErrorText';
import { useToast } from '../../../shared/hooks/useToast';
import { toLanguage } from '../../../i18n/languages';
import { useRequestPasswordResetMutation } from '../auth.api';

interface ForgotValues {
  email: string;
}

/**
 * "Forgot password?": the e-mail of the account, then the same confirmation whatever the server found (it answers
 * every request alike, so this page cannot tell whether an account exists either). The mail is in the page's language.
 */
export function ForgotPasswordForm() {
  const { t, i18n } = useTranslation(['auth', 'errors']);
  const toast = useToast();
  const errorText = useErrorText();
  const [form] = Form.useForm<ForgotValues>();
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onFinish = async (values: ForgotValues) => {
    const parsed = passwordResetRequestBodySchema.safeParse({ email: values.email ?? '', language: toLanguage(i18n.resolvedLanguage) });
    if (!parsed.success) {
      showFieldErrors(form, translateErrors(ruleMessagesByField(parsed.error, ['email'] as const).fieldErrors, t));
      return;
    }
    try {
      await requestReset(parsed.data).unwrap();
      setSentTo(parsed.data.email);
    } catch (error) {
      toast({ title: t('forgotPassword.failed'), description: errorText(error, ''), variant: 'destructive' });
    }
  };

  if (sentTo) {
    return (
      <Result
        status="success"
        title={t('forgotPassword.sentTitle')}
        subTitle={t('forgotPassword.sentText', { email: sentTo })}
        data-testid="forgot-password-sent"
      />
    );
  }

  return (
    <Form<ForgotValues>
      form={form}
      name="forgotPassword"
      layout="vertical"
      noValidate
      requiredMark={false}
      initialValues={{ email: '' }}
      onFinish={(values) => void onFinish(values)}
      onValuesChange={(changed) => clearFieldErrors(form, Object.keys(changed))}
      disabled={isLoading}
    >
      <Form.Item label={t('forgotPassword.email')} name="email">
        <Input type="email" autoComplete="email" prefix={<MailOutlined aria-hidden />} data-testid="forgot-password-email" />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={isLoading} data-testid="forgot-password-submit">
        {isLoading ? t('forgotPassword.submitting') : t('forgotPassword.submit')}
      </Button>
    </Form>
  );
}
