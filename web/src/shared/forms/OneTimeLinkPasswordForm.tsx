import { useEffect, type ReactNode } from 'react';
import { Alert, Button, Card, Form, Input, Result } from 'antd';
import { useSearchParams } from 'react-router';
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
 * Where a one-time link page's texts are: the two pages word the same steps, each under its own key (password,
 * confirmPassword, submit, missingToken, failed for the form; done, doneText, signIn once it is done).
 */
export type OneTimeLinkTexts = 'auth:resetPassword' | 'team:setPassword';

/**
 * The page of an e-mailed one-time link (the invitation's /set-password, the reset's /reset-password): a new password
 * twice for the link's `?token=`, checked by the server's rule before sending (the strength dictionaries are fetched as
 * the page opens); a bad token is a toast, a field's problem shows under it. The page says what happens once it is done.
 */
export function OneTimeLinkPasswordForm<B>(props: {
  /** The form's name and its test ids' prefix (`<testId>`, `<testId>-confirm`, `<testId>-submit`). */
  name: string;
  testId: string;
  texts: OneTimeLinkTexts;
  /** Under the password. */
  hint?: string;
  validate: (token: string, values: NewPasswordValues) => Promise<{ result: ValidationResult<'password' | 'confirmPassword' | 'token'>; body?: B }>;
  /** Sends the body: resolves once done, rejects with the API's error. */
  submit: (body: B) => Promise<void>;
  isLoading: boolean;
  /** Beside the submit button. */
  extra?: ReactNode;
}) {
  const { name, testId, texts, hint, validate, submit, isLoading, extra } = props;
  const { t } = useTranslation('errors');
  const text = (key: 'password' | 'confirmPassword' | 'submit' | 'missingToken' | 'failed') => t(`${texts}.${key}`);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const toast = useToast();
  const errorText = useErrorText();
  const [form] = Form.useForm<NewPasswordValues>();
  useEffect(preloadPasswordEstimator, []);

  const onFinish = async (values: NewPasswordValues) => {
    const { result, body } = await validate(token, values);
    if (!isValid(result) || !body) {
      const { token: tokenError, ...fields } = translateErrors(result.fieldErrors, t);
      showFieldErrors(form, fields);
      if (tokenError) toast({ title: text('failed'), description: tokenError, variant: 'destructive' });
      return;
    }
    try {
      await submit(body);
    } catch (error) {
      if (isApiError(error)) showFieldErrors(form, mapIssuesToFields(error.issues, FIELDS, t).fieldErrors);
      toast({ title: text('failed'), description: errorText(error, ''), variant: 'destructive' });
    }
  };

  return (
    <Card variant="outlined" style={{ maxWidth: 480 }}>
      {token ? null : <Alert type="warning" showIcon message={text('missingToken')} style={{ marginBottom: 16 }} />}
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
        <Form.Item name="password" label={text('password')} extra={hint} required>
          <Input.Password autoComplete="new-password" data-testid={testId} />
        </Form.Item>
        <Form.Item name="confirmPassword" label={text('confirmPassword')} required>
          <Input.Password autoComplete="new-password" data-testid={`${testId}-confirm`} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading} data-testid={`${testId}-submit`}>
          {text('submit')}
        </Button>
        {extra}
      </Form>
    </Card>
  );
}

/**
 * What the page shows once the password is set: done, and the way to sign in (test ids `<testId>-done`,
 * `<testId>-sign-in`); `values` fill in its text.
 */
export function OneTimeLinkDone({ testId, texts, values }: { testId: string; texts: OneTimeLinkTexts; values?: Record<string, string> }) {
  const { t } = useTranslation();
  return (
    <Result
      status="success"
      title={t(`${texts}.done`)}
      subTitle={t(`${texts}.doneText`, values)}
      extra={<Button type="primary" href={PATHS.auth} data-testid={`${testId}-sign-in`}>{t(`${texts}.signIn`)}</Button>}
      data-testid={`${testId}-done`}
    />
  );
}
