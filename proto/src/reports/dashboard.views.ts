/**
 * The live broker dashboard (`/broker-dashboard`) and the Carrier Intelligence Profile (`/fulger-transport`): what
 * the gateway answers a signed-in company. The dashboard's figures come from the reports service's dashboard
 * projection (per-company, per-day buckets); its carrier risk profiles add each carrier's verdict and risk score
 * from carrier-data, judged by the recommendation rules (services/reports/src/dashboard/carrier-risk.rules.ts).
 */
import { z } from 'zod';
import { CarrierViewSchema } from '../carrier-data/carrier.views';
import { CarrierNoteViewSchema } from '../notes/notes.views';

export const DASHBOARD_PERIODS = ['7d', '30d', '90d', '1y'] as const;
export const DashboardPeriodSchema = z.enum(DASHBOARD_PERIODS).meta({ id: 'DashboardPeriod' });
export type DashboardPeriod = z.infer<typeof DashboardPeriodSchema>;

/** How many days each period covers, today included (1y: 366 buckets at the most, a leap year's). */
export const PERIOD_DAYS: Record<DashboardPeriod, number> = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 };

export const RISK_LEVELS = ['CRITICAL', 'HIGH', 'MODERATE', 'LOW'] as const;
export const CarrierRiskLevelSchema = z.enum(RISK_LEVELS).meta({ id: 'CarrierRiskLevel' });
export type RiskLevel = z.infer<typeof CarrierRiskLevelSchema>;

export const RECOMMENDATIONS = ['BLACKLIST', 'MONITOR_CLOSELY', 'CAUTION', 'APPROVED'] as const;
export const CarrierRecommendationSchema = z.enum(RECOMMENDATIONS).meta({ id: 'CarrierRecommendation' });
export type Recommendation = z.infer<typeof CarrierRecommendationSchema>;

/** Why a carrier got its risk level: a code the web translates, with its count or score. */
export const RISK_ISSUE_CODES = ['VERDICT_FAIL', 'VERDICT_REVIEW', 'UNKNOWN_CARRIER', 'RISK_SCORE', 'INCIDENTS', 'NEGATIVE_REPORTS', 'UNRECOVERED_LOSSES'] as const;
export const CarrierRiskIssueSchema = z
  .object({
    code: z.enum(RISK_ISSUE_CODES),
    /** The count (incidents, reports), the score, or whole dollars, by code; 0 when the code needs none. */
    value: z.number(),
  })
  .meta({ id: 'CarrierRiskIssue' });
export type RiskIssue = z.infer<typeof CarrierRiskIssueSchema>;

export const ACTIVITY_ACTIONS = ['REPORT_FILED', 'INCIDENT_FILED', 'RESPONSE_RECEIVED', 'INCIDENT_DISPUTED', 'INCIDENT_VERIFIED', 'INCIDENT_RESOLVED'] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export const CarrierRiskProfileSchema = z
  .object({
    carrierId: z.string().describe("The carrier's DOT number."),
    carrierName: z.string(),
    mcNumber: z.string(),
    riskLevel: CarrierRiskLevelSchema,
    recommendation: CarrierRecommendationSchema,
    verdict: z.enum(['PASS', 'REVIEW', 'FAIL']).nullable().describe('From carrier-data under the company profile; null when the carrier is not in the data.'),
    riskScore: z.number().nullable(),
    totalReports: z.number().int().describe('Reports and incidents this company filed about the carrier (retracted ones left out).'),
    negativeReports: z.number().int(),
    incidents: z.number().int(),
    totalImpact: z.number().describe('Whole dollars of the incidents this company filed about the carrier.'),
    recovered: z.number(),
    lastIncident: z.string().nullable().describe('When the latest of those incidents was filed.'),
    saved: z.boolean(),
    monitored: z.boolean(),
    issues: z.array(CarrierRiskIssueSchema),
  })
  .meta({ id: 'CarrierRiskProfile' });
export type CarrierRiskProfile = z.infer<typeof CarrierRiskProfileSchema>;

export const DashboardCategorySchema = z
  .object({ category: z.string(), count: z.number().int(), totalImpact: z.number(), severity: z.string().describe("The highest severity filed in the category ('' when none was given).") })
  .meta({ id: 'DashboardCategory' });

export const DashboardDaySchema = z
  .object({ day: z.string().describe('YYYY-MM-DD (UTC).'), reports: z.number().int(), incidents: z.number().int(), losses: z.number(), recovered: z.number() })
  .meta({ id: 'DashboardDay' });

export const DashboardActivitySchema = z
  .object({
    id: z.string(),
    date: z.string(),
    action: z.enum(ACTIVITY_ACTIONS),
    carrierId: z.string(),
    carrierName: z.string(),
    category: z.string().describe("The incident's category; '' for a carrier report."),
    impact: z.number().nullable(),
  })
  .meta({ id: 'DashboardActivity' });
export type DashboardActivity = z.infer<typeof DashboardActivitySchema>;

