import { z } from 'zod';
import { DatasetCoverageSchema, VerdictProfileViewSchema } from '../views';
import { operation, operationFamily } from '../shared/operation';
import { verdictProfileBodySchema } from './verdict.rules';

const TAG = 'Verdicts';
const verdictOperation = operationFamily({ access: 'company', tag: TAG });

export const getVerdictProfile = verdictOperation({
  id: 'getVerdictProfile',
  method: 'GET',
  path: '/api/company/verdict-profile',
  summary: "The company's verdict rules (the default until an administrator saves some)",
  success: { status: 200, description: 'The verdict profile', schema: VerdictProfileViewSchema },
});

export const updateVerdictProfile = operation({
  id: 'updateVerdictProfile',
  method: 'PUT',
  path: '/api/company/verdict-profile',
  access: 'admin',
  tag: TAG,
  summary: "Change the company's verdict rules; every verdict the company sees follows them",
  body: verdictProfileBodySchema,
  success: { status: 200, description: 'The saved profile', schema: VerdictProfileViewSchema },
});

export const listDatasets = verdictOperation({
  id: 'listDatasets',
  method: 'GET',
  path: '/api/fmcsa/datasets',
  summary: 'The data sets LogiScope holds and as of when (a check whose data set is missing asks for review)',
  success: { status: 200, description: 'Every data set, imported or not', schema: z.object({ datasets: z.array(DatasetCoverageSchema) }) },
});
