import { z } from 'zod';
import {
  CarrierSearchReplySchema,
  CarrierViewSchema,
  EquipmentSyncStatusViewSchema,
  EquipmentSyncViewSchema,
  EquipmentViewSchema,
  LookupPublicViewSchema,
  LookupSamplesViewSchema,
  SharedIdentifierSchema,
  VinSearchReplySchema,
} from '../views';
import { operation, operationFamily } from '../shared/operation';
import { advancedSearchBodySchema, carrierIdParams, dotIdParams, lookupQuerySchema, pagingShape, quickSearchQuerySchema, vinSchema } from './search.rules';

const TAG = 'Carriers';
const carrierOperation = operationFamily({ access: 'company', paid: true, tag: TAG });
const equipmentOperation = operationFamily({ access: 'company', paid: true, tag: 'Equipment' });

export const searchCarriers = carrierOperation({
  id: 'searchCarriers',
  method: 'GET',
  path: '/api/carriers/search',
  summary: 'Quick search: MC, DOT, company name, phone or e-mail in one term',
  query: quickSearchQuerySchema,
  success: { status: 200, description: 'One page of carriers, best first', schema: CarrierSearchReplySchema },
});

export const advancedSearch = carrierOperation({
  id: 'advancedSearch',
  method: 'POST',
  path: '/api/carriers/advanced-search',
  summary: 'Search by any combination of name, e-mail, phone, MC, DOT and state',
  body: advancedSearchBodySchema,
  success: { status: 200, description: 'One page of carriers matching every criterion', schema: CarrierSearchReplySchema },
});

export const searchByEmail = carrierOperation({
  id: 'searchByEmail',
  method: 'GET',
  path: '/api/carriers/search/email/:email',
  summary: 'Carriers that list this e-mail address',
  params: z.object({ email: z.string().max(254).meta({ example: 'dispatch@example.com' }) }),
  query: z.object(pagingShape),
  success: { status: 200, description: 'One page of carriers', schema: CarrierSearchReplySchema },
});

export const searchByPhone = carrierOperation({
  id: 'searchByPhone',
  method: 'GET',
  path: '/api/carriers/search/phone/:phone',
  summary: 'Carriers that list this phone number',
  params: z.object({ phone: z.string().max(30).meta({ example: '5551234567' }) }),
  query: z.object(pagingShape),
  success: { status: 200, description: 'One page of carriers', schema: CarrierSearchReplySchema },
});

export const getCarrier = carrierOperation({
  id: 'getCarrier',
  method: 'GET',
  path: '/api/carriers/:id',
  summary: 'A carrier by DOT number, with its risk score and factors',
  params: carrierIdParams,
  success: { status: 200, description: 'The carrier', schema: CarrierViewSchema },
  errors: [404],
});

export const getSharedIdentifiers = carrierOperation({
  id: 'getSharedIdentifiers',
  method: 'GET',
  path: '/api/carriers/:id/shared-identifiers',
  summary: 'Phones, e-mails, addresses, officers and VINs this carrier shares with others',
  params: carrierIdParams,
  success: { status: 200, description: 'Shared identifiers', schema: z.object({ identifiers: z.array(SharedIdentifierSchema) }) },
  errors: [404],
});

export const listEquipment = equipmentOperation({
  id: 'listEquipment',
  method: 'GET',
  path: '/api/carriers/:id/equipment',
  summary: "The carrier's vehicles from the inspection data",
  params: carrierIdParams,
  success: { status: 200, description: 'Equipment records', schema: z.array(EquipmentViewSchema) },
  errors: [404],
});

export const syncEquipment = equipmentOperation({
  id: 'syncEquipment',
  method: 'POST',
  path: '/api/carriers/:id/equipment/sync',
  summary: "Sync the carrier's equipment (a background job; joins one already running)",
  params: dotIdParams,
  success: { status: 200, description: 'The sync finished: its outcome', schema: EquipmentSyncViewSchema },
  alsoSuccess: [{ status: 202, description: 'Still queued or running: its state', schema: EquipmentSyncViewSchema }],
  errors: [404, 503],
});

export const getEquipmentSync = equipmentOperation({
  id: 'getEquipmentSync',
  method: 'GET',
  path: '/api/carriers/:id/equipment/sync',
  summary: "The carrier's latest equipment sync (null when it never ran)",
  params: dotIdParams,
  success: { status: 200, description: 'The last sync', schema: EquipmentSyncStatusViewSchema },
  errors: [404],
});

export const searchVin = equipmentOperation({
  id: 'searchVin',
  method: 'GET',
  path: '/api/equipment/search/:vin',
  summary: 'Which carriers ran a vehicle (8 to 17 characters of its VIN)',
  params: z.object({ vin: vinSchema }),
  success: { status: 200, description: 'The VIN and the equipment records naming it', schema: VinSearchReplySchema },
});

export const fmcsaLookup = operation({
  id: 'fmcsaLookup',
  method: 'GET',
  path: '/api/fmcsa/lookup',
  // Registration's auto-fill asks it before there is an account.
  access: 'optional-session',
  paid: true,
  tag: TAG,
  summary: 'Look a carrier up in the FMCSA data by MC or DOT number',
  query: lookupQuerySchema,
  success: {
    status: 200,
    description:
      'The carrier. A signed-in caller with a company gets the whole CarrierView; anyone else (registration) gets only its company name, MC and DOT (LookupPublicView), limited per client address (RATE_LIMIT_PUBLIC_LOOKUP_PER_MINUTE).',
    schema: z.union([CarrierViewSchema, LookupPublicViewSchema]),
  },
  errors: [404],
});

export const listLookupSamples = carrierOperation({
  id: 'listLookupSamples',
  method: 'GET',
  path: '/api/fmcsa/samples',
  summary: 'Sample MC and DOT numbers for the FMCSA Lookup page: carriers held in this installation',
  success: { status: 200, description: 'Up to three MC and three DOT numbers', schema: LookupSamplesViewSchema },
});
