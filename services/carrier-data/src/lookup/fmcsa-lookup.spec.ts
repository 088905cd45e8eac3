import { CarrierDataApplication, type CarrierDataDeps } from '../carrier-data.service';

/** The lookup with a store that holds no carrier, and a search history that records what it is given. */
function application() {
  const recorded: unknown[][] = [];
  const deps = {
    store: { get: async () => null, dotsByMc: async () => new Map<string, string>() },
    history: { record: async (...args: unknown[]) => void recorded.push(args) },
    now: () => new Date('2026-03-02T10:00:00Z'),
  };
  // Only what lookup reads; the rest of the service is not reached.
  return { app: new CarrierDataApplication(deps as unknown as CarrierDataDeps), recorded };
}

describe('FMCSA lookup and the search history', () => {
  it("counts a company's lookup in its history, found or not", async () => {
    const { app, recorded } = application();
    expect(await app.lookup({ companyId: 'c-1', userId: 'u-1', mc: '', dot: '3100042' })).toEqual({
      found: false,
      message: 'No carrier found with DOT number 3100042 in the FMCSA data',
    });
    expect(recorded).toEqual([['c-1', 'u-1', 'FMCSA_LOOKUP', 'DOT 3100042', 0, '2026-03-02T10:00:00.000Z']]);
  });

  it("writes nothing for a visitor's lookup (registration: no company yet)", async () => {
    const { app, recorded } = application();
    expect((await app.lookup({ companyId: '', userId: '', mc: 'MC-123456', dot: '' })).message).toBe('No carrier found with MC number 123456 in the FMCSA data');
    expect(recorded).toEqual([]);
  });
});
