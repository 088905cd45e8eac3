export { resolveInfrastructure, uniqueDatabaseName, findRepoRoot, TESTCONTAINERS_IMAGES } from './infra-urls';
export type { Infrastructure, InfrastructureSource } from './infra-urls';
