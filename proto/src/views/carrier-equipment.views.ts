/**
 * carrier-data's equipment answers under /api: a carrier's vehicles, a VIN search, and the equipment sync (a
 * background job). zod schemas, types inferred from them (see carrier.views.ts).
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
