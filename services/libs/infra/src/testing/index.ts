export { resolveInfrastructure, resolveMailServer, uniqueDatabaseName, findRepoRoot, TESTCONTAINERS_IMAGES } from './infra-urls';
export type { Infrastructure, InfrastructureSource, MailServer } from './infra-urls';
export { listMail, waitForMail, headerOf, mailSource, sourceHeader } from './maildev-inbox';
export type { MaildevMail, MaildevAddress } from './maildev-inbox';
export { rejection } from './rejection';
