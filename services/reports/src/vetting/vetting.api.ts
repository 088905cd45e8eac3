import type { ReportsContract } from '@logiscope/proto/service-api';
import type { z } from 'zod';
import type { ReportsServiceApi } from '../reports.api';

type Messages = typeof ReportsContract.messages;

/** Vetting a load: who asks (the gateway resolves the company, the name and, for the public API, the key). */
export type VetLoadRequest = z.infer<Messages['VetLoadRequest']>;
export type ListVettingsRequest = z.infer<Messages['ListVettingsRequest']>;

/** Load vetting records: part of the reports service's API (reports.api.ts). */
export type VettingApi = Pick<ReportsServiceApi, 'vetLoad' | 'listVettings' | 'getVetting' | 'downloadVettingPdf' | 'verifyVettingPdf' | 'getVettingRetention' | 'setVettingRetention'>;
