import { useEffect, type ReactNode } from 'react';
import { Alert, Button, Card, Form, Input, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { preloadPasswordEstimator } from '@logiscope/proto/http/auth-rules';
import { isApiError } from '../../api/apiError';
import { PATHS } from '../../app/routes';
import { useErrorText } from '../hooks/useErrorText';
import { useToast } from '../hooks/useToast';
import { clearFieldErrors, showFieldErrors, translateErrors } from './formErrors';
import { mapIssuesToFields } from './serverIssues';
import { isValid, type ValidationResult } from './validation';

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}
const FIELDS = ['password', 'confirmPassword'] as const;

/**
 * The page of an e-mailed one-time link (the invitation's /set-password, the reset's /reset-password): a new password
 * twice, checked by the server's rule before sending (the strength dictionaries are fetched as the page opens); a bad
 * token is a toast, a field's problem shows under it. The page says what happens once it is done.
 */
export function OneTimeLinkPasswordForm<B>(props: {
  /** The form's name and its test ids' prefix (`<testId>`, `<testId>-confirm`, `<testId>-submit`). */
  name: string;
  testId: string;
  token: string;
  labels: { password: string; confirmPassword: string; submit: string; missingToken: string; failed: string; hint?: string };
  validate: (token: string, values: NewPasswordValues) => Promise<{ result: ValidationResult<'password' | 'confirmPassword' | 'token'>; body?: B }>;
  /** Sends the body: resolves once done, rejects with the API's error. */
  submit: (body: B) => Promise<void>;
  isLoading: boolean;
  /** Beside the submit button. */
  extra?: ReactNode;
}) {
  const { name, testId, token, labels, validate, submit, isLoading, extra } = props;
  const { t } = useTranslation('errors');
  const toast = useToast();
  const errorText = useErrorText();
  const [form] = Form.useForm<NewPasswordValues>();
  useEffect(preloadPasswordEstimator, []);

  const onFinish = async (values: NewPasswordValues) => {
    const { result, body } = await validate(token, values);
    if (!isValid(result) || !body) {
      const { token: tokenError, ...fields } = translateErrors(result.fieldErrors, t);
      showFieldErrors(form, fields);
      if (tokenError) toast({ title: labels.failed, description: tokenError, variant: 'destructive' });
      return;
    }
    try {
      await submit(body);
    } catch (error) {
      if (isApiError(error)) showFieldErrors(form, mapIssuesToFields(error.issues, FIELDS, t).fieldErrors);
      toast({ title: labels.failed, description: errorText(error, ''), variant: 'destructive' });
    }
  };

  return (
    <Card variant="outlined" style={{ maxWidth: 480 }}>
      {token ? null : <Alert type="warning" showIcon message={labels.missingToken} style={{ marginBottom: 16 }} />}
      <Form<NewPasswordValues>
        form={form}
        name={name}
        layout="vertical"
        noValidate
        initialValues={{ password: '', confirmPassword: '' }}
        onFinish={(values) => void onFinish(values)}
        onValuesChange={(changed) => clearFieldErrors(form, Object.keys(changed))}
        disabled={isLoading || !token}
      >
        <Form.Item name="password" label={labels.password} extra={labels.hint} required>
          <Input.Password autoComplete="new-password" data-testid={testId} />
        </Form.Item>
        <Form.Item name="confirmPassword" label={labels.confirmPassword} required>
          <Input.Password autoComplete="new-password" data-testid={`${testId}-confirm`} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading} data-testid={`${testId}-submit`}>
          {labels.submit}
        </Button>
        {extra}
      </Form>
    </Card>
  );
}

/** What the page shows once the password is set: done, and the way to sign in (test ids `<testId>-done`, `<testId>-sign-in`). */
export function OneTimeLinkDone({ testId, title, text, signIn }: { testId: string; title: string; text: string; signIn: string }) {
  return (
    <Result
      status="success"
      title={title}
      subTitle={text}
      extra={<Button type="primary" href={PATHS.auth} data-testid={`${testId}-sign-in`}>{signIn}</Button>}
      data-testid={`${testId}-done`}
    />
  );
}
