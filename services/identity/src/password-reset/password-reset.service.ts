import { ConcurrencyError, parseOrThrow, parseOrThrowAsync, refusalsAs } from '@logiscope/kernel';
import { handleCommand, loadAggregate, type Clock, type EventStore, type Mailer } from '@logiscope/infra';
import { passwordResetBodySchema, passwordResetRequestBodySchema } from '@logiscope/proto/http';
import { hashPassword } from '../password';
import { newOneTimeSecret, sha256 } from '../one-time-token';
import { userDecider, userStream } from '../user/user.decider';
import { userRefusals } from '../user/user.refusals';
import type { IdentityReadModel } from '../user/user.projection';
import type { PasswordResetApi, RequestPasswordResetRequest, ResetPasswordRequest } from '../password-reset.api';
import { passwordResetMail } from './password-reset.mail';

/** A reset link works for one hour (issue 22). */
export const PASSWORD_RESET_TTL_MS = 3_600_000;

export interface PasswordResetDeps {
  events: EventStore;
  readModel: IdentityReadModel;
  onAppended?: () => void;
  mail: Mailer;
  clock: Clock;
  /** The web app's address, for the link (configuration, never a request's Host). */
  appUrl: string;
}

/**
 * "Forgot password?": a one-time link by mail, then a new password with it. The rules are the user decider's; this
 * service makes the secret (kept only as a hash), mails the link and hashes the new password. The gateway answers the
 * request without waiting for it (so no answer or timing tells whether the account exists), throttles it, and ends
 * every session of the user once the password is reset.
 */
export class PasswordResetApplication implements PasswordResetApi {
  constructor(private readonly deps: PasswordResetDeps) {}

  async requestPasswordReset(request: RequestPasswordResetRequest): Promise<{ accepted: boolean }> {
    const input = parseOrThrow(passwordResetRequestBodySchema, { email: request.email, language: request.language || undefined });
    const stream = userStream(input.email);
    const { state } = await loadAggregate(this.deps.events, stream, userDecider);
    if (state.status !== 'registered') return { accepted: true };
    const secret = newOneTimeSecret();
    const expiresAt = new Date(this.deps.clock.now().getTime() + PASSWORD_RESET_TTL_MS).toISOString();
    // Requests in quick succession (the gateway does not wait for them) race on the stream: each is retried until
    // appended, the last one appended being the link that works.
    const { events } = await handleCommand(this.deps.events, stream, userDecider, { type: 'RequestPasswordReset', data: { tokenHash: sha256(secret), expiresAt } }, {
      metadata: { userId: state.userId, ...(state.companyId ? { companyId: state.companyId } : {}) },
      attempts: 10,
    });
    // A blocked account decides nothing: no link exists, none is mailed.
    if (events.length === 0) return { accepted: true };
    this.deps.onAppended?.();
    const link = `${this.deps.appUrl}/reset-password?token=${encodeURIComponent(`${state.userId}.${secret}`)}`;
    await this.deps.mail.send(passwordResetMail({ to: state.email, firstName: state.firstName, link, expiresAt, language: input.language }));
    return { accepted: true };
  }

  async resetPassword(request: ResetPasswordRequest): Promise<{ userId: string }> {
    const input = await parseOrThrowAsync(passwordResetBodySchema, request);
    const [userId, secret] = input.token.split('.');
    const row = await this.deps.readModel.users.get(userId);
    if (!row) throw userRefusals.RESET_LINK_INVALID();
    try {
      const command = { type: 'ResetPassword', data: { tokenHash: sha256(secret), now: this.deps.clock.now().toISOString(), passwordHash: await hashPassword(input.password) } } as const;
      await refusalsAs(userRefusals, () =>
        handleCommand(this.deps.events, userStream(row.email), userDecider, command, { metadata: { userId, ...(row.companyId ? { companyId: row.companyId } : {}) }, attempts: 1 }),
      );
    } catch (e) {
      // The same link used twice at once: the other use won, and the link is spent.
      if (e instanceof ConcurrencyError) throw userRefusals.RESET_LINK_INVALID();
      throw e;
    }
    this.deps.onAppended?.();
    return { userId };
  }
}
