/**
 * carrier-data's equipment answers under /api: a carrier's vehicles, a VIN search, the equipment sync (a background
 * job) and the equipment tracker (every carrier's vehicles, searched and filtered). zod schemas, types inferred from
 * them (see carrier.views.ts).
 */
import { z } from 'zod';

const equipmentView = z.object({
  id: z.string(),
  equipmentType: z.string().describe("'Trailer'; anything else is a truck."),
  equipmentYear: z.number().nullable().describe('Model year; null when unknown.'),
  equipmentMake: z.string(),
  equipmentModel: z.string(),
  vehicleVin: z.string(),
  licensePlate: z.string(),
  plateState: z.string(),
  unitNumber: z.string(),
  inspectionDate: z.string(),
  inspectionState: z.string(),
  inspectionId: z.string(),
  registrationState: z.string(),
  ownerName: z.string(),
  lastSeen: z.string(),
  vehicleOutOfService: z
    .boolean()
    .nullable()
    .describe('Whether the inspection on record (the latest) ended with a vehicle out-of-service order; null when the source did not say.'),
  vehicleViolations: z
    .number()
    .int()
    .nullable()
    .describe('Vehicle maintenance violations found at the inspection on record; null when the source did not say.'),
});

export const EquipmentViewSchema = equipmentView.meta({
  id: 'EquipmentView',
  description: "A vehicle as the Equipment tab lists it (carrier-data stores it with its carrier's DOT number besides).",
});
export type EquipmentView = z.infer<typeof EquipmentViewSchema>;

export const EquipmentWithCarrierViewSchema = equipmentView
  .extend({
    carrierId: z.string().describe("The carrier's DOT number."),
    companyName: z.string().describe("The carrier's legal name ('' when LogiScope holds no record of it)."),
  })
  .meta({ id: 'EquipmentWithCarrierView', description: 'A vehicle a VIN search found, with the carrier it was seen under.' });
export type EquipmentWithCarrierView = z.infer<typeof EquipmentWithCarrierViewSchema>;

export const VinSearchReplySchema = z
  .object({
    vinDetails: z.object({
      vin: z.string().describe('The VIN (or its first characters) as searched, upper-case.'),
      totalRecords: z.number().int(),
      carriers: z.array(z.string()).describe('DOT numbers of the carriers the vehicles were seen under.'),
    }),
    equipment: z.array(EquipmentWithCarrierViewSchema),
  })
  .meta({ id: 'VinSearchReply', description: 'GET /api/equipment/search/:vin.' });
export type VinSearchReply = z.infer<typeof VinSearchReplySchema>;

export const EquipmentSyncViewSchema = z
  .object({
    jobId: z.string(),
    // A string, not an enum, until the web's specs stop building syncs from plain strings.
    state: z.string().describe('queued, running (retries included), completed, failed.'),
    synced: z.number().int().describe('Vehicles the source reported (= total; the name the first clients read).'),
    total: z.number().int(),
    added: z.number().int().describe('Of them: new to the carrier.'),
    updated: z.number().int().describe('Of them: changed.'),
    unchanged: z.number().int().describe('Of them: already known as they are.'),
    inspections: z.number().int().describe('Roadside inspections those vehicles were seen at.'),
    source: z.enum(['store', 'fmcsa']).describe("store (the imported inspection files) or fmcsa (FMCSA's inspection data)."),
    requestedAt: z.string(),
    startedAt: z.string().describe("'' until a worker starts it."),
    finishedAt: z.string().describe("'' until completed or failed."),
    attempts: z.number().int(),
    error: z.string().describe("Why the latest attempt failed, '' otherwise."),
  })
  .meta({ id: 'EquipmentSyncView', description: "A carrier's equipment sync (a background job): its state while it runs, its outcome once done." });
export type EquipmentSyncView = z.infer<typeof EquipmentSyncViewSchema>;

export const EquipmentSyncStatusViewSchema = z
  .object({ lastSync: EquipmentSyncViewSchema.nullable() })
  .meta({
    id: 'EquipmentSyncStatusView',
    description: 'GET /api/carriers/:id/equipment/sync: the gateway answers null where carrier-data leaves lastSync out (never synced).',
  });
export type EquipmentSyncStatusView = z.infer<typeof EquipmentSyncStatusViewSchema>;

/**
 * What the equipment tracker says of a vehicle, derived from its inspection on record (see equipment-status.ts in
 * carrier-data): OUT_OF_SERVICE when that inspection ended with a vehicle out-of-service order; ACTIVE when it was seen
 * at an inspection within the last 24 months; INACTIVE when it has not been seen for longer. The spec's IN_TRANSIT and
 * MAINTENANCE are never derived: inspection data says nothing of trips or workshops.
 */
export const EQUIPMENT_STATUSES = ['ACTIVE', 'OUT_OF_SERVICE', 'INACTIVE'] as const;
export type EquipmentStatus = (typeof EQUIPMENT_STATUSES)[number];

/** The spec's two kinds: trailers (any unit type naming a trailer) and power units (tractors, straight trucks...). */
export const EQUIPMENT_KINDS = ['TRACTOR', 'TRAILER'] as const;
export type EquipmentKind = (typeof EQUIPMENT_KINDS)[number];

/** The outcome of the inspection on record, in the spec's words; UNKNOWN when the source did not say. */
export const INSPECTION_RESULTS = ['PASSED', 'CONDITIONAL', 'FAILED', 'UNKNOWN'] as const;
export type InspectionResult = (typeof INSPECTION_RESULTS)[number];

export const TrackedEquipmentViewSchema = equipmentView
  .extend({
    carrierId: z.string().describe("The carrier's DOT number."),
    companyName: z.string().describe("The carrier's legal name ('' when LogiScope holds no record of it)."),
    mcNumber: z.string().describe("The carrier's first MC number ('' when none)."),
    kind: z.enum(EQUIPMENT_KINDS),
    status: z.enum(EQUIPMENT_STATUSES),
    inspectionResult: z.enum(INSPECTION_RESULTS).describe('FAILED: vehicle out of service; CONDITIONAL: vehicle violations; PASSED: none.'),
  })
  .meta({ id: 'TrackedEquipmentView', description: 'A vehicle on the equipment tracker, with its carrier and its derived status.' });
export type TrackedEquipmentView = z.infer<typeof TrackedEquipmentViewSchema>;

export const EquipmentPageSchema = z
  .object({
    items: z.array(TrackedEquipmentViewSchema),
    total: z.number().int().describe('Vehicles matching (at most `cap`; see capped).'),
    capped: z.boolean().describe('true when more vehicles match than were counted: total is then a lower bound.'),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'EquipmentPage', description: 'GET /api/equipment: one page of the equipment tracker.' });
export type EquipmentPage = z.infer<typeof EquipmentPageSchema>;
