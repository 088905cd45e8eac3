import { V1ReportListSchema } from './public-reports.views';
import { operation } from '../shared/operation';
import { usdotParams } from '../shared/public-api.rules';

/** The public API v1's reports about a carrier (issue 24 §2): what the key's company may see (fair process applies). */
export const listCarrierReportsV1 = operation({
  id: 'listCarrierReportsV1', method: 'GET', path: '/api/v1/carriers/:usdot/reports', access: 'api-key', scope: 'reports:read', paid: true, tag: 'Reports',
  summary: "Brokers' reports about a carrier as the company may see them: a negative report reaches other companies once the carrier has answered or its 24-hour window has closed",
  params: usdotParams,
  success: { status: 200, description: 'The reports', schema: V1ReportListSchema },
});
