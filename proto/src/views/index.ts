/**
 * The shapes the HTTP API (/api, the gateway) answers and accepts, shared by the services that produce them and the
 * web app that reads them. Types only, with no imports: the web imports this entry (`@logiscope/proto/views`) with
 * `import type`, so neither its type check nor its bundle takes in anything server-side.
 */
export type * from './carrier.views';
export type * from './identity.views';
