/**
 * auth.api.ts sends the session operations from their routes alone (`@logiscope/proto/http/auth-routes`, no schemas,
 * for a visitor's first load): each must be the declared operation's own id, method, path and status, and served.
 */
import { ops } from '@logiscope/proto/http';
import * as sessionRoutes from '@logiscope/proto/http/auth-routes';

describe('the session routes', () => {
  it.each(Object.entries(sessionRoutes))('%s is the declared operation', (name, route) => {
    const declared = (ops as Record<string, (typeof ops)[keyof typeof ops]>)[name];
    expect(declared).toBeDefined();
    expect({ id: declared.id, method: declared.method, path: declared.path, status: declared.status }).toEqual({
      id: route.id,
      method: route.method,
      path: route.path,
      status: route.status,
    });
    expect(route.status).toBe('served');
  });
});
