import type { ServiceDescriptor } from '@logiscope/infra';
import { descriptorOf, SecurityTrackingContract, type ServiceApiOf } from '@logiscope/proto/service-api';
import type { LoginRecordView, LoginTrackingReply } from '@logiscope/proto/views';
import type { z } from 'zod';

// The login record the HTTP API answers is declared once, with its zod schema, in @logiscope/proto/views.
export type { LoginRecordView, LoginTrackingReply };

type ListRequest = z.infer<typeof SecurityTrackingContract.messages.ListLoginRecordsRequest>;

/** Whose attempts: one company's (its administrator), or every attempt (the platform operator, unknown e-mails included). */
export type LoginScope = z.infer<typeof SecurityTrackingContract.messages.LoginScope>;

/** The list's filters, combined with AND ('' for any). */
export type LoginRecordFilters = Pick<ListRequest, 'search' | 'status' | 'threatLevel'>;

/** security-tracking's API, declared once in zod (proto/src/security-tracking/security-tracking.service-api.ts). */
export type SecurityTrackingApi = ServiceApiOf<typeof SecurityTrackingContract>;

export const SecurityTrackingService: ServiceDescriptor<SecurityTrackingApi> = descriptorOf('security-tracking', SecurityTrackingContract);
