import { useId, useState, type FormEvent } from 'react';
import { Button } from 'antd';
import { SafetyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/apiError';
import { useErrorText } from '../../../shared/hooks/useErrorText';
import { useToast } from '../../../shared/hooks/useToast';
import { useLoginSecondFactorMutation } from '../auth.api';
import styles from './SignInForm.module.css';

/**
 * Sign-in's second step, after the right password of an account with two-factor sign-in: a code from the authenticator
 * app, or one of the recovery codes. An expired challenge (5 minutes, or spent) sends the user back to the password.
 */
export function SecondFactorStep({ challenge, onBack }: { challenge: string; onBack: () => void }) {
  const { t } = useTranslation(['auth', 'errors']);
  const toast = useToast();
  const errorText = useErrorText();
  const id = useId();
  const [verify, { isLoading }] = useLoginSecondFactorMutation();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(t('errors:SECOND_FACTOR_CODE_REQUIRED'));
      return;
    }
    try {
      await verify({ challenge, code: code.trim() }).unwrap();
    } catch (e) {
      setCode('');
      if (isApiError(e) && e.code === 'SECOND_FACTOR_CHALLENGE_INVALID') onBack();
      const text = errorText(e, t('errors:SECOND_FACTOR_CODE_INVALID'));
      setError(text);
      toast({ title: t('secondFactor.failed'), description: text, variant: 'destructive' });
    }
  };

  const inputId = `${id}-code`;
  return (
    <form name="secondFactor" noValidate onSubmit={(event) => void onSubmit(event)}>
      <fieldset className={styles.fieldset} disabled={isLoading}>
        <h2 className={styles.label} style={{ fontSize: 18, fontWeight: 600 }}>
          {t('secondFactor.title')}
        </h2>
        <p>{recovery ? t('secondFactor.recoveryIntro') : t('secondFactor.intro')}</p>
        <div className={styles.item}>
          <label htmlFor={inputId} className={styles.label}>
            {recovery ? t('secondFactor.recoveryCode') : t('secondFactor.code')}
          </label>
          <span className={error ? `${styles.affix} ${styles.invalid}` : styles.affix}>
            <SafetyOutlined className={styles.prefix} aria-hidden />
            <input
              id={inputId}
              className={styles.input}
              autoFocus
              autoComplete="one-time-code"
              inputMode={recovery ? 'text' : 'numeric'}
              maxLength={recovery ? 32 : 6}
              aria-invalid={!!error}
              data-testid="second-factor-code"
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                setError(null);
              }}
            />
          </span>
          {error ? (
            <div role="alert" className={styles.error} data-testid="second-factor-error">
              {error}
            </div>
          ) : null}
        </div>
        <Button type="primary" htmlType="submit" size="large" block loading={isLoading} data-testid="second-factor-submit">
          {isLoading ? t('secondFactor.submitting') : t('secondFactor.submit')}
        </Button>
        <Button type="link" block onClick={() => (setRecovery((r) => !r), setCode(''), setError(null))} data-testid="second-factor-toggle">
          {recovery ? t('secondFactor.useApp') : t('secondFactor.useRecovery')}
        </Button>
        <Button type="link" block onClick={onBack}>
          {t('secondFactor.back')}
        </Button>
      </fieldset>
    </form>
  );
}
