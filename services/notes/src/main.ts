// Distributed profile: this service as its own process (gRPC API, MongoDB database, Kafka, Redis).
import 'reflect-metadata';
import { runService } from '@logiscope/infra/distributed';
import { NotesService, startNotes } from './index';

void runService({
  name: 'notes',
  start: startNotes,
  descriptor: NotesService,
});
