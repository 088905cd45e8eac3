/** This project's wiring rules for docker-compose.yml, beyond what the Compose schema can say. */
import { dependsOn, dockerfileStages, envOf, type Doc } from './compose';
import { APP_NAMES, GATEWAY, INFRA, SERVICES } from './topology';

const HEALTHY = 'service_healthy';

export function composeWiringProblems(doc: Doc, dockerfile: string): string[] {
  const problems: string[] = [];
  const fail = (msg: string) => problems.push(msg);
  const services: Record<string, Doc> = doc.services ?? {};

  if ('version' in doc) fail('top-level `version:` is obsolete in the Compose Specification');

  // Images of the infrastructure.
  const wanted: Record<string, RegExp> = { mongo: /^mongo:7(\.\d+)*$/, kafka: /^apache\/kafka:3\.9\.\d+$/, redis: /^redis:7(\.\d+)*$/ };
  for (const [name, re] of Object.entries(wanted)) {
    if (!services[name]) fail(`service ${name} is missing`);
    else if (!re.test(String(services[name].image))) fail(`${name}: image ${services[name].image} does not match ${re}`);
  }

  // Restart policies, health checks, dependency graph.
  for (const [name, svc] of Object.entries(services)) {
    if (!['always', 'unless-stopped', 'on-failure'].some((p) => String(svc.restart ?? '').startsWith(p))) fail(`${name}: no restart policy`);
    for (const [dep, condition] of Object.entries(dependsOn(svc))) {
      const target = services[dep];
      if (!target) fail(`${name}: depends_on unknown service ${dep}`);
      else if (condition === HEALTHY && (!target.healthcheck?.test || target.healthcheck.disable)) fail(`${name}: waits for ${dep} to be healthy, but ${dep} has no healthcheck`);
    }
  }
  for (const name of [...INFRA, ...APP_NAMES]) {
    if (services[name] && !services[name].healthcheck?.test) fail(`${name}: no healthcheck`);
  }
  const cycle = findCycle(services);
  if (cycle) fail(`depends_on cycle: ${cycle.join(' -> ')}`);

  // The Node processes: one image from the Dockerfile, a launcher argument each.
  const stages = dockerfileStages(dockerfile);
  const launcher = /case "\$\{1:-gateway\}" in([\s\S]*?)esac/.exec(dockerfile)?.[1] ?? '';
  for (const name of APP_NAMES) {
    const svc = services[name];
    if (!svc) {
      fail(`service ${name} is missing`);
      continue;
    }
    const target = svc.build?.target;
    if (!svc.build || !target || !stages.includes(target)) fail(`${name}: must build a stage of the Dockerfile (target ${target} not in ${stages.join(', ')})`);
    const command = Array.isArray(svc.command) ? svc.command : String(svc.command ?? '').split(/\s+/);
    if (command[0] !== name) fail(`${name}: command should select the process (${JSON.stringify(svc.command)})`);
    if (!new RegExp(`(^|[\\s|])${name}[|)]`).test(launcher)) fail(`${name}: the Dockerfile launcher does not handle it`);

    const env = envOf(svc);
    if (env.PROFILE !== 'distributed') fail(`${name}: PROFILE must be distributed`);
    checkUrl(env.KAFKA_BROKERS, 'kafka', 9092, `${name}: KAFKA_BROKERS`);
    checkUrl(env.MONGO_URL, 'mongo', 27017, `${name}: MONGO_URL`);
    checkUrl(env.REDIS_URL, 'redis', 6379, `${name}: REDIS_URL`);
    if (!env.OTEL_EXPORTER_OTLP_ENDPOINT) fail(`${name}: OTEL_EXPORTER_OTLP_ENDPOINT unset`);
    else {
      const host = new URL(env.OTEL_EXPORTER_OTLP_ENDPOINT).hostname;
      if (!services[host]) fail(`${name}: OTEL_EXPORTER_OTLP_ENDPOINT points at ${host}, not a compose service`);
    }
  }

  // The six services: gRPC on all interfaces (which also opens their health server), /readyz probed.
  for (const s of SERVICES) {
    const svc = services[s.name];
    if (!svc) continue;
    const env = envOf(svc);
    if (env.GRPC_URL !== `0.0.0.0:${s.grpcPort}`) fail(`${s.name}: GRPC_URL ${env.GRPC_URL}, expected 0.0.0.0:${s.grpcPort}`);
    if (Number(env.HEALTH_PORT) !== s.healthPort) fail(`${s.name}: HEALTH_PORT ${env.HEALTH_PORT}, expected ${s.healthPort}`);
    const hc = JSON.stringify(svc.healthcheck?.test ?? '');
    if (!hc.includes('HEALTH_PORT') || !hc.includes('/readyz')) fail(`${s.name}: healthcheck must probe /readyz on HEALTH_PORT`);
    const deps = dependsOn(svc);
    for (const infra of INFRA) if (deps[infra] !== HEALTHY) fail(`${s.name}: must wait for ${infra} to be healthy`);
  }

  // The gateway: reaches every service by its gRPC URL, waits for all of them, publishes HTTP.
  const gw = services[GATEWAY.name];
  if (gw) {
    const env = envOf(gw);
    const deps = dependsOn(gw);
    for (const s of SERVICES) {
      checkUrl(env[s.urlEnv], s.name, s.grpcPort, `gateway: ${s.urlEnv}`);
      if (deps[s.name] !== HEALTHY) fail(`gateway: must wait for ${s.name} to be healthy`);
    }
    if (Number(env.PORT) !== GATEWAY.httpPort) fail(`gateway: PORT ${env.PORT}, expected ${GATEWAY.httpPort}`);
    if (env.HOST !== '0.0.0.0') fail(`gateway: HOST must be 0.0.0.0 in a container (is ${env.HOST})`);
    const hc = JSON.stringify(gw.healthcheck?.test ?? '');
    if (!hc.includes(GATEWAY.healthPath) || !(hc.includes('PORT') || hc.includes(String(GATEWAY.httpPort)))) fail(`gateway: healthcheck must probe ${GATEWAY.healthPath} on its HTTP port`);
    const published = (gw.ports ?? []).some((p: unknown) =>
      typeof p === 'string' ? new RegExp(`(^|:)${GATEWAY.httpPort}:${GATEWAY.httpPort}(/tcp)?$`).test(p) : (p as Doc)?.target === GATEWAY.httpPort && (p as Doc)?.published == GATEWAY.httpPort,
    );
    if (!published) fail(`gateway: port ${GATEWAY.httpPort} is not published`);
  }
  return problems;

  function checkUrl(value: string | undefined, host: string, port: number, what: string) {
    if (!value) return fail(`${what} unset`);
    const hostPort = value.replace(/^[a-z]+:\/\//, '').replace(/[/?].*$/, '').split(',')[0];
    if (hostPort !== `${host}:${port}`) fail(`${what}=${value}, expected ${host}:${port}`);
    if (!services[host]) fail(`${what} points at ${host}, not a compose service`);
  }
}

function findCycle(services: Record<string, Doc>): string[] | undefined {
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string, path: string[]): string[] | undefined => {
    if (state.get(name) === 'done') return undefined;
    if (state.get(name) === 'visiting') return [...path, name];
    state.set(name, 'visiting');
    for (const dep of Object.keys(dependsOn(services[name] ?? {}))) {
      const c = visit(dep, [...path, name]);
      if (c) return c;
    }
    state.set(name, 'done');
    return undefined;
  };
  for (const name of Object.keys(services)) {
    const c = visit(name, []);
    if (c) return c;
  }
  return undefined;
}
