import { Projector, type ServiceRuntime, type Subscription } from '@logiscope/infra';
import { DashboardProjection, openDashboardCollections } from './dashboard.projection';
import type { DashboardApi } from './dashboard.api';
import { readDashboard } from './dashboard.queries';
import { adoptTrackedCarriers, consumeWatchlistForDashboard, openTrackedCarriers, TrackedCarriersProjection } from './dashboard-watchlist.consumer';

export interface RunningDashboard {
  api: DashboardApi;
  /** Call after appending report events, so the dashboard follows without waiting for its poll. */
  notify(): void;
  /** Resolves once the dashboard has applied the log up to an append's position. */
  caughtUp(position: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The broker dashboard slice of the reports service: its projection of the report events (caught up before the
 * service answers, then following the log) and its list of the carriers each company saved or monitors (carrier-data's
 * watchlist events, recorded in reports' log as they arrive and projected the same way). The period's figures are read
 * from the projection, never summed from reports.
 */
export async function startDashboard(runtime: ServiceRuntime): Promise<RunningDashboard> {
  const collections = await openDashboardCollections(runtime.documents);
  const tracked = await openTrackedCarriers(runtime.documents);
  const projector = new Projector(runtime.events, runtime.documents, await DashboardProjection.open(runtime.documents));
  await projector.start();
  await adoptTrackedCarriers(runtime.events, runtime.documents);
  const trackedProjector = new Projector(runtime.events, runtime.documents, await TrackedCarriersProjection.open(runtime.documents));
  await trackedProjector.start();
  const subscription: Subscription = await consumeWatchlistForDashboard(runtime.bus, runtime.events, trackedProjector);
  return {
    api: {
      brokerDashboard: async ({ companyId, period }) => readDashboard(collections, tracked, { companyId, period, now: runtime.clock.now() }),
    },
    notify: () => projector.notify(),
    caughtUp: (position) => projector.caughtUp(position),
    stop: async () => {
      await subscription.stop();
      await projector.stop();
      await trackedProjector.stop();
    },
  };
}

/** For the rebuild CLI: the dashboard's projections (its figures and the carriers each company tracks). */
export const dashboardProjections = async (documents: ServiceRuntime['documents']) => [await DashboardProjection.open(documents), await TrackedCarriersProjection.open(documents)];

/** The reports API with the dashboard's method beside it (one gRPC service, one in-process client). */
export function withDashboardApi<A extends object>(api: A, dashboard: DashboardApi): A & DashboardApi {
  return new Proxy(api, {
    get: (target, prop, receiver) => (Object.prototype.hasOwnProperty.call(dashboard, prop) ? dashboard[prop as keyof DashboardApi] : Reflect.get(target, prop, receiver)),
    has: (target, prop) => Object.prototype.hasOwnProperty.call(dashboard, prop) || Reflect.has(target, prop),
  }) as A & DashboardApi;
}
