/**
 * What arrived at MailDev (the e2e tier's SMTP server) for the browser specs, which may import only the wire contracts
 * and test/support (services' specs use waitForMail in @logiscope/infra/testing, the same REST call).
 */
export interface ArrivedMail {
  subject: string;
  text?: string;
}

/** Every mail MailDev holds for this recipient, oldest first. */
export async function listMail(to: string): Promise<ArrivedMail[]> {
  const api = process.env.MAILDEV_API_URL;
  if (!api) throw new Error('MAILDEV_API_URL is not set: the e2e globalSetup sets it');
  const res = await fetch(`${api.replace(/\/+$/, '')}/api/email?${new URLSearchParams({ 'to.address': to })}`, { signal: AbortSignal.timeout(5_000) });
  if (!res.ok) throw new Error(`MailDev answered HTTP ${res.status}`);
  return (await res.json()) as ArrivedMail[];
}
