import { Controller, Inject } from '@nestjs/common';
import { DomainError } from '@logiscope/kernel';
import { ops, message } from '@logiscope/proto/http';
import type { ServiceRegistry } from '@logiscope/infra';
import { CarrierDataService } from '@logiscope/carrier-data/api';
import { NotesService, type CarrierNoteView, type NoteWriter } from '@logiscope/notes/api';
import { Caller, Endpoint, Input, type InputOf } from '../http/endpoint.decorator';
import type { CallerContext } from '../http/operation.guard';
import { SERVICE_REGISTRY } from '../http/tokens';

/**
 * Team notes on the carrier detail's Notes tab: the caller's own notes, other users' shared notes (read-only), and
 * writing, editing (the same note) and deleting one's own. The author's name and company name are the caller's as
 * identity knows them now, recorded with what they write.
 */
@Controller()
export class NotesController {
  constructor(@Inject(SERVICE_REGISTRY) private readonly registry: ServiceRegistry) {}

  private get notes() {
    return this.registry.client(NotesService);
  }

  @Endpoint(ops.listOwnNotes)
  async own(@Caller() c: CallerContext, @Input() { params }: InputOf<typeof ops.listOwnNotes>): Promise<CarrierNoteView[]> {
    return (await this.notes.listOwnNotes({ userId: c.userId, carrierId: params.id })).notes;
  }

  @Endpoint(ops.listCommunityNotes)
  async community(@Caller() c: CallerContext, @Input() { params }: InputOf<typeof ops.listCommunityNotes>): Promise<CarrierNoteView[]> {
    return (await this.notes.listCommunityNotes({ userId: c.userId, carrierId: params.id })).notes;
  }

  /** A note about a carrier LogiScope does not hold is refused with 'Carrier not found.' (carrier-data answers). */
  @Endpoint(ops.createNote)
  async create(@Caller() c: CallerContext, @Input() { body }: InputOf<typeof ops.createNote>): Promise<CarrierNoteView> {
    await this.registry.client(CarrierDataService).getCarrier({ id: body.carrierId, companyId: c.companyId });
    return this.notes.createNote({ ...writer(c), ...body });
  }

  @Endpoint(ops.updateNote)
  update(@Caller() c: CallerContext, @Input() { params, body }: InputOf<typeof ops.updateNote>): Promise<CarrierNoteView> {
    const { carrierId: _carrier, ...fields } = body;
    return this.notes.updateNote({ ...writer(c), ...fields, noteId: params.id });
  }

  @Endpoint(ops.deleteNote)
  async remove(@Caller() c: CallerContext, @Input() { params }: InputOf<typeof ops.deleteNote>): Promise<void> {
    await this.notes.deleteNote({ userId: c.userId, noteId: params.id });
  }
}

/** The caller as an author: ids, "First Last" (the e-mail when both are blank) and the company's name. */
function writer(c: CallerContext): NoteWriter {
  if (!c.user) throw DomainError.unauthenticated(message('UNAUTHORIZED'));
  const name = `${c.user.firstName} ${c.user.lastName}`.trim() || c.user.email;
  return { userId: c.userId, companyId: c.companyId, authorName: name, companyName: c.user.company?.companyName ?? '' };
}
