import { masterKey, type DocumentStore } from '@logiscope/infra';

/**
 * The master key of second factors: SECOND_FACTOR_KEY when configured, else one generated once and kept (infra's
 * `masterKey`: `<DATA_DIR>/second-factor.key` embedded, identity's database distributed).
 */
export function secondFactorMasterKey(
  configured: string | undefined,
  generated: { kind: 'file'; path: string } | { kind: 'documents'; store: DocumentStore },
): Promise<{ key: Buffer; generated: boolean }> {
  return masterKey('SECOND_FACTOR_KEY', configured, generated.kind === 'file' ? generated : { ...generated, collection: 'second_factor_keys' });
}