const dashboardFigures = z.object({
  period: DashboardPeriodSchema,
  from: z.string().describe('First day counted (YYYY-MM-DD, UTC).'),
  to: z.string().describe('Last day counted, today.'),
  summary: z.object({
    reportsFiled: z.number().int().describe('Reports and incidents the company filed in the period (retracted ones left out).'),
    incidentsFiled: z.number().int(),
    verifiedReports: z.number().int(),
    resolvedReports: z.number().int(),
    financialImpact: z.number().describe('Total losses: whole dollars of the incidents filed in the period.'),
    highRiskCarriers: z.number().int().describe('Carrier risk profiles at HIGH or CRITICAL.'),
    recoveryRate: z.number().nullable().describe('Recovered / total losses in percent with 1 decimal; null without losses.'),
  }),
  financialImpact: z.object({ totalLosses: z.number(), recoveredAmount: z.number(), pendingClaims: z.number(), averageClaimValue: z.number() }),
  riskMetrics: z.object({ blacklisted: z.number().int(), highRisk: z.number().int(), moderateRisk: z.number().int(), lowRisk: z.number().int() }),
  categoryBreakdown: z.array(DashboardCategorySchema),
  daily: z.array(DashboardDaySchema).describe('One entry per day of the period that had activity, oldest first.'),
  carrierRiskProfiles: z.array(CarrierRiskProfileSchema).describe('At most 20: the carriers the company reported, saved or monitors, most concerning first.'),
  recentActivity: z.array(DashboardActivitySchema).describe('The 10 latest in the period, newest first.'),
});
export type BrokerDashboardView = z.infer<typeof dashboardFigures>;

export const BROKER_DASHBOARD_EXAMPLE: BrokerDashboardView = {
  period: '30d',
  from: '2026-10-27',
  to: '2026-11-25',
  summary: { reportsFiled: 3, incidentsFiled: 2, verifiedReports: 1, resolvedReports: 1, financialImpact: 18500, highRiskCarriers: 1, recoveryRate: 27 },
  financialImpact: { totalLosses: 18500, recoveredAmount: 5000, pendingClaims: 6000, averageClaimValue: 9250 },
  riskMetrics: { blacklisted: 1, highRisk: 0, moderateRisk: 0, lowRisk: 1 },
  categoryBreakdown: [{ category: 'DOUBLE_BROKERING', count: 2, totalImpact: 18500, severity: 'HIGH' }],
  daily: [{ day: '2026-11-20', reports: 3, incidents: 2, losses: 18500, recovered: 5000 }],
  carrierRiskProfiles: [
    {
      carrierId: '885213', carrierName: 'FLY BY NIGHT FREIGHT LLC', mcNumber: '912345', riskLevel: 'CRITICAL', recommendation: 'BLACKLIST', verdict: 'FAIL', riskScore: 85,
      totalReports: 2, negativeReports: 0, incidents: 2, totalImpact: 18500, recovered: 5000, lastIncident: '2026-11-20T15:04:12.345Z', saved: false, monitored: true,
      issues: [{ code: 'VERDICT_FAIL', value: 0 }, { code: 'INCIDENTS', value: 2 }],
    },
  ],
  recentActivity: [{ id: 'evt-1', date: '2026-11-20T15:04:12.345Z', action: 'INCIDENT_RESOLVED', carrierId: '885213', carrierName: 'FLY BY NIGHT FREIGHT LLC', category: 'DOUBLE_BROKERING', impact: 5000 }],
};

export const BrokerDashboardViewSchema = dashboardFigures.meta({
  id: 'BrokerDashboardView',
  description: "The company's broker dashboard for a reporting period, from the dashboard projection.",
  examples: [BROKER_DASHBOARD_EXAMPLE],
});

const carrierIntelligence = z.object({
  carrier: CarrierViewSchema,
  yearsInBusiness: z.number().int().nullable().describe('Whole years since the operating start date; null when FMCSA has none.'),
  customerRating: z.number().nullable().describe('Average stars (1-5, 1 decimal) of the reports brokers filed; null without rated reports.'),
  reports: z.object({
    total: z.number().int(),
    positive: z.number().int(),
    negative: z.number().int(),
    neutral: z.number().int(),
    incidents: z.number().int(),
    recent: z
      .array(
        z.object({
          id: z.string(),
          kind: z.enum(['CARRIER_REPORT', 'INCIDENT']),
          reportType: z.string().describe("POSITIVE / NEGATIVE / NEUTRAL; '' for an incident."),
          rating: z.number().int().describe('1-5 stars; 0 when not rated.'),
          summary: z.string().describe("The report's comments or the incident's description."),
          reportCategory: z.string(),
          incidentStatus: z.string().describe("PENDING / DISPUTED / VERIFIED / RESOLVED; '' for a carrier report."),
          filedAt: z.string(),
          responded: z.boolean().describe('The carrier answered through the response portal.'),
        }),
      )
      .describe('The 5 newest reports and incidents this company may see.'),
  }),
  notes: z.object({ total: z.number().int(), recent: z.array(CarrierNoteViewSchema).describe("The 5 newest of the user's own and the community's shared notes.") }),
  equipment: z.object({
    tractors: z.number().int(),
    trailers: z.number().int(),
    units: z
      .array(z.object({ vin: z.string(), type: z.string(), make: z.string(), model: z.string(), year: z.number().nullable(), lastSeen: z.string() }))
      .describe('Up to 10 units from the inspection data, most recently seen first.'),
  }),
  safetyEvents: z
    .array(z.object({ date: z.string(), inspectionId: z.string(), result: z.enum(['OUT_OF_SERVICE', 'VIOLATIONS', 'CLEAN', 'UNKNOWN']), violations: z.number().int().nullable(), location: z.string() }))
    .describe("Up to 10 of the latest vehicle inspections on record (the inspection data's units), newest first."),
  risk: z.object({ riskLevel: CarrierRiskLevelSchema, recommendation: CarrierRecommendationSchema, issues: z.array(CarrierRiskIssueSchema) }),
});
export type CarrierIntelligenceView = z.infer<typeof carrierIntelligence>;
export const CarrierIntelligenceViewSchema = carrierIntelligence.meta({
  id: 'CarrierIntelligenceView',
  description: "A carrier's intelligence profile: FMCSA data and verdict, brokers' reports, the company's notes, its equipment.",
});
