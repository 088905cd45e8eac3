import { assertNever, Refused, type Decider } from '@logiscope/kernel';
import type { ApiKeyCreated, ApiKeyEvent, ApiKeyRevoked, CompanySetUp, CompanyVerified } from '@logiscope/proto';

/**
 * API keys live on the company's stream (`company:<id>`, beside CompanySetUp): a key is the company's, not a person's,
 * and the company's key rules (how many, who may) are decided on one consistent history.
 */
export type CompanyStreamEvent = CompanySetUp | CompanyVerified | ApiKeyEvent;

/** A company may hold this many live (not revoked, not expired) keys: enough for every TMS and environment. */
export const MAX_LIVE_API_KEYS = 50;

/** Who acts, as identity's read model knows them (the gateway's admin check is not trusted alone). */
export interface ApiKeyActor {
  userId: string;
  companyId: string;
  role: 'USER' | 'ADMIN';
}

type Creation = Omit<ApiKeyCreated['data'], 'expiresAt' | 'createdByUserId'> & { expiresAt: string | null };

export type ApiKeyCommand =
  /** `now`: the service's clock, ISO-8601 (an expiry must lie after it; expired keys do not count towards the limit). */
  | { type: 'CreateApiKey'; data: { actor: ApiKeyActor; key: Creation; now: string } }
  | { type: 'RevokeApiKey'; data: { actor: ApiKeyActor; keyId: string } }
  /** The creator left the ADMINs (removed, blocked, demoted): every key they made stops working. */
  | { type: 'RevokeKeysOfCreator'; data: { creatorUserId: string; reason: Exclude<ApiKeyRevoked['data']['reason'], 'BY_ADMIN'>; byUserId: string } };

interface KeyState {
  createdByUserId: string;
  expiresAt: string;
  revoked: boolean;
}

export interface ApiKeysState {
  companyId: string | null;
  keys: Record<string, KeyState>;
}

/**
 * Why a command is refused: the actor is not an ADMIN of this company; the company is not set up; the expiry is not in
 * the future; the company holds the most live keys it may; the key is not the company's, or is revoked already.
 */
export type ApiKeyRefusal = 'NOT_ADMIN' | 'COMPANY_NOT_SET_UP' | 'EXPIRY_NOT_IN_FUTURE' | 'KEY_LIMIT' | 'KEY_NOT_FOUND' | 'ALREADY_REVOKED';

const isLive = (key: KeyState, now: string): boolean => !key.revoked && (key.expiresAt === '' || Date.parse(key.expiresAt) > Date.parse(now));

function requireAdmin(state: ApiKeysState, actor: ApiKeyActor): string {
  if (state.companyId === null) throw new Refused<ApiKeyRefusal>('COMPANY_NOT_SET_UP');
  if (actor.role !== 'ADMIN' || actor.companyId !== state.companyId) throw new Refused<ApiKeyRefusal>('NOT_ADMIN');
  return state.companyId;
}

/** The company's API keys: created and revoked by its ADMINs, revoked with their creator's admin rights. Pure. */
export const apiKeyDecider: Decider<ApiKeyCommand, ApiKeysState, CompanyStreamEvent> = {
  initialState: () => ({ companyId: null, keys: {} }),

  decide(command, state) {
    switch (command.type) {
      case 'CreateApiKey': {
        const { actor, key, now } = command.data;
        const companyId = requireAdmin(state, actor);
        if (key.expiresAt !== null && !(Date.parse(key.expiresAt) > Date.parse(now))) throw new Refused<ApiKeyRefusal>('EXPIRY_NOT_IN_FUTURE');
        if (Object.values(state.keys).filter((k) => isLive(k, now)).length >= MAX_LIVE_API_KEYS) throw new Refused<ApiKeyRefusal>('KEY_LIMIT');
        return [{ type: 'ApiKeyCreated', data: { ...key, companyId, expiresAt: key.expiresAt ?? '', createdByUserId: actor.userId } }];
      }
      case 'RevokeApiKey': {
        const { actor, keyId } = command.data;
        const companyId = requireAdmin(state, actor);
        const key = state.keys[keyId];
        if (!key) throw new Refused<ApiKeyRefusal>('KEY_NOT_FOUND');
        if (key.revoked) throw new Refused<ApiKeyRefusal>('ALREADY_REVOKED');
        return [{ type: 'ApiKeyRevoked', data: { keyId, companyId, reason: 'BY_ADMIN', byUserId: actor.userId } }];
      }
      case 'RevokeKeysOfCreator': {
        const { creatorUserId, reason, byUserId } = command.data;
        const companyId = state.companyId;
        if (companyId === null) return [];
        // Expired keys too: a key is never left half-alive for an expiry someone might later push back.
        return Object.entries(state.keys)
          .filter(([, k]) => k.createdByUserId === creatorUserId && !k.revoked)
          .map(([keyId]) => ({ type: 'ApiKeyRevoked', data: { keyId, companyId, reason, byUserId } }) satisfies ApiKeyRevoked);
      }
      default:
        return assertNever(command);
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'CompanySetUp':
        return { ...state, companyId: event.data.companyId };
      case 'CompanyVerified':
        return state;
      case 'ApiKeyCreated': {
        const { keyId, createdByUserId, expiresAt } = event.data;
        return { ...state, keys: { ...state.keys, [keyId]: { createdByUserId, expiresAt, revoked: false } } };
      }
      case 'ApiKeyRevoked': {
        const key = state.keys[event.data.keyId];
        return key ? { ...state, keys: { ...state.keys, [event.data.keyId]: { ...key, revoked: true } } } : state;
      }
      default:
        return assertNever(event);
    }
  },
};
