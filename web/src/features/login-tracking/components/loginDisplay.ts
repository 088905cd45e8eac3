import type { LoginRecordView } from '@logiscope/proto/views';

export const STATUS_COLOR: Record<LoginRecordView['loginStatus'], string> = { SUCCESS: 'green', FAILED: 'orange', BLOCKED: 'red' };
export const THREAT_COLOR: Record<LoginRecordView['threatLevel'], string> = { LOW: 'green', MEDIUM: 'gold', HIGH: 'orange', CRITICAL: 'red' };

/** 'city, countryCode', or null when the place is unknown (the screen says 'Unknown'). */
export const shortLocation = (r: LoginRecordView): string | null => (r.city && r.countryCode ? `${r.city}, ${r.countryCode}` : r.countryCode || null);

/** 'city, region, country' with what is known, or null. */
export const fullLocation = (r: LoginRecordView): string | null => [r.city, r.region, r.country].filter(Boolean).join(', ') || null;

export const withVersion = (name: string, version: string): string => (version ? `${name} ${version}` : name);
