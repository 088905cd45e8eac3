import { z } from 'zod';
import { CheckoutViewSchema, SandboxCheckoutViewSchema, SubscriptionStatusViewSchema, TeamMemberViewSchema } from '../../views';
import { operation } from '../operation';
import { extendTrialBodySchema } from '../rules/subscription.rules';
import { acceptInvitationBodySchema, addTeamMemberBodySchema, changePasswordBodySchema, teamMemberRoleBodySchema, teamMemberStatusBodySchema } from '../rules/team.rules';

const userIdParams = z.object({ id: z.string().max(100) });

/** Team management (spec 001 §2 Team tab, §6): the company's ADMIN only, never on oneself, only within the company. */
export const listTeamMembers = operation({
  id: 'listTeamMembers', method: 'GET', path: '/api/company/users', access: 'admin', tag: 'Team',
  summary: "The company's users, oldest first", success: { status: 200, description: 'Team members', schema: z.array(TeamMemberViewSchema) },
});

export const addTeamMember = operation({
  id: 'addTeamMember', method: 'POST', path: '/api/company/users', access: 'admin', tag: 'Team',
  summary: 'Add a user to the company (broker companies only); they get an e-mail with a one-time link, valid 7 days, to set a password',
  body: addTeamMemberBodySchema,
  success: { status: 201, description: 'The new member', schema: TeamMemberViewSchema }, errors: [409],
});

export const setTeamMemberStatus = operation({
  id: 'setTeamMemberStatus', method: 'PATCH', path: '/api/company/users/:id/status', access: 'admin', tag: 'Team',
  summary: 'Block (every session of theirs ends at once) or unblock a member, never oneself', params: userIdParams, body: teamMemberStatusBodySchema,
  success: { status: 200, description: 'The member', schema: TeamMemberViewSchema }, errors: [404],
});

export const setTeamMemberRole = operation({
  id: 'setTeamMemberRole', method: 'PATCH', path: '/api/company/users/:id/role', access: 'admin', tag: 'Team',
  summary: "Change a member's role (never one's own)", params: userIdParams, body: teamMemberRoleBodySchema,
  success: { status: 200, description: 'The member', schema: TeamMemberViewSchema }, errors: [404],
});

export const removeTeamMember = operation({
  id: 'removeTeamMember', method: 'DELETE', path: '/api/company/users/:id', access: 'admin', tag: 'Team',
  summary: 'Remove a member for good (never oneself); every session of theirs ends at once', params: userIdParams,
  success: { status: 204, description: 'Removed' }, errors: [404],
});

/** The invitation link's page: the member chooses a password with the one-time token (then signs in). */
export const acceptInvitation = operation({
  id: 'acceptInvitation', method: 'POST', path: '/api/auth/invitation', access: 'public', tag: 'Session',
  summary: 'Set the password of an added member with the invitation token (single use, valid 7 days)', body: acceptInvitationBodySchema,
  success: { status: 200, description: 'The account the password was set for', schema: z.object({ email: z.string() }) },
});

export const logoutEverywhere = operation({
  id: 'logoutEverywhere', gatewayOnly: true, method: 'POST', path: '/api/auth/logout-all', access: 'session', tag: 'Session',
  summary: "End every session of the signed-in user, this one included (no body)", success: { status: 204, description: 'Signed out everywhere; the cookie is cleared' },
});

export const changePassword = operation({
  id: 'changePassword', method: 'POST', path: '/api/auth/change-password', access: 'session', tag: 'Session',
  summary: "Change one's password; every other session ends (this one is renewed)", body: changePasswordBodySchema,
  success: { status: 204, description: 'Changed' },
});

export const getSubscriptionStatus = operation({
  id: 'getSubscriptionStatus', method: 'GET', path: '/api/subscription/status', access: 'company', tag: 'Subscription',
  summary: "The company's plan (never TRIAL after the trial's end)", success: { status: 200, description: 'Subscription status', schema: SubscriptionStatusViewSchema },
});

export const startTrial = operation({
  id: 'startTrial', method: 'POST', path: '/api/subscription/start-trial', access: 'admin', tag: 'Subscription',
  summary: 'Start the 30-day free trial (once per company, no card)', success: { status: 200, description: 'Subscription status', schema: SubscriptionStatusViewSchema }, errors: [409],
});

export const createSubscription = operation({
  id: 'createSubscription', method: 'POST', path: '/api/subscription/create', access: 'admin', tag: 'Subscription',
  summary: "Subscribe at $149 per month: answers the payment provider's checkout page (card data never reaches LogiScope); the subscription is ACTIVE once the provider's signed webhook arrives",
  success: { status: 200, description: 'Where to pay', schema: CheckoutViewSchema }, errors: [409],
});

export const cancelSubscription = operation({
  id: 'cancelSubscription', method: 'POST', path: '/api/subscription/cancel', access: 'admin', tag: 'Subscription',
  summary: 'Cancel: CANCELLED at once, access until the end of the paid period', success: { status: 200, description: 'Subscription status', schema: SubscriptionStatusViewSchema }, errors: [409],
});

export const extendTrial = operation({
  id: 'extendTrial', method: 'POST', path: '/api/admin/extend-trial', access: 'admin', tag: 'Subscription',
  summary: "Extend a company's trial by 1 to 365 days while it is in trial: a company's ADMIN its own company's, up to 365 days in all from the trial's start; the platform operator any company's, without that cap",
  body: extendTrialBodySchema,
  success: { status: 200, description: 'Subscription status', schema: SubscriptionStatusViewSchema }, errors: [404, 409],
});

/** The payment provider's webhook (Stripe, or the sandbox provider): authenticated by its signature, not a session. */
export const paymentWebhook = operation({
  id: 'paymentWebhook', method: 'POST', path: '/api/subscription/webhook', access: 'public', tag: 'Subscription', signedBody: true,
  summary: "The payment provider's event (Stripe-Signature header over the raw body); an event already handled changes nothing",
  success: { status: 200, description: 'Received', schema: z.object({ received: z.boolean() }) }, errors: [400],
});

const checkoutParams = z.object({ id: z.string().max(100) });

/** The sandbox provider's checkout page (PAYMENT_PROVIDER=sandbox): what the page shows. 404 with another provider. */
export const getSandboxCheckout = operation({
  id: 'getSandboxCheckout', method: 'GET', path: '/api/subscription/sandbox-checkout/:id', access: 'admin', tag: 'Subscription',
  summary: 'A sandbox checkout session of the signed-in company (no card is asked: it is a sandbox)', params: checkoutParams,
  success: { status: 200, description: 'The checkout session', schema: SandboxCheckoutViewSchema }, errors: [404],
});

/** The sandbox checkout's Pay button: the sandbox provider signs a checkout.session.completed event and delivers it to the webhook. */
export const paySandboxCheckout = operation({
  id: 'paySandboxCheckout', method: 'POST', path: '/api/subscription/sandbox-checkout/:id/pay', access: 'admin', tag: 'Subscription',
  summary: "Complete a sandbox checkout: the provider's signed webhook is delivered to /api/subscription/webhook", params: checkoutParams,
  success: { status: 200, description: 'Where the provider sends the browser back', schema: z.object({ redirectUrl: z.string() }) }, errors: [404],
});
