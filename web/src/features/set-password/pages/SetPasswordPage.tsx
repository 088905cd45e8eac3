import { useState } from 'react';
import { Button, Result } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../app/routes';
import { OneTimeLinkPasswordForm } from '../../../shared/forms/OneTimeLinkPasswordForm';
import { ScreenPage } from '../../../shared/ui/ScreenPage';
import { validateSetPassword } from '../../control-panel/team.form';
import { useAcceptInvitationMutation } from '../set-password.api';

/**
 * /set-password?token=...: the page of the invitation e-mail's link. The added member chooses a password (once: the
 * link then stops working, as it does after 7 days), then signs in.
 */
export function SetPasswordPage() {
  const { t } = useTranslation('team');
  const [params] = useSearchParams();
  const [accept, { isLoading }] = useAcceptInvitationMutation();
  const [doneFor, setDoneFor] = useState<string | null>(null);

  return (
    <ScreenPage title={t('setPassword.title')} description={t('setPassword.description')}>
      {doneFor ? (
        <Result
          status="success"
          title={t('setPassword.done')}
          subTitle={t('setPassword.doneText', { email: doneFor })}
          extra={<Button type="primary" href={PATHS.auth} data-testid="set-password-sign-in">{t('setPassword.signIn')}</Button>}
          data-testid="set-password-done"
        />
      ) : (
        <OneTimeLinkPasswordForm
          name="setPassword"
          testId="set-password"
          token={params.get('token') ?? ''}
          labels={{
            password: t('setPassword.password'),
            confirmPassword: t('setPassword.confirmPassword'),
            submit: t('setPassword.submit'),
            missingToken: t('setPassword.missingToken'),
            failed: t('setPassword.failed'),
          }}
          validate={validateSetPassword}
          submit={async (body) => setDoneFor((await accept(body).unwrap()).email)}
          isLoading={isLoading}
        />
      )}
    </ScreenPage>
  );
}
