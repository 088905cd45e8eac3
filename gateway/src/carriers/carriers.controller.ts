import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { DomainError } from '@logiscope/kernel';
import type { EquipmentSyncStatusView } from '@logiscope/proto';
import type { ServiceRegistry } from '@logiscope/infra';
import { IdentityService } from '@logiscope/identity';
import { CarrierDataService, type Caller } from '@logiscope/carrier-data';
import { stringFields } from '../http/body';
import { wholeNumber } from '../http/whole-number';
import { SERVICE_REGISTRY } from '../http/tokens';
import { CurrentSession, SessionGuard } from '../auth/session.guard';
import type { Session } from '../auth/session.store';

const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;

/** page / pageSize from a query string or body: whole numbers within bounds, else the defaults. */
export function paging(page?: unknown, pageSize?: unknown): { page: number; pageSize: number } {
  return { page: wholeNumber(page, 1, 10_000), pageSize: wholeNumber(pageSize, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE) };
}

/** Carrier search, detail, lookup, equipment, saved carriers, monitoring: signed-in users of a set-up company. */
@Controller('api')
@UseGuards(SessionGuard)
export class CarriersController {
  constructor(@Inject(SERVICE_REGISTRY) private readonly registry: ServiceRegistry) {}

  private get carriers() {
    return this.registry.client(CarrierDataService);
  }

  /** Search history and saved carriers belong to the company: a user must have one. */
  private async caller(session: Session): Promise<Caller> {
    const user = await this.registry.client(IdentityService).getUser({ userId: session.userId });
    if (!user.companyId) throw DomainError.forbidden('Complete your company setup first.');
    return { companyId: user.companyId, userId: user.id };
  }

  @Get('carriers/search')
  async search(@CurrentSession() s: Session, @Query('q') q?: string, @Query('page') page?: string, @Query('pageSize') pageSize?: string) {
    if (typeof q !== 'string' || !q.trim()) throw DomainError.validation('Please enter a search term.', [{ path: 'q', message: 'Please enter a search term.' }]);
    return this.carriers.search({ ...(await this.caller(s)), q: q.trim().slice(0, 200), ...paging(page, pageSize) });
  }

  @Post('carriers/advanced-search')
  @HttpCode(200)
  async advancedSearch(@CurrentSession() s: Session, @Body() body: unknown) {
    const f = stringFields(body, ['companyName', 'email', 'phone', 'mcNumber', 'dotNumber', 'state'] as const);
    const b = (body ?? {}) as Record<string, unknown>;
    return this.carriers.advancedSearch({ ...(await this.caller(s)), ...f, ...paging(b.page, b.pageSize) });
  }

  @Get('carriers/search/email/:email')
  async byEmail(@CurrentSession() s: Session, @Param('email') email: string, @Query('page') page?: string, @Query('pageSize') pageSize?: string) {
    return this.carriers.searchByEmail({ ...(await this.caller(s)), email, ...paging(page, pageSize) });
  }

  @Get('carriers/search/phone/:phone')
  async byPhone(@CurrentSession() s: Session, @Param('phone') phone: string, @Query('page') page?: string, @Query('pageSize') pageSize?: string) {
    return this.carriers.searchByPhone({ ...(await this.caller(s)), phone, ...paging(page, pageSize) });
  }

  @Get('carriers/:id')
  async carrier(@Param('id') id: string) {
    return this.carriers.getCarrier({ id });
  }

  @Get('carriers/:id/shared-identifiers')
  async shared(@Param('id') id: string) {
    return this.carriers.sharedIdentifiers({ id });
  }

  @Get('carriers/:id/equipment')
  async equipment(@Param('id') id: string) {
    return (await this.carriers.listEquipment({ id })).equipment;
  }

  /** A background job: 200 with its outcome when it finished within the wait, 202 with its state while it still runs. */
  @Post('carriers/:id/equipment/sync')
  @HttpCode(200)
  async sync(@CurrentSession() s: Session, @Param('id') id: string, @Res({ passthrough: true }) res: Response) {
    const sync = await this.carriers.syncEquipment({ ...(await this.caller(s)), id });
    if (sync.state !== 'completed') res.status(202);
    return sync;
  }

  /** The carrier's latest equipment sync (what the Equipment tab polls while one runs); null when it never ran. */
  @Get('carriers/:id/equipment/sync')
  async lastSync(@Param('id') id: string): Promise<EquipmentSyncStatusView> {
    return { lastSync: (await this.carriers.getEquipmentSync({ id })).lastSync ?? null };
  }

  @Get('equipment/search/:vin')
  async vin(@CurrentSession() s: Session, @Param('vin') vin: string) {
    return this.carriers.searchVin({ ...(await this.caller(s)), vin });
  }

  @Get('fmcsa/lookup')
  async lookup(@CurrentSession() s: Session, @Query('mc') mc?: string, @Query('dot') dot?: string) {
    const reply = await this.carriers.lookup({ ...(await this.caller(s)), mc: typeof mc === 'string' ? mc : '', dot: typeof dot === 'string' ? dot : '' });
    if (!reply.found || !reply.carrier) throw DomainError.notFound(reply.message);
    return reply.carrier;
  }

  @Get('saved-carriers')
  async saved(@CurrentSession() s: Session) {
    return (await this.carriers.listSaved(await this.caller(s))).saved;
  }

  @Post('saved-carriers')
  @HttpCode(201)
  async save(@CurrentSession() s: Session, @Body() body: unknown) {
    const { carrierId, notes } = stringFields(body, ['carrierId', 'notes'] as const);
    const tags = (body as { tags?: unknown })?.tags;
    if (tags !== undefined && (!Array.isArray(tags) || tags.some((t) => typeof t !== 'string'))) throw DomainError.validation('tags must be a list of strings', [{ path: 'tags', message: 'tags must be a list of strings' }]);
    return this.carriers.saveCarrier({ ...(await this.caller(s)), carrierId, notes, tags: (tags as string[] | undefined) ?? [] });
  }

  @Delete('saved-carriers/:carrierId')
  @HttpCode(204)
  async unsave(@CurrentSession() s: Session, @Param('carrierId') carrierId: string) {
    await this.carriers.removeSaved({ ...(await this.caller(s)), carrierId });
  }

  @Post('carriers/:id/monitor')
  @HttpCode(200)
  async monitor(@CurrentSession() s: Session, @Param('id') id: string, @Body() body: unknown) {
    const monitored = (body as { monitored?: unknown })?.monitored;
    if (monitored !== undefined && typeof monitored !== 'boolean') throw DomainError.validation('monitored must be true or false', [{ path: 'monitored', message: 'monitored must be true or false' }]);
    return this.carriers.setMonitored({ ...(await this.caller(s)), carrierId: id, monitored: monitored ?? true });
  }

  @Get('monitoring-alerts')
  async alerts(@CurrentSession() s: Session, @Query('limit') limit?: string) {
    return (await this.carriers.listAlerts({ ...(await this.caller(s)), limit: wholeNumber(limit, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE) })).alerts;
  }

  @Get('search-history')
  async history(@CurrentSession() s: Session, @Query('limit') limit?: string) {
    return (await this.carriers.searchHistory({ ...(await this.caller(s)), limit: wholeNumber(limit, 500, 1000) })).entries;
  }

  /** Tabs ready for the reports and notes services: empty until those services exist. */
  @Get('carriers/:id/reports')
  reports() {
    return [];
  }

  @Get('carriers/:id/notes')
  notes() {
    return [];
  }

  @Get('carriers/:id/all-notes')
  allNotes() {
    return [];
  }
}
