/**
 * `inspection-units`: vehicles seen at roadside inspections, one EquipmentRecord per inspected unit, mapped by name.
 *
 * Real layout: FMCSA "SMS Input – Inspection" (monthly `<YYYYMon>_Inspection.txt`, data.transportation.gov), 39
 * columns, one row per inspection with up to two units (power unit + first trailer):
 *   Unique_ID, Report_Number, Report_State, DOT_Number, Insp_Date, Insp_level_ID, County_code_State, Time_Weight,
 *   Driver_OOS_Total, Vehicle_OOS_Total, Total_Hazmat_Sent, OOS_Total, Hazmat_OOS_Total, Hazmat_Placard_req,
 *   Unit_Type_Desc, Unit_Make, Unit_License, Unit_License_State, VIN, Unit_Decal_Number,
 *   Unit_Type_Desc2, Unit_Make2, Unit_License2, Unit_License_State2, VIN2, Unit_Decal_Number2,
 *   Unsafe_Insp, Fatigued_Insp, Dr_Fitness_Insp, Subt_Alcohol_Insp, Vh_Maint_Insp, HM_Insp,
 *   BASIC_Viol, Unsafe_Viol, Fatigued_Viol, Dr_Fitness_Viol, Subt_Alcohol_Viol, Vh_Maint_Viol, HM_Viol
 * (INSPECTION_UNITS_HEADER; the synthetic generator writes it). No real rows of it are in the shared samples.
 *
 * Also accepted (same mapper): one unit per row, with INSPECTION_ID (or UNIQUE_ID), DOT_NUMBER, INSP_DATE,
 * REPORT_STATE, UNIT_TYPE_DESC, UNIT_MAKE, UNIT_LICENSE, UNIT_LICENSE_STATE, VIN, UNIT_DECAL_NUMBER and the optional
 * UNIT_NUMBER (company unit number), UNIT_YEAR, UNIT_MODEL, OWNER_NAME; and the per-unit export names
 * (INSP_UNIT_MAKE, INSP_UNIT_LICENSE, INSP_UNIT_LICENSE_STATE, INSP_UNIT_VEHICLE_ID_NUMBER, INSP_UNIT_DECAL_NUMBER,
 * INSP_UNIT_COMPANY) when the file also has DOT_NUMBER (the 12-column "Inspections Per Unit" export, wt8s-2hbx, has
 * none: join it with the Vehicle Inspection File on INSPECTION_ID first).
 *
 * Outcome: Vehicle_OOS_Total (a vehicle placed out of service) and Vh_Maint_Viol (vehicle maintenance violations) of
 * the inspection, when the file has them (null otherwise): what the equipment tracker's status is derived from.
 *
 * Identity: a vehicle is `${dot}:${VIN}`, or `${dot}:${plateState}-${plate}` without a VIN, so repeated inspections
 * of one truck upsert one EquipmentRecord (lastSeen = the inspection date). The model year comes from UNIT_YEAR or the
 * VIN's 10th character.
 */
import type { EquipmentRecord } from '../../carrier/carrier.model';
import { cleanText, normalizeDot, normalizeState, vinModelYear } from '../normalize';
import type { EquipmentUpdate, MapResult } from '../updates';
import { rowError, withWarnings } from '../updates';
import { HeaderIndex, cell, fieldCountReason, type Layout, type RowMapper } from './layout';
import { dateCell } from './values';

export const INSPECTION_UNITS_HEADER = [
  'Unique_ID', 'Report_Number', 'Report_State', 'DOT_Number', 'Insp_Date', 'Insp_level_ID', 'County_code_State', 'Time_Weight',
  'Driver_OOS_Total', 'Vehicle_OOS_Total', 'Total_Hazmat_Sent', 'OOS_Total', 'Hazmat_OOS_Total', 'Hazmat_Placard_req',
  'Unit_Type_Desc', 'Unit_Make', 'Unit_License', 'Unit_License_State', 'VIN', 'Unit_Decal_Number',
  'Unit_Type_Desc2', 'Unit_Make2', 'Unit_License2', 'Unit_License_State2', 'VIN2', 'Unit_Decal_Number2',
  'Unsafe_Insp', 'Fatigued_Insp', 'Dr_Fitness_Insp', 'Subt_Alcohol_Insp', 'Vh_Maint_Insp', 'HM_Insp',
  'BASIC_Viol', 'Unsafe_Viol', 'Fatigued_Viol', 'Dr_Fitness_Viol', 'Subt_Alcohol_Viol', 'Vh_Maint_Viol', 'HM_Viol',
] as const;

