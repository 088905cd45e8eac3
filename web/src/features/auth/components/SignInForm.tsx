import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from 'antd';
import { CloseCircleFilled, EyeInvisibleOutlined, EyeOutlined, LockOutlined, MailOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/apiError';
import { mapIssuesToFields } from '../../../shared/forms/serverIssues';
import { translateMessage } from '../../../shared/forms/formErrors';
import { useErrorText } from '../../../shared/hooks/useErrorText';
import { useToast } from '../../../shared/hooks/useToast';
import { isSecondFactorChallenge, useLoginMutation } from '../auth.api';
import { SecondFactorStep } from './SecondFactorStep';
import type { SignInField, SignInValues } from '../auth.validation';
import styles from './SignInForm.module.css';

/**
 * The server's login rule (zod) is fetched on the first submit, not with the page: /auth's first load (issue 14).
 * The same module registration uses, so the rule and its messages stay the server's.
 */
const loadValidation = () => import('../auth.validation');

/**
 * Sign in with e-mail and password; on success the session holds the user and /auth redirects home. Plain form
 * elements with antd's look (its Form and Input are not in the page's first load); the messages are the same.
 */
export function SignInForm({ onForgotPassword }: { onForgotPassword?: () => void }) {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const errorText = useErrorText();
  const id = useId();
  const [login, { isLoading }] = useLoginMutation();
  const [values, setValues] = useState<SignInValues>({ email: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<SignInField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  /** Set when the password was right and the account has two-factor sign-in: the second step shows. */
  const [challenge, setChallenge] = useState<string | null>(null);

  const change = (field: SignInField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
    setFormError(null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { SIGN_IN_FIELDS, buildLoginRequest, validateSignIn } = await loadValidation();
    const result = validateSignIn(values);
    if (result.formError) {
      setFormError(translateMessage(result.formError, t));
      return;
    }
    setFormError(null);
    try {
      const answer = await login(buildLoginRequest(values)).unwrap();
      if (isSecondFactorChallenge(answer)) setChallenge(answer.challenge);
    } catch (error) {
      if (isApiError(error)) setFieldErrors(mapIssuesToFields(error.issues, SIGN_IN_FIELDS, t).fieldErrors);
      toast({ title: t('toasts.loginFailed'), description: errorText(error, t('toasts.loginFailedText')), variant: 'destructive' });
    }
  };

  const field = (name: SignInField, label: string, input: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode) => {
    const inputId = `${id}-${name}`;
    const error = fieldErrors[name];
    return (
      <div className={styles.item}>
        <label htmlFor={inputId} className={styles.label}>
          {label}
        </label>
        {input({ id: inputId, 'aria-invalid': !!error, ...(error ? { 'aria-describedby': `${inputId}-error` } : {}) })}
        {error ? (
          <div id={`${inputId}-error`} className={styles.error}>
            {error}
          </div>
        ) : null}
      </div>
    );
  };

  if (challenge) {
    return (
      <SecondFactorStep
        challenge={challenge}
        onBack={() => {
          setChallenge(null);
          setValues((current) => ({ ...current, password: '' }));
        }}
      />
    );
  }

  return (
    <form name="signIn" noValidate onSubmit={(event) => void onSubmit(event)}>
      <fieldset className={styles.fieldset} disabled={isLoading}>
        {field('email', t('signIn.email'), (props) => (
          <span className={fieldErrors.email ? `${styles.affix} ${styles.invalid}` : styles.affix}>
            <MailOutlined className={styles.prefix} aria-hidden />
            <input {...props} className={styles.input} type="email" autoComplete="email" value={values.email} onChange={(event) => change('email', event.target.value)} />
          </span>
        ))}
        {field('password', t('signIn.password'), (props) => (
          <span className={fieldErrors.password ? `${styles.affix} ${styles.invalid}` : styles.affix}>
            <LockOutlined className={styles.prefix} aria-hidden />
            <input
              {...props}
              className={styles.input}
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              value={values.password}
              onChange={(event) => change('password', event.target.value)}
            />
            <button type="button" className={styles.reveal} aria-label={t('signIn.showPassword')} aria-pressed={showPassword} onClick={() => setShowPassword((shown) => !shown)}>
              {showPassword ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />}
            </button>
          </span>
        ))}
        {onForgotPassword ? (
          <div className={styles.forgot}>
            <button type="button" className={styles.forgotLink} onClick={onForgotPassword} data-testid="forgot-password-link">
              {t('forgotPassword.link')}
            </button>
          </div>
        ) : null}
        {formError ? (
          <div role="alert" className={styles.alert}>
            <CloseCircleFilled className={styles.alertIcon} aria-hidden />
            <span>{formError}</span>
          </div>
        ) : null}
        <Button type="primary" htmlType="submit" size="large" block loading={isLoading}>
          {isLoading ? t('signIn.submitting') : t('signIn.submit')}
        </Button>
      </fieldset>
    </form>
  );
}
