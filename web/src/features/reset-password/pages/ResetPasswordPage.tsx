import { useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../app/routes';
import { OneTimeLinkDone, OneTimeLinkPasswordForm } from '../../../shared/forms/OneTimeLinkPasswordForm';
import { ScreenPage } from '../../../shared/ui/ScreenPage';
import { useResetPasswordMutation } from '../../auth/auth.api';
import { validateResetPassword } from '../reset-password.form';

/**
 * /reset-password?token=...: the page of the password reset e-mail's link. A new password (the one password rule),
 * once: every session of the account ends and no one is signed in; the user then signs in with it.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [reset, { isLoading }] = useResetPasswordMutation();
  const [done, setDone] = useState(false);

  return (
    <ScreenPage title={t('resetPassword.title')} description={t('resetPassword.description')}>
      {done ? (
        <OneTimeLinkDone testId="reset-password" texts="auth:resetPassword" />
      ) : (
        <OneTimeLinkPasswordForm
          name="resetPassword"
          testId="reset-password"
          texts="auth:resetPassword"
          hint={t('register.passwordHint')}
          validate={validateResetPassword}
          submit={async (body) => {
            await reset(body).unwrap();
            setDone(true);
          }}
          isLoading={isLoading}
          extra={
            <Button type="link" href={`${PATHS.auth}?mode=forgot`}>
              {t('resetPassword.newLink')}
            </Button>
          }
        />
      )}
    </ScreenPage>
  );
}
