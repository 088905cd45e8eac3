import { z } from 'zod';
import { SubscriptionStatusViewSchema, TeamMemberViewSchema } from '../../views';
import { operation } from '../operation';
import { requiredEmail, requiredText } from '../rules/text.rules';

/** Declared ahead of the accounts issue, which serves them: status planned (the web shows them as planned). */
const planned = 'planned' as const;
const userIdParams = z.object({ id: z.string().max(100) });
const role = z.enum(['USER', 'ADMIN']);

export const listTeamMembers = operation({
  id: 'listTeamMembers', method: 'GET', path: '/api/company/users', access: 'admin', tag: 'Team', status: planned,
  summary: "The company's users", success: { status: 200, description: 'Team members', schema: z.array(TeamMemberViewSchema) },
});

export const addTeamMember = operation({
  id: 'addTeamMember', method: 'POST', path: '/api/company/users', access: 'admin', tag: 'Team', status: planned,
  summary: 'Invite a user into the company',
  body: z.object({ firstName: requiredText(100, 'First name', 'FIRST_NAME_REQUIRED'), lastName: requiredText(100, 'Last name', 'LAST_NAME_REQUIRED'), email: requiredEmail(), role }),
  success: { status: 201, description: 'The new member', schema: TeamMemberViewSchema }, errors: [409],
});

export const setTeamMemberStatus = operation({
  id: 'setTeamMemberStatus', method: 'PATCH', path: '/api/company/users/:id/status', access: 'admin', tag: 'Team', status: planned,
  summary: 'Block or unblock a member (never oneself)', params: userIdParams, body: z.object({ isActive: z.boolean() }),
  success: { status: 200, description: 'The member', schema: TeamMemberViewSchema }, errors: [404],
});

export const setTeamMemberRole = operation({
  id: 'setTeamMemberRole', method: 'PATCH', path: '/api/company/users/:id/role', access: 'admin', tag: 'Team', status: planned,
  summary: "Change a member's role (never one's own)", params: userIdParams, body: z.object({ role }),
  success: { status: 200, description: 'The member', schema: TeamMemberViewSchema }, errors: [404],
});

export const removeTeamMember = operation({
  id: 'removeTeamMember', method: 'DELETE', path: '/api/company/users/:id', access: 'admin', tag: 'Team', status: planned,
  summary: 'Remove a member (never oneself)', params: userIdParams, success: { status: 204, description: 'Removed' }, errors: [404],
});

export const getSubscriptionStatus = operation({
  id: 'getSubscriptionStatus', method: 'GET', path: '/api/subscription/status', access: 'company', tag: 'Subscription', status: planned,
  summary: "The company's plan", success: { status: 200, description: 'Subscription status', schema: SubscriptionStatusViewSchema },
});

export const startTrial = operation({
  id: 'startTrial', method: 'POST', path: '/api/subscription/start-trial', access: 'admin', tag: 'Subscription', status: planned,
  summary: 'Start the 30-day free trial (once per company, no card)', success: { status: 200, description: 'Subscription status', schema: SubscriptionStatusViewSchema }, errors: [409],
});

export const createSubscription = operation({
  id: 'createSubscription', method: 'POST', path: '/api/subscription/create', access: 'admin', tag: 'Subscription', status: planned,
  summary: 'Subscribe at $149 per month (a checkout page of the payment provider)',
  success: { status: 200, description: 'Where to pay', schema: z.object({ checkoutUrl: z.string() }) }, errors: [409],
});

export const cancelSubscription = operation({
  id: 'cancelSubscription', method: 'POST', path: '/api/subscription/cancel', access: 'admin', tag: 'Subscription', status: planned,
  summary: 'Cancel at the end of the paid period', success: { status: 200, description: 'Subscription status', schema: SubscriptionStatusViewSchema }, errors: [409],
});

export const extendTrial = operation({
  id: 'extendTrial', method: 'POST', path: '/api/admin/extend-trial', access: 'admin', tag: 'Subscription', status: planned,
  summary: "Extend the company's trial (1 to 365 days, while in trial)",
  body: z.object({ companyId: z.string().max(100), additionalDays: z.number().int().min(1).max(365) }),
  success: { status: 200, description: 'Subscription status', schema: SubscriptionStatusViewSchema }, errors: [409],
});
