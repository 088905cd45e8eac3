import { z } from 'zod';
import { BrokerDashboardViewSchema, CarrierIntelligenceViewSchema, DASHBOARD_PERIODS } from '../views';
import { message } from '../shared/messages';
import { operation } from '../shared/operation';
import { carrierIdParams } from '../carrier-data/search.rules';

/** The live broker dashboard and the Carrier Intelligence Profile (signed-in companies; visitors see sample data). */
export const getBrokerDashboard = operation({
  id: 'getBrokerDashboard',
  method: 'GET',
  path: '/api/broker-dashboard',
  access: 'company',
  paid: true,
  tag: 'Broker dashboard',
  summary: "The company's dashboard for a reporting period: reports filed, financial impact, incident categories, carrier risk profiles, recent activity",
  query: z.object({
    period: z.enum(DASHBOARD_PERIODS, { error: message('PERIOD_INVALID') }).optional().default('30d').meta({ example: '30d' }),
  }),
  success: { status: 200, description: 'The dashboard', schema: BrokerDashboardViewSchema },
});

export const getCarrierIntelligence = operation({
  id: 'getCarrierIntelligence',
  method: 'GET',
  path: '/api/carrier-intelligence/:id',
  access: 'company',
  paid: true,
  tag: 'Broker dashboard',
  summary: "A carrier's intelligence profile: FMCSA data and verdict, brokers' reports, notes, equipment and inspections, the recommendation",
  params: carrierIdParams,
  success: { status: 200, description: 'The profile', schema: CarrierIntelligenceViewSchema },
  errors: [404],
});