/** VIN as published, upper-cased, spaces and dashes removed. */
export function normalizeVin(raw: string): string {
  return raw.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** Licence plate upper-cased, spaces and dashes removed. */
export function normalizePlate(raw: string): string {
  return raw.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** A count column: a whole number, null when the column is absent or the cell is not a count. */
function countCell(f: string[], i: number): number | null {
  const raw = cell(f, i).trim();
  return /^\d{1,6}$/.test(raw) ? Number(raw) : null;
}

interface UnitColumns {
  type: number;
  make: number;
  model: number;
  year: number;
  plate: number;
  plateState: number;
  vin: number;
  decal: number;
  unitNumber: number;
  owner: number;
}

function bindUnits(header: string[] | null, asOf: string): RowMapper {
  if (!header) throw new Error('inspection-units needs its header row');
  const source = 'inspection-units' as const;
  const h = new HeaderIndex(header);
  const width = h.size;
  const ix = {
    id: h.get('UNIQUE_ID', 'INSPECTION_ID'),
    dot: h.get('DOT_NUMBER'),
    date: h.get('INSP_DATE'),
    state: h.get('REPORT_STATE'),
    vehicleOos: h.get('VEHICLE_OOS_TOTAL'),
    vehicleViolations: h.get('VH_MAINT_VIOL'),
  };
  const units: UnitColumns[] = [];
  for (const suffix of ['', '2']) {
    const u: UnitColumns = {
      type: h.get(`UNIT_TYPE_DESC${suffix}`),
      make: h.get(`UNIT_MAKE${suffix}`, ...(suffix ? [] : ['INSP_UNIT_MAKE'])),
      model: h.get(`UNIT_MODEL${suffix}`),
      year: h.get(`UNIT_YEAR${suffix}`),
      plate: h.get(`UNIT_LICENSE${suffix}`, ...(suffix ? [] : ['INSP_UNIT_LICENSE'])),
      plateState: h.get(`UNIT_LICENSE_STATE${suffix}`, ...(suffix ? [] : ['INSP_UNIT_LICENSE_STATE'])),
      vin: h.get(`VIN${suffix}`, ...(suffix ? [] : ['INSP_UNIT_VEHICLE_ID_NUMBER', 'VEHICLE_ID_NUMBER'])),
      decal: h.get(`UNIT_DECAL_NUMBER${suffix}`, ...(suffix ? [] : ['INSP_UNIT_DECAL_NUMBER'])),
      unitNumber: h.get(`UNIT_NUMBER${suffix}`, ...(suffix ? [] : ['INSP_UNIT_COMPANY'])),
      owner: h.get(`OWNER_NAME${suffix}`),
    };
    if (u.vin >= 0 || u.plate >= 0) units.push(u);
  }

  return (f, line): MapResult => {
    if (f.length !== width) return rowError(source, line, fieldCountReason(width, f.length));
    const rawDot = cell(f, ix.dot);
    const dot = normalizeDot(rawDot);
    if (dot === null) return rowError(source, line, `DOT_NUMBER is not a number: ${JSON.stringify(rawDot)}`);
    if (dot === '') return rowError(source, line, 'DOT_NUMBER is empty');
    const warnings: string[] = [];
    const inspectionId = cell(f, ix.id).trim();
    const inspectionDate = dateCell(f, ix.date, 'INSP_DATE', warnings);
    const inspectionState = normalizeState(cell(f, ix.state));
    const inspectionYear = inspectionDate ? Number(inspectionDate.slice(0, 4)) : new Date().getUTCFullYear();
    // Per inspection, not per unit: FMCSA counts vehicle out-of-service and maintenance violations for the whole
    // inspection, so both units of one carry the same outcome. null where the file has no such column.
    const vehicleOos = countCell(f, ix.vehicleOos);
    const vehicleViolations = countCell(f, ix.vehicleViolations);
    const equipment: EquipmentRecord[] = [];
    for (const u of units) {
      const vin = normalizeVin(cell(f, u.vin));
      const plate = normalizePlate(cell(f, u.plate));
      if (!vin && !plate) continue;
      const plateState = normalizeState(cell(f, u.plateState));
      const rawYear = cell(f, u.year).trim();
      let year: number | null = /^\d{4}$/.test(rawYear) ? Number(rawYear) : null;
      if (year === null) year = vinModelYear(vin, inspectionYear + 1);
      equipment.push({
        id: vin ? `${dot}:${vin}` : `${dot}:${plateState}-${plate}`,
        dotNumber: dot,
        equipmentType: cleanText(cell(f, u.type)).toUpperCase(),
        equipmentYear: year,
        equipmentMake: cleanText(cell(f, u.make)).toUpperCase(),
        equipmentModel: cleanText(cell(f, u.model)).toUpperCase(),
        vehicleVin: vin,
        licensePlate: plate,
        plateState,
        unitNumber: cleanText(cell(f, u.unitNumber)),
        inspectionDate,
        inspectionState,
        inspectionId,
        registrationState: plateState,
        ownerName: cleanText(cell(f, u.owner)).toUpperCase(),
        lastSeen: inspectionDate,
        vehicleOutOfService: vehicleOos === null ? null : vehicleOos > 0,
        vehicleViolations,
      });
    }
    if (equipment.length === 0) return null;
    const update: EquipmentUpdate = { kind: 'equipment', source, line, asOf, dotNumber: dot, equipment };
    return withWarnings(update, warnings);
  };
}

export const inspectionUnitsLayout: Layout = {
  id: 'inspection-units',
  title: 'Inspected vehicles (SMS Input – Inspection, 39 columns, or one unit per row)',
  mapsByName: true,
  match(first) {
    const h = new HeaderIndex(first);
    const ok = h.has('DOT_NUMBER') && h.has('UNIQUE_ID', 'INSPECTION_ID') && h.has('VIN', 'INSP_UNIT_VEHICLE_ID_NUMBER', 'UNIT_LICENSE', 'INSP_UNIT_LICENSE');
    return { score: ok ? 0.9 : 0, hasHeader: true };
  },
  bind: (header, options) => bindUnits(header, options.asOf),
};
