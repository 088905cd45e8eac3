import { Suspense, lazy } from 'react';
import { Spin } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../app/routes';
import { LanguageSelector } from '../../../shared/ui/LanguageSelector';
import { AuthMarketingPanel } from '../components/AuthMarketingPanel';
import { AuthModeToggle } from '../components/AuthModeToggle';
import { SignInForm } from '../components/SignInForm';
import styles from './AuthPage.module.css';

/** Registration (with its FMCSA lookup) is fetched when chosen: /auth first loads with sign-in only (issue 14). */
const RegisterForm = lazy(async () => ({ default: (await import('../components/RegisterForm')).RegisterForm }));
/** "Forgot password?" too: fetched when asked for. */
const ForgotPasswordForm = lazy(async () => ({ default: (await import('../components/ForgotPasswordForm')).ForgotPasswordForm }));

type AuthMode = 'signIn' | 'register' | 'forgot';

const modeOf = (value: string | null): AuthMode => (value === 'register' || value === 'forgot' ? value : 'signIn');

/**
 * /auth: sign in or create an account, beside the marketing panel. `?mode=register` opens registration,
 * `?mode=forgot` the password reset request (the sign-in form's "Forgot password?").
 */
export function AuthPage() {
  const { t } = useTranslation(['auth', 'common']);
  const [searchParams, setSearchParams] = useSearchParams();
  const mode = modeOf(searchParams.get('mode'));
  const setMode = (next: AuthMode) => setSearchParams(next === 'signIn' ? {} : { mode: next }, { replace: true });

  return (
    <div className={styles.page}>
      <AuthMarketingPanel />
      <main className={styles.formColumn}>
        <div className={styles.topBar}>
          <Link to={PATHS.home} className={styles.back}>
            <ArrowLeftOutlined aria-hidden />
            <span>{t('backToHome')}</span>
          </Link>
          <LanguageSelector />
        </div>
        {/* Plain elements with antd's look: its Card and Typography are not in the page's first load (issue 14). */}
        {mode === 'forgot' ? (
          <section className={styles.card}>
            <h3 className={styles.title}>{t('forgotPassword.title')}</h3>
            <p className={styles.subtitle}>{t('forgotPassword.subtitle')}</p>
            <Suspense fallback={<Spin />}>
              <ForgotPasswordForm />
            </Suspense>
            <p className={styles.switch}>
              <button type="button" className={styles.switchLink} onClick={() => setMode('signIn')}>
                {t('forgotPassword.back')}
              </button>
            </p>
          </section>
        ) : (
          <section className={styles.card}>
            <AuthModeToggle<AuthMode>
              label={t('modeLabel')}
              value={mode}
              onChange={setMode}
              options={[
                { value: 'signIn', label: t('signIn.tab') },
                { value: 'register', label: t('register.tab') },
              ]}
            />
            <h3 className={styles.title}>{mode === 'signIn' ? t('signIn.title') : t('register.title')}</h3>
            <p className={styles.subtitle}>{mode === 'signIn' ? t('signIn.subtitle') : t('register.subtitle')}</p>
            {mode === 'signIn' ? (
              <SignInForm onForgotPassword={() => setMode('forgot')} />
            ) : (
              <Suspense fallback={<Spin />}>
                <RegisterForm />
              </Suspense>
            )}
            <p className={styles.switch}>
              {mode === 'signIn' ? t('signIn.noAccount') : t('register.haveAccount')}{' '}
              <button type="button" className={styles.switchLink} onClick={() => setMode(mode === 'signIn' ? 'register' : 'signIn')}>
                {mode === 'signIn' ? t('signIn.switch') : t('register.switch')}
              </button>
            </p>
          </section>
        )}
      </main>
    </div>
  );
}
