import type { MailMessage } from '../ports';

const ADDRESS = /^[^\s@<>(),;:"[\]\\]+@[^\s@<>(),;:"[\]\\]+$/;

/** One check for every adapter: exactly one plain recipient address, a one-line subject, a text body. */
export function assertMailMessage(m: MailMessage): void {
  if (typeof m.to !== 'string' || !ADDRESS.test(m.to)) throw new RangeError(`Mail recipient must be one plain address, got ${JSON.stringify(m.to)}`);
  if (m.replyTo !== undefined && !ADDRESS.test(m.replyTo)) throw new RangeError(`Mail reply-to must be one plain address, got ${JSON.stringify(m.replyTo)}`);
  if (typeof m.subject !== 'string' || m.subject.trim() === '' || /[\r\n]/.test(m.subject)) throw new RangeError('Mail subject must be one non-empty line');
  if (typeof m.text !== 'string') throw new RangeError('Mail text must be a string');
}
