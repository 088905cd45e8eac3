import { NAV_ITEMS, activeNavPath } from './navigation';

describe('header navigation', () => {
  it("should link the spec's header destinations", () => {
    expect(NAV_ITEMS.map((item) => item.path)).toEqual([
      '/',
      '/demo',
      '/search',
      '/control-panel',
      '/compliance-generator',
      '/freightguard',
      '/subscription',
    ]);
  });

  it('should highlight the item of the current path', () => {
    expect(activeNavPath('/')).toBe('/');
    expect(activeNavPath('/search')).toBe('/search');
    expect(activeNavPath('/carrier/123')).toBeUndefined();
    expect(activeNavPath('/freightguard-demo')).toBeUndefined();
  });
});
