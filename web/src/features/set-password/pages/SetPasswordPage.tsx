import { useState } from 'react';
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
  const [accept, { isLoading }] = useAcceptInvitationMutation();
  const [doneFor, setDoneFor] = useState<string | null>(null);

  return (
    <ScreenPage title={t('setPassword.title')} description={t('setPassword.description')}>
      {doneFor ? (
        <OneTimeLinkDone testId="set-password" texts="team:setPassword" values={{ email: doneFor }} />
      ) : (
        <OneTimeLinkPasswordForm
          name="setPassword"
          testId="set-password"
          texts="team:setPassword"
          validate={validateSetPassword}
          submit={async (body) => setDoneFor((await accept(body).unwrap()).email)}
          isLoading={isLoading}
        />
      )}
    </ScreenPage>
  );
}
