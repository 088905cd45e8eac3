import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { OneTimeLinkDone, OneTimeLinkPasswordForm } from '../../../shared/forms/OneTimeLinkPasswordForm';
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
        <OneTimeLinkDone testId="set-password" title={t('setPassword.done')} text={t('setPassword.doneText', { email: doneFor })} signIn={t('setPassword.signIn')} />
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
