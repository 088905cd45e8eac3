import { handleCommand, type EventStore, type PositionedEvent, type Projection } from '@logiscope/infra';
import type { TeamMemberBlocked, TeamMemberRemoved, TeamMemberRoleChanged } from '@logiscope/proto';
import { companyStream } from '../company/company.decider';
import { apiKeyDecider } from './api-key.decider';

type AdminRightsLost = TeamMemberBlocked | TeamMemberRoleChanged | TeamMemberRemoved;

const REASON = { TeamMemberBlocked: 'CREATOR_BLOCKED', TeamMemberRoleChanged: 'CREATOR_DEMOTED', TeamMemberRemoved: 'CREATOR_REMOVED' } as const;

/**
 * A key is as trusted as the ADMIN who made it: when a member is blocked, removed or made a USER, the keys they created
 * are revoked (ApiKeyRevoked on the company's stream). A process manager on identity's log, checkpointed like a
 * projection: a crash before it ran runs it again, and revoking revoked keys decides nothing. Until it has run,
 * authentication refuses such keys anyway (it checks the creator).
 */
export class ApiKeyRevocationPolicy implements Projection<AdminRightsLost> {
  readonly name = 'identity.api-key-revocation';
  readonly eventTypes = ['TeamMemberBlocked', 'TeamMemberRoleChanged', 'TeamMemberRemoved'] as const;
  readonly collections = [];

  constructor(private readonly deps: { events: EventStore; onAppended: () => void }) {}

  async apply(event: PositionedEvent<AdminRightsLost>): Promise<void> {
    if (event.type === 'TeamMemberRoleChanged' && event.data.role === 'ADMIN') return;
    const { userId, companyId, byUserId } = event.data;
    const { events } = await handleCommand(
      this.deps.events,
      companyStream(companyId),
      apiKeyDecider,
      { type: 'RevokeKeysOfCreator', data: { creatorUserId: userId, reason: REASON[event.type], byUserId } },
      { metadata: { userId: byUserId, companyId }, attempts: 5 },
    );
    if (events.length > 0) this.deps.onAppended();
  }
}
