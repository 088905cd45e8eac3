import type { FreightGuardSeverity, FreightGuardStatus } from '@logiscope/proto/views';

/** The spec's severity colours: LOW green, MEDIUM yellow, HIGH orange, CRITICAL red. */
export const SEVERITY_COLOURS: Record<FreightGuardSeverity, string> = { LOW: 'green', MEDIUM: 'gold', HIGH: 'orange', CRITICAL: 'red' };
export const STATUS_COLOURS: Record<FreightGuardStatus, string> = { PENDING: 'default', VERIFIED: 'red', DISPUTED: 'purple', RESOLVED: 'green' };
