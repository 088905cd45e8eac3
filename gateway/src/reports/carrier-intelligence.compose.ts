import { assessCarrierRisk } from '@logiscope/proto/http';
import type { CarrierIntelligenceView, CarrierNoteView, CarrierView, EquipmentView } from '@logiscope/proto/views';
import type { ReportRecord } from '@logiscope/reports/api';

const dollars = (text: string) => (text === '' ? 0 : Math.max(0, Number(text) || 0));

/**
 * The Carrier Intelligence Profile (`/fulger-transport` signed in): carrier-data's carrier and verdict, the reports and
 * incidents the company may see, the caller's and the community's notes, the inspection data's units; the risk
 * level and recommendation come from the same rules as the dashboard's profiles. Pure: `now` dates the years in business.
 */
export function composeIntelligence(input: {
  carrier: CarrierView;
  reports: readonly ReportRecord[];
  notes: readonly CarrierNoteView[];
  equipment: readonly EquipmentView[];
  now: Date;
}): CarrierIntelligenceView {
  const { carrier, reports, notes, equipment, now } = input;
  const carrierReports = reports.filter((r) => r.kind === 'CARRIER_REPORT');
  const incidents = reports.filter((r) => r.kind === 'INCIDENT');
  const rated = carrierReports.filter((r) => r.rating > 0);
  const byType = (type: string) => carrierReports.filter((r) => r.reportType === type).length;
  const unrecovered = incidents.reduce((sum, r) => sum + Math.max(0, dollars(r.monetaryImpact) - dollars(r.amountRecovered)), 0);
  const started = Date.parse(carrier.operatingStartDate);
  const units = [...equipment].sort((a, b) => b.lastSeen.localeCompare(a.lastSeen));
  const inspections = new Map<string, EquipmentView>();
  for (const u of [...equipment].sort((a, b) => b.inspectionDate.localeCompare(a.inspectionDate))) {
    if (u.inspectionId && !inspections.has(u.inspectionId)) inspections.set(u.inspectionId, u);
  }
  return {
    carrier,
    yearsInBusiness: Number.isNaN(started) ? null : Math.max(0, Math.floor((now.getTime() - started) / (365.25 * 24 * 3600 * 1000))),
    customerRating: rated.length ? Math.round((rated.reduce((s, r) => s + r.rating, 0) / rated.length) * 10) / 10 : null,
    reports: {
      total: reports.length,
      positive: byType('POSITIVE'),
      negative: byType('NEGATIVE'),
      neutral: byType('NEUTRAL'),
      incidents: incidents.length,
      recent: [...reports]
        .sort((a, b) => b.filedAt.localeCompare(a.filedAt))
        .slice(0, 5)
        // The record's other fields stay behind: the answer leaves through its declared view.
        .map((r) => ({ ...r, id: r.reportId, summary: r.kind === 'INCIDENT' ? r.description : r.comments, responded: r.responseText !== '' })),
    },
    notes: { total: notes.length, recent: [...notes].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)).slice(0, 5) },
    equipment: {
      tractors: equipment.filter((u) => u.equipmentType !== 'Trailer').length,
      trailers: equipment.filter((u) => u.equipmentType === 'Trailer').length,
      units: units.slice(0, 10).map((u) => ({ vin: u.vehicleVin, type: u.equipmentType, make: u.equipmentMake, model: u.equipmentModel, year: u.equipmentYear, lastSeen: u.lastSeen })),
    },
    safetyEvents: [...inspections.values()].slice(0, 10).map((u) => ({
      date: u.inspectionDate,
      inspectionId: u.inspectionId,
      result: u.vehicleOutOfService ? 'OUT_OF_SERVICE' : (u.vehicleViolations ?? 0) > 0 ? 'VIOLATIONS' : u.vehicleOutOfService === false && u.vehicleViolations === 0 ? 'CLEAN' : 'UNKNOWN',
      violations: u.vehicleViolations,
      location: u.inspectionState,
    })),
    risk: assessCarrierRisk({ verdict: carrier.verdict.outcome, riskScore: carrier.riskScore, incidents: incidents.length, negativeReports: byType('NEGATIVE'), unrecoveredLosses: Math.round(unrecovered) }),
  };
}
