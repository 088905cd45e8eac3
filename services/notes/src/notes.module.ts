import { OutboxRelay, Projector, type RunningService, type ServiceRuntime } from '@logiscope/infra';
import { NoteReadModel } from './note/note.repository';
import { NoteService } from './note/note.service';
import type { NotesApi } from './notes.api';
import { notesProjections } from './notes.projections';

/**
 * Private and shared notes about carriers, on whichever profile's infrastructure it is given: the read model catches
 * up with the log before the service answers, then follows it; the relay publishes the public note events.
 */
export async function startNotes(runtime: ServiceRuntime): Promise<RunningService<NotesApi>> {
  const [projection] = await notesProjections(runtime.documents);
  const projector = new Projector(runtime.events, runtime.documents, projection);
  await projector.start();
  const relay = new OutboxRelay(runtime.events, runtime.bus);
  relay.start();
  const api = new NoteService({
    events: runtime.events,
    readModel: new NoteReadModel(projection.documents),
    projector,
    onAppended: () => {
      relay.notify();
      projector.notify();
    },
    now: () => runtime.clock.now(),
  });
  return {
    api,
    stop: async () => {
      await relay.stop();
      await projector.stop();
    },
  };
}
