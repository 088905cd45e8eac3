/**
 * The mail that arrived at MailDev, for specs that cannot import the infra barrel (browser specs under web/test, whose
 * imports stay within web/ and this harness): the inbox reader module itself, as test-clock.ts does for the clock.
 */
export { listMail, waitForMail, type MaildevMail } from '../../services/libs/infra/src/testing/maildev-inbox';
