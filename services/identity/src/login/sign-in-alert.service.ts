import { loadAggregate, type EventStore, type Mailer } from '@logiscope/infra';
import { normalizeEmail, userDecider, userStream } from '../user/user.decider';
import { signInAlertMail } from './sign-in-alert.mail';

/** Warns an account's owner of a burst of failed sign-ins (the gateway decides when: once per burst). */
export class SignInAlerts {
  constructor(private readonly deps: { events: EventStore; mail: Mailer; appUrl: string }) {}

  /** Mails the owner when the e-mail is a registered, active account; answers the same either way. */
  async warnOfFailedSignIns(request: { email: string; failures: number }): Promise<{ sent: boolean }> {
    const email = normalizeEmail(String(request.email ?? '').slice(0, 320));
    const { state } = await loadAggregate(this.deps.events, userStream(email), userDecider);
    if (state.status !== 'registered' || !state.isActive) return { sent: false };
    const failures = Math.max(1, Math.floor(Number(request.failures) || 1));
    await this.deps.mail.send(signInAlertMail({ to: state.email, firstName: state.firstName, failures, appUrl: this.deps.appUrl }));
    return { sent: true };
  }
}
