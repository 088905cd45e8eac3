/**
 * The equipment tracker's sample fleet (visitors): tractors and trailers with status, inspections,
 * violations and maintenance alerts; search by VIN, plate, carrier, make or model; status and type filters;
 * VIN Lookup opens the first vehicle whose VIN contains the typed text. Made-up carriers and vehicles.
 */

export const SAMPLE_STATUSES = ['ACTIVE', 'IN_TRANSIT', 'MAINTENANCE', 'OUT_OF_SERVICE'] as const;
export type SampleStatus = (typeof SAMPLE_STATUSES)[number];
export const SAMPLE_TYPES = ['Tractor', 'Trailer'] as const;
export type SampleType = (typeof SAMPLE_TYPES)[number];

export interface SampleEquipment {
  id: string;
  carrierName: string;
  mcNumber: string;
  dotNumber: string;
  equipmentType: SampleType;
  make: string;
  model: string;
  year: number;
  vinNumber: string;
  licensePlate: string;
  status: SampleStatus;
  lastInspection: string;
  inspectionStatus: 'PASSED' | 'CONDITIONAL' | 'FAILED';
  violations: string[];
  location: string;
  mileage?: number;
  fuelCapacity?: number;
  grossWeight?: number;
  trailerLength?: number;
  /** Worded by equipment:tracker.trailerTypes.<type>. */
  trailerType?: SampleTrailerType;
  registrationExpiry?: string;
  insuranceStatus: 'CURRENT' | 'EXPIRED';
  /** Worded by equipment:tracker.maintenance.<code> with its params. */
  maintenanceAlerts: SampleMaintenanceAlert[];
}

export type SampleTrailerType = 'DRY_VAN' | 'REFRIGERATED' | 'FLATBED';
export interface SampleMaintenanceAlert {
  code: 'OIL_CHANGE_DUE' | 'BRAKE_INSPECTION_OVERDUE' | 'REPLACE_STEER_TIRES' | 'REEFER_SERVICE' | 'REGISTRATION_EXPIRED' | 'REPLACE_CARGO_STRAPS';
  params?: { miles: number };
}

