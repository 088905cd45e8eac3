import { z } from 'zod';

export const NOTE_CATEGORIES = ['GENERAL', 'PERFORMANCE', 'COMMUNICATION', 'ISSUES'] as const;

export const CarrierNoteViewSchema = z
  .object({
    id: z.string(),
    carrierId: z.string(),
    title: z.string(),
    content: z.string(),
    category: z.enum(NOTE_CATEGORIES),
    isPrivate: z.boolean(),
    tags: z.array(z.string()),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** Community notes name their author and company. */
    authorName: z.string().optional(),
    companyName: z.string().optional(),
  })
  .meta({ id: 'CarrierNoteView' });
export type CarrierNoteView = z.infer<typeof CarrierNoteViewSchema>;
