import { assertNever, Refused, type Decider } from '@logiscope/kernel';
import type { CertificateEvent, CertificateIssued } from '@logiscope/proto';

/** One stream per certificate, keyed by its verification code: appending at version 0 is the uniqueness check. */
export type CertificateStreamId = `certificate:${string}`;
export const certificateStream = (code: string): CertificateStreamId => `certificate:${code}`;

/** Why issuing is refused: a certificate was already issued under this code. */
export type CertificateRefusal = 'CODE_TAKEN';

export type CertificateCommand = { type: 'IssueCertificate'; data: CertificateIssued['data'] };
export interface CertificateState {
  issued: boolean;
}

/** A certificate is issued once under its code and never changes: what the broker saw stays what it saw. Pure. */
export const certificateDecider: Decider<CertificateCommand, CertificateState, CertificateEvent> = {
  initialState: () => ({ issued: false }),
  decide(command, state) {
    switch (command.type) {
      case 'IssueCertificate':
        if (state.issued) throw new Refused<CertificateRefusal>('CODE_TAKEN');
        return [{ type: 'CertificateIssued', data: command.data }];
      default:
        return assertNever(command.type);
    }
  },
  evolve(_state, event) {
    switch (event.type) {
      case 'CertificateIssued':
        return { issued: true };
      default:
        return assertNever(event.type);
    }
  },
};
