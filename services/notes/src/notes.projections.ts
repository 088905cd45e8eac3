import type { DocumentStore } from '@logiscope/infra';
import { NoteProjection } from './note/note.projection';

/**
 * Every read model notes keeps, each a projection of its own event log: what the service runs and what
 * `npm run rebuild -- notes` drops and replays.
 */
export async function notesProjections(documents: DocumentStore): Promise<[NoteProjection]> {
  return [await NoteProjection.open(documents)];
}

/** For the rebuild CLI (scripts/rebuild.mjs): the same list, under the name every service exports. */
export const projections = notesProjections;
