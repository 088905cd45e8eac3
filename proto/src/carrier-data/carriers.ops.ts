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
import { operation } from '../shared/operation';
import { advancedSearchBodySchema, carrierIdParams, dotIdParams, lookupQuerySchema, pagingShape, quickSearchQuerySchema, vinSchema } from './search.rules';

const TAG = 'Carriers';

export const searchCarriers = operation({
  id: 'searchCarriers',
  method: 'GET',
  path: '/api/carriers/search',
  access: 'company',
  paid: true,
  tag: TAG,
  summary: 'Quick search: MC, DOT, company name, phone or e-mail in one term',
  query: quickSearchQuerySchema,
  success: { status: 200, description: 'One page of carriers, best first', schema: CarrierSearchReplySchema },
});

export const advancedSearch = operation({
  id: 'advancedSearch',
  method: 'POST',
  path: '/api/carriers/advanced-search',
  access: 'company',
  paid: true,
  tag: TAG,
  summary: 'Search by any combination of name, e-mail, phone, MC, DOT and state',
  body: advancedSearchBodySchema,
  success: { status: 200, description: 'One page of carriers matching every criterion', schema: CarrierSearchReplySchema },
});

export const searchByEmail = operation({
  id: 'searchByEmail',
  method: 'GET',
  path: '/api/carriers/search/email/:email',
  access: 'company',
  paid: true,
  tag: TAG,
  summary: 'Carriers that list this e-mail address',
  params: z.object({ email: z.string().max(254).meta({ example: 'dispatch@example.com' }) }),
  query: z.object(pagingShape),
  success: { status: 200, description: 'One page of carriers', schema: CarrierSearchReplySchema },
});

export const searchByPhone = operation({
  id: 'searchByPhone',
  method: 'GET',
  path: '/api/carriers/search/phone/:phone',
  access: 'company',
  paid: true,
  tag: TAG,
  summary: 'Carriers that list this phone number',
  params: z.object({ phone: z.string().max(30).meta({ example: '5551234567' }) }),
  query: z.object(pagingShape),
  success: { status: 200, description: 'One page of carriers', schema: CarrierSearchReplySchema },
});

export const getCarrier = operation({
  id: 'getCarrier',
  method: 'GET',
  path: '/api/carriers/:id',
  access: 'company',
  paid: true,
  tag: TAG,
  summary: 'A carrier by DOT number, with its risk score and factors',
  params: carrierIdParams,
  success: { status: 200, description: 'The carrier', schema: CarrierViewSchema },
  errors: [404],
});

export const getSharedIdentifiers = operation({
  id: 'getSharedIdentifiers',
  method: 'GET',
  path: '/api/carriers/:id/shared-identifiers',
  access: 'company',
  paid: true,
  tag: TAG,
  summary: 'Phones, e-mails, addresses, officers and VINs this carrier shares with others',
  params: carrierIdParams,
  success: { status: 200, description: 'Shared identifiers', schema: z.object({ identifiers: z.array(SharedIdentifierSchema) }) },
  errors: [404],
});

export const listEquipment = operation({
  id: 'listEquipment',
  method: 'GET',
  path: '/api/carriers/:id/equipment',
  access: 'company',
  paid: true,
  tag: 'Equipment',
  summary: "The carrier's vehicles from the inspection data",
  params: carrierIdParams,
  success: { status: 200, description: 'Equipment records', schema: z.array(EquipmentViewSchema) },
  errors: [404],
});

export const syncEquipment = operation({
  id: 'syncEquipment',
  method: 'POST',
  path: '/api/carriers/:id/equipment/sync',
  access: 'company',
  paid: true,
  tag: 'Equipment',
  summary: "Sync the carrier's equipment (a background job; joins one already running)",
  params: dotIdParams,
  success: { status: 200, description: 'The sync finished: its outcome', schema: EquipmentSyncViewSchema },
  alsoSuccess: [{ status: 202, description: 'Still queued or running: its state', schema: EquipmentSyncViewSchema }],
  errors: [404, 503],
});

export const getEquipmentSync = operation({
  id: 'getEquipmentSync',
  method: 'GET',
  path: '/api/carriers/:id/equipment/sync',
  access: 'company',
  paid: true,
  tag: 'Equipment',
  summary: "The carrier's latest equipment sync (null when it never ran)",
  params: dotIdParams,
  success: { status: 200, description: 'The last sync', schema: EquipmentSyncStatusViewSchema },
  errors: [404],
});

export const searchVin = operation({
  id: 'searchVin',
  method: 'GET',
  path: '/api/equipment/search/:vin',
  access: 'company',
  paid: true,
  tag: 'Equipment',
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

export const listLookupSamples = operation({
  id: 'listLookupSamples',
  method: 'GET',
  path: '/api/fmcsa/samples',
  access: 'company',
  paid: true,
  tag: TAG,
  summary: 'Sample MC and DOT numbers for the FMCSA Lookup page: carriers held in this installation',
  success: { status: 200, description: 'Up to three MC and three DOT numbers', schema: LookupSamplesViewSchema },
});