export const SAMPLE_EQUIPMENT_FLEET: readonly SampleEquipment[] = [
  {
    id: 'eq-1',
    carrierName: 'Summit Ridge Freight LLC',
    mcNumber: 'MC-000101',
    dotNumber: '0000101',
    equipmentType: 'Tractor',
    make: 'Freightliner',
    model: 'Cascadia 126',
    year: 2022,
    vinNumber: '3AKJHHDR7NSLA4521',
    licensePlate: 'CO 4KR-221',
    status: 'IN_TRANSIT',
    lastInspection: '2025-09-18',
    inspectionStatus: 'PASSED',
    violations: [],
    location: 'Salina, KS',
    mileage: 218_450,
    fuelCapacity: 300,
    grossWeight: 80_000,
    insuranceStatus: 'CURRENT',
    maintenanceAlerts: [{ code: 'OIL_CHANGE_DUE', params: { miles: 2500 } }],
  },
  {
    id: 'eq-2',
    carrierName: 'Summit Ridge Freight LLC',
    mcNumber: 'MC-000101',
    dotNumber: '0000101',
    equipmentType: 'Trailer',
    make: 'Utility',
    model: '4000D-X Composite',
    year: 2021,
    vinNumber: '1UYVS2530MU118734',
    licensePlate: 'CO TR-88412',
    status: 'ACTIVE',
    lastInspection: '2025-08-02',
    inspectionStatus: 'PASSED',
    violations: [],
    location: 'Denver, CO',
    trailerLength: 53,
    trailerType: 'DRY_VAN',
    registrationExpiry: '2026-05-31',
    insuranceStatus: 'CURRENT',
    maintenanceAlerts: [],
  },
  {
    id: 'eq-3',
    carrierName: 'Blue Mesa Transport Inc',
    mcNumber: 'MC-000202',
    dotNumber: '0000202',
    equipmentType: 'Tractor',
    make: 'Kenworth',
    model: 'T680',
    year: 2019,
    vinNumber: '1XKYD49X0KJ263310',
    licensePlate: 'AZ 9TK-4410',
    status: 'MAINTENANCE',
    lastInspection: '2025-07-11',
    inspectionStatus: 'CONDITIONAL',
    violations: ['393.75 Tire tread depth below 4/32"', '396.3A1 Inspection, repair and maintenance of brakes'],
    location: 'Phoenix, AZ',
    mileage: 512_880,
    fuelCapacity: 250,
    grossWeight: 80_000,
    insuranceStatus: 'CURRENT',
    maintenanceAlerts: [{ code: 'BRAKE_INSPECTION_OVERDUE' }, { code: 'REPLACE_STEER_TIRES' }],
  },
  {
    id: 'eq-4',
    carrierName: 'Blue Mesa Transport Inc',
    mcNumber: 'MC-000202',
    dotNumber: '0000202',
    equipmentType: 'Trailer',
    make: 'Great Dane',
    model: 'Everest Reefer',
    year: 2018,
    vinNumber: '1GRAA0621JW119204',
    licensePlate: 'AZ TR-20931',
    status: 'OUT_OF_SERVICE',
    lastInspection: '2025-06-29',
    inspectionStatus: 'FAILED',
    violations: ['393.9 Inoperable required lamp', '393.48 Inoperative brakes'],
    location: 'Tucson, AZ',
    trailerLength: 53,
    trailerType: 'REFRIGERATED',
    registrationExpiry: '2025-04-30',
    insuranceStatus: 'EXPIRED',
    maintenanceAlerts: [{ code: 'REEFER_SERVICE' }, { code: 'REGISTRATION_EXPIRED' }],
  },
  {
    id: 'eq-5',
    carrierName: 'Great Lakes Haulers Co',
    mcNumber: 'MC-000303',
    dotNumber: '0000303',
    equipmentType: 'Tractor',
    make: 'Volvo',
    model: 'VNL 860',
    year: 2023,
    vinNumber: '4V4NC9EH5PN601842',
    licensePlate: 'MI RX-55120',
    status: 'ACTIVE',
    lastInspection: '2025-10-02',
    inspectionStatus: 'PASSED',
    violations: [],
    location: 'Detroit, MI',
    mileage: 96_300,
    fuelCapacity: 240,
    grossWeight: 80_000,
    insuranceStatus: 'CURRENT',
    maintenanceAlerts: [],
  },
  {
    id: 'eq-6',
    carrierName: 'Great Lakes Haulers Co',
    mcNumber: 'MC-000303',
    dotNumber: '0000303',
    equipmentType: 'Trailer',
    make: 'Wabash',
    model: 'DuraPlate Flatbed',
    year: 2020,
    vinNumber: '1JJV532D0LL203117',
    licensePlate: 'MI TR-70218',
    status: 'IN_TRANSIT',
    lastInspection: '2025-09-09',
    inspectionStatus: 'CONDITIONAL',
    violations: ['392.9 Failure to secure load'],
    location: 'Toledo, OH',
    trailerLength: 48,
    trailerType: 'FLATBED',
    registrationExpiry: '2026-01-31',
    insuranceStatus: 'CURRENT',
    maintenanceAlerts: [{ code: 'REPLACE_CARGO_STRAPS' }],
  },
];

export interface SampleFilters {
  search: string;
  status: SampleStatus | 'ALL';
  type: SampleType | 'ALL';
}

/** Search (VIN, plate, carrier, make or model, case-insensitive) AND status AND type. */
export function filterSampleEquipment(items: readonly SampleEquipment[], filters: SampleFilters): SampleEquipment[] {
  const needle = filters.search.trim().toLowerCase();
  return items.filter((item) => {
    if (filters.status !== 'ALL' && item.status !== filters.status) return false;
    if (filters.type !== 'ALL' && item.equipmentType !== filters.type) return false;
    if (!needle) return true;
    return [item.vinNumber, item.licensePlate, item.carrierName, item.make, item.model].some((field) => field.toLowerCase().includes(needle));
  });
}

/** VIN Lookup: the first vehicle whose VIN contains the typed text (case-insensitive), or null. */
export function lookupSampleVin(items: readonly SampleEquipment[], text: string): SampleEquipment | null {
  const needle = text.trim().toUpperCase();
  if (!needle) return null;
  return items.find((item) => item.vinNumber.toUpperCase().includes(needle)) ?? null;
}
