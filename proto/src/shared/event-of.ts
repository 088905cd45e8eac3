import type { z } from 'zod';

/**
 * A domain event as the services store and publish it: its type name and the payload its schema parses. Each
 * `*.events.ts` declares its events with it, next to their payload schema (`export type NoteAdded =
 * EventOf<'NoteAdded', typeof NoteAddedV1>`), and the catalogue (catalogue.ts) says where each one travels.
 */
export type EventOf<Type extends string, Payload extends z.ZodType> = { type: Type; data: z.infer<Payload> };
