import { z } from 'zod';
import { message } from '../shared/messages';
import { newPasswordSchema, passwordConfirmationSchema, PASSWORD_MAX_LENGTH } from './password.rules';
import { requiredEmail, requiredText } from '../shared/text.rules';

/** USER or ADMIN: the two roles within a company (spec 001 §6). */
export const TEAM_ROLES = ['USER', 'ADMIN'] as const;
export const teamRoleSchema = z.enum(TEAM_ROLES, { error: message('ROLE_INVALID') });

/** POST /api/company/users: the spec's add-member form (role USER by default). */
export const addTeamMemberBodySchema = z
  .object({
    firstName: requiredText(100, 'First name', 'FIRST_NAME_REQUIRED'),
    lastName: requiredText(100, 'Last name', 'LAST_NAME_REQUIRED'),
    email: requiredEmail(),
    role: teamRoleSchema.optional().default('USER'),
  })
  .meta({ id: 'AddTeamMemberBody', examples: [{ firstName: 'Sam', lastName: 'Ortiz', email: 'sam@acme.example', role: 'USER' }] });

export type AddTeamMemberBody = z.input<typeof addTeamMemberBodySchema>;

/** PATCH /api/company/users/:id/status: false blocks, true unblocks. */
export const teamMemberStatusBodySchema = z
  .object({ isActive: z.boolean({ error: 'isActive must be true or false' }) })
  .meta({ id: 'TeamMemberStatusBody', examples: [{ isActive: false }] });

/** PATCH /api/company/users/:id/role. */
export const teamMemberRoleBodySchema = z.object({ role: teamRoleSchema }).meta({ id: 'TeamMemberRoleBody', examples: [{ role: 'ADMIN' }] });

// The one password rule (password.rules.ts): these schemas are parsed async.
const newPassword = newPasswordSchema;
const confirmation = passwordConfirmationSchema;

/** The invitation link's token: `<user id>.<secret>` (base64url), as the e-mail carries it. */
export const INVITATION_TOKEN_PATTERN = /^[A-Za-z0-9-]{1,100}\.[A-Za-z0-9_-]{20,100}$/;

/** POST /api/auth/invitation: the invited member chooses a password with the link's one-time token. */
export const acceptInvitationBodySchema = z
  .object({
    token: z.string({ error: message('INVITATION_INVALID') }).max(220, message('INVITATION_INVALID')).regex(INVITATION_TOKEN_PATTERN, message('INVITATION_INVALID')),
    password: newPassword(),
    confirmPassword: confirmation(),
  })
  .superRefine((r, ctx) => {
    if (r.password !== r.confirmPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: message('PASSWORDS_DO_NOT_MATCH') });
  })
  .meta({
    id: 'AcceptInvitationBody',
    examples: [{ token: '0190c4a2-7f3e-7b1a-9c2d-5e6f7a8b9c0d.q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6', password: 'correct-horse-9', confirmPassword: 'correct-horse-9' }],
  });

export type AcceptInvitationBody = z.input<typeof acceptInvitationBodySchema>;

/** POST /api/auth/change-password: the current password, then the new one twice. */
export const changePasswordBodySchema = z
  .object({
    currentPassword: z
      .string({ error: message('CURRENT_PASSWORD_REQUIRED') })
      .min(1, message('CURRENT_PASSWORD_REQUIRED'))
      .max(PASSWORD_MAX_LENGTH, message('CURRENT_PASSWORD_WRONG')),
    newPassword: newPassword(),
    confirmPassword: confirmation(),
  })
  .superRefine((r, ctx) => {
    if (r.newPassword !== r.confirmPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: message('PASSWORDS_DO_NOT_MATCH') });
  })
  .meta({ id: 'ChangePasswordBody', examples: [{ currentPassword: 'correct-horse-9', newPassword: 'battery-staple-7', confirmPassword: 'battery-staple-7' }] });

export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;
