import type { FreightGuardReportView } from '@logiscope/proto/views';

/** /freightguard-demo's fixed sample reports (visitors; nothing is sent anywhere). */
const base: Pick<FreightGuardReportView, 'carrierLinked' | 'verifiedBy' | 'corroborations' | 'isOwn' | 'response' | 'amountRecovered' | 'resolvedAt' | 'isDoubleBrokerage' | 'brokerageChain' | 'responseLink'> = {
  carrierLinked: false,
  verifiedBy: null,
  corroborations: 0,
  isOwn: false,
  response: null,
  amountRecovered: null,
  resolvedAt: null,
  isDoubleBrokerage: false,
  brokerageChain: [],
  responseLink: null,
};

export const SAMPLE_FREIGHTGUARD_REPORTS: FreightGuardReportView[] = [
  {
    ...base,
    id: 'sample-1',
    carrierId: '',
    carrierName: 'Rapid Route Logistics',
    mcNumber: '884512',
    dotNumber: '3012457',
    reportCategory: 'DOUBLE_BROKERAGE',
    incidentType: 'UNAUTHORIZED_REBROKERING',
    severity: 'HIGH',
    description: 'Load was re-brokered to an unknown carrier without consent; the driver who arrived had never heard of Rapid Route.',
    location: 'Dallas, TX',
    incidentDate: '2026-10-28',
    monetaryImpact: 4250,
    isDoubleBrokerage: true,
    brokerageChain: ['Rapid Route Logistics', 'QuickHaul Partners'],
    status: 'VERIFIED',
    verifiedBy: 'CORROBORATED',
    corroborations: 2,
    reporterName: 'Sarah Mitchell',
    reporterCompany: 'Northstar Brokerage LLC',
    createdAt: '2026-10-29T14:12:00.000Z',
    responseDeadline: '2026-10-30T14:12:00.000Z',
  },
  {
    ...base,
    id: 'sample-2',
    carrierId: '',
    carrierName: 'Sunbelt Carriers Inc',
    mcNumber: '712044',
    dotNumber: '2544109',
    reportCategory: 'FRAUD_SUSPICIOUS',
    incidentType: 'CARRIER_IMPERSONATION',
    severity: 'CRITICAL',
    description: 'Someone used Sunbelt\u2019s MC number and a look-alike e-mail domain to book two loads, then asked for a quick-pay to a new bank account.',
    location: 'Atlanta, GA',
    incidentDate: '2026-11-03',
    monetaryImpact: 18900,
    status: 'PENDING',
    reporterName: 'James Carter',
    reporterCompany: 'Blue Ridge Freight',
    createdAt: '2026-11-04T09:30:00.000Z',
    responseDeadline: '2026-11-05T09:30:00.000Z',
  },
  {
    ...base,
    id: 'sample-3',
    carrierId: '',
    carrierName: 'Lone Star Transport',
    mcNumber: '605331',
    dotNumber: '1877342',
    reportCategory: 'PAYMENT_ISSUES',
    incidentType: 'EXCESSIVE_DEDUCTIONS',
    severity: 'MEDIUM',
    description: 'Invoice short-paid by $640 for a lumper fee that was never agreed.',
    location: 'Houston, TX',
    incidentDate: '2026-10-12',
    monetaryImpact: 640,
    status: 'DISPUTED',
    response: { text: 'The lumper receipt was sent with the POD; we are happy to share it again.', respondedAt: '2026-10-13T11:00:00.000Z' },
    reporterName: 'Ana Lopez',
    reporterCompany: 'Gulf Coast Logistics',
    createdAt: '2026-10-12T18:45:00.000Z',
    responseDeadline: '2026-10-13T18:45:00.000Z',
  },
  {
    ...base,
    id: 'sample-4',
    carrierId: '',
    carrierName: 'Midwest Reefer Lines',
    mcNumber: '930218',
    dotNumber: '3300981',
    reportCategory: 'SERVICE_QUALITY',
    incidentType: 'TEMPERATURE_CONTROL_FAILURE',
    severity: 'LOW',
    description: 'Reefer alarm ignored for two hours; one pallet of produce was rejected at delivery.',
    location: 'Chicago, IL',
    incidentDate: '2026-09-21',
    monetaryImpact: 1200,
    status: 'RESOLVED',
    amountRecovered: 1200,
    resolvedAt: '2026-10-02T10:00:00.000Z',
    reporterName: 'Tom Becker',
    reporterCompany: 'Lakeside Brokerage',
    createdAt: '2026-09-22T08:10:00.000Z',
    responseDeadline: '2026-09-23T08:10:00.000Z',
  },
];

export interface DemoFilters {
  search: string;
  category: string;
  status: string;
}

/** The demo's filters, in the browser: the search by carrier name, MC or DOT; category and status (ALL: every one). */
export function filterSampleReports(reports: readonly FreightGuardReportView[], f: DemoFilters): FreightGuardReportView[] {
  const q = f.search.trim().toLowerCase();
  return reports.filter(
    (r) =>
      (q === '' || r.carrierName.toLowerCase().includes(q) || r.mcNumber.includes(q) || r.dotNumber.includes(q)) &&
      (f.category === 'ALL' || r.reportCategory === f.category) &&
      (f.status === 'ALL' || r.status === f.status),
  );
}
