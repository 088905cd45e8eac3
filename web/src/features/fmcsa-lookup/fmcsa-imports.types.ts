import type { OpResult } from '../../api/operationRequest';

type ImportRunView = OpResult<'listCarrierImports'>[number];

/** running, completed, failed, or stalled (still marked running, but no progress for minutes: the command was stopped). */
export type ImportStatus = 'running' | 'completed' | 'failed' | 'stalled';

/**
 * An FMCSA import run as GET /api/admin/carrier-imports answers it: carrier-data's ImportRunView, with its status
 * (a string on the wire) read as the four values the screen knows.
 */
export interface ImportRun extends Omit<ImportRunView, 'status'> {
  status: ImportStatus;
}
