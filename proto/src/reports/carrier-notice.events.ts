import { z } from 'zod';
import type { EventOf } from '../shared/event-of';

/**
 * Mail to a carrier's FMCSA address, counted per address and UTC day across all companies (reports service, private:
 * never published). One stream per address and day (`carrier-notice:<day>:<address>`): the day's first reports get
 * their own mail (CarrierNoticeReserved), the further ones wait for one digest after the day (CarrierNoticeHeld,
 * CarrierDigestSent).
 */
export const CarrierNoticeReservedV1 = z.object({
  /** The carrier's e-mail, lower case. */
  address: z.string(),
  /** YYYY-MM-DD (UTC). */
  day: z.string(),
  reportId: z.string(),
  at: z.string(),
});
export type CarrierNoticeReserved = EventOf<'CarrierNoticeReserved', typeof CarrierNoticeReservedV1>;

export const CarrierNoticeHeldV1 = CarrierNoticeReservedV1;
export type CarrierNoticeHeld = EventOf<'CarrierNoticeHeld', typeof CarrierNoticeHeldV1>;

export const CarrierDigestSentV1 = z.object({
  address: z.string(),
  day: z.string(),
  reportIds: z.array(z.string()),
  sentAt: z.string(),
});
export type CarrierDigestSent = EventOf<'CarrierDigestSent', typeof CarrierDigestSentV1>;

export type CarrierNoticeEvent = CarrierNoticeReserved | CarrierNoticeHeld | CarrierDigestSent;
