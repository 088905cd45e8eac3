import type { ReactNode } from 'react';
import { Button, Form, Typography } from 'antd';
import type { Store } from 'antd/es/form/interface';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/apiError';
import { useApiErrorToast } from '../hooks/useApiErrorToast';
import { useErrorText } from '../hooks/useErrorText';
import { clearFieldErrors, showFieldErrors, translateErrors } from './formErrors';
import { mapIssuesToFields } from './serverIssues';
import { isValid, type ValidationResult } from './validation';

/** An RTK Query mutation hook's answer: the trigger and its state. */
type CreateMutation<B, R> = readonly [(body: B) => { unwrap: () => Promise<R> }, { isLoading: boolean; reset: () => void }];

export interface SecretCreateFormProps<V extends Store, B, R, F extends string> {
  /** The antd form's name (its fields' ids start with it). */
  name: string;
  initialValues: V;
  /** The screen's check with the server's own rule: the body to send, or the fields' messages. */
  validate: (values: V) => { result: ValidationResult<F>; body?: B };
  mutation: CreateMutation<B, R>;
  /** The fields the server's issues may land on. */
  fields: readonly F[];
  /** Texts, translated by the screen (the i18n key scanner reads each key where it is written). */
  text: { title: string; submit: string; failed: string };
  submitTestId: string;
  onCreated: (created: R) => void;
  /** The form's items. */
  children: ReactNode;
}

/**
 * A create form whose answer carries a secret shown once (an API key, a webhook's signing secret): checked before
 * sending, the server's issues on their fields, the failure in a toast, and the answer handed to `onCreated` only.
 */
export function SecretCreateForm<V extends Store, B, R, F extends string>(props: SecretCreateFormProps<V, B, R, F>) {
  const { name, initialValues, validate, mutation, fields, text, submitTestId, onCreated, children } = props;
  const { t } = useTranslation(['dashboard', 'errors']);
  const showError = useApiErrorToast();
  const errorText = useErrorText();
  const [form] = Form.useForm<V>();
  const [create, { isLoading, reset }] = mutation;

  const onFinish = async (values: V) => {
    const { result, body } = validate(values);
    if (!isValid(result) || !body) {
      showFieldErrors(form, translateErrors(result.fieldErrors, t));
      return;
    }
    try {
      const created = await create(body).unwrap();
      // The secret leaves the store at once: only the screen showing it holds it.
      reset();
      form.resetFields();
      onCreated(created);
    } catch (error) {
      if (isApiError(error)) showFieldErrors(form, mapIssuesToFields(error.issues, fields, t).fieldErrors);
      showError(error, { title: text.failed, description: errorText(error, '') });
    }
  };

  return (
    <Form<V>
      form={form}
      name={name}
      layout="vertical"
      noValidate
      initialValues={initialValues}
      onFinish={(values) => void onFinish(values)}
      onValuesChange={(changed: Partial<V>) => clearFieldErrors(form, Object.keys(changed))}
      disabled={isLoading}
    >
      <Typography.Title level={5}>{text.title}</Typography.Title>
      {children}
      <Button type="primary" htmlType="submit" loading={isLoading} data-testid={submitTestId}>
        {text.submit}
      </Button>
    </Form>
  );
}
