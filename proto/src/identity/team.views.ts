import { z } from 'zod';

export const TeamMemberViewSchema = z
  .object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    role: z.enum(['USER', 'ADMIN']),
    isActive: z.boolean(),
    createdAt: z.string(),
    /** Added by an ADMIN and the invitation's password not set yet. */
    invitationPending: z.boolean(),
  })
  .meta({ id: 'TeamMemberView' });
export type TeamMemberView = z.infer<typeof TeamMemberViewSchema>;
