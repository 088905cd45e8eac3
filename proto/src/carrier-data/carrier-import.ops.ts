import { z } from 'zod';
import { ImportRunViewSchema } from '../views';
import { message } from '../shared/messages';
import { operation } from '../shared/operation';
import { idParams } from '../shared/operation-parts';
import { limitQuery } from './search.rules';

export const listCarrierImports = operation({
  id: 'listCarrierImports',
  method: 'GET',
  path: '/api/admin/carrier-imports',
  access: 'operator',
  tag: 'Platform',
  summary: 'FMCSA import runs with their progress, newest first (platform-wide: operators only)',
  query: limitQuery(20, 100),
  success: { status: 200, description: 'Import runs', schema: z.array(ImportRunViewSchema) },
  deniedMessage: message('OPERATOR_ONLY'),
});

export const getCarrierImport = operation({
  id: 'getCarrierImport',
  method: 'GET',
  path: '/api/admin/carrier-imports/:id',
  access: 'operator',
  tag: 'Platform',
  summary: 'One FMCSA import run with all its skipped rows',
  params: idParams,
  success: { status: 200, description: 'The import run', schema: ImportRunViewSchema },
  errors: [404],
  deniedMessage: message('OPERATOR_ONLY'),
});
