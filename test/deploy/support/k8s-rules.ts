/** This project's rules for the rendered k8s manifests, beyond what the Kubernetes schemas can say. */
import type { Manifest } from './kustomize';
import { APP_NAMES, GATEWAY, SERVICES } from './topology';

export const CONFIG_MAP = 'logiscope-config';
export const SECRET = 'logiscope-secrets';
/** Settings that carry credentials with managed services: Secret only, never the ConfigMap. */
export const SECRET_KEYS = ['MONGO_URL', 'REDIS_URL'];

export interface RuleOptions {
  /** Namespace every namespaced object must be in (overlays). */
  namespace?: string;
  /** Secrets created outside this repo, which the render may reference without containing. */
  externalSecrets?: string[];
}

/** Kubernetes quantity -> number (cores for CPU, bytes for memory). */
export function quantity(q: string | number): number {
  if (typeof q === 'number') return q;
  const m = /^([0-9.]+)(m|k|Ki|M|Mi|G|Gi|T|Ti)?$/.exec(String(q));
  if (!m) throw new Error(`bad quantity ${q}`);
  const unit: Record<string, number> = { m: 1e-3, k: 1e3, Ki: 1024, M: 1e6, Mi: 1024 ** 2, G: 1e9, Gi: 1024 ** 3, T: 1e12, Ti: 1024 ** 4 };
  return Number(m[1]) * (m[2] ? unit[m[2]] : 1);
}

const find = (objects: Manifest[], kind: string, name: string) => objects.find((o) => o.kind === kind && o.metadata?.name === name);
const subset = (small: Record<string, string> = {}, big: Record<string, string> = {}) =>
  Object.keys(small).length > 0 && Object.entries(small).every(([k, v]) => big[k] === v);

export function k8sWiringProblems(objects: Manifest[], opts: RuleOptions = {}): string[] {
  const problems: string[] = [];
  const fail = (msg: string) => problems.push(msg);

  for (const o of objects) {
    if (!o.metadata?.name) fail(`${o.kind}: metadata.name missing`);
    if (opts.namespace && o.kind !== 'Namespace' && o.metadata?.namespace !== opts.namespace) fail(`${o.kind} ${o.metadata?.name}: namespace ${o.metadata?.namespace}, expected ${opts.namespace}`);
  }
  if (opts.namespace && !find(objects, 'Namespace', opts.namespace)) fail(`Namespace ${opts.namespace} is not created`);

  const cm = find(objects, 'ConfigMap', CONFIG_MAP);
  if (!cm) fail(`ConfigMap ${CONFIG_MAP} missing`);
  const cmData: Record<string, string> = cm?.data ?? {};
  if (cm) {
    if (cmData.PROFILE !== 'distributed') fail(`ConfigMap: PROFILE must be distributed`);
    for (const key of ['KAFKA_BROKERS', 'OTEL_EXPORTER_OTLP_ENDPOINT']) if (!cmData[key]) fail(`ConfigMap: ${key} missing`);
    for (const key of SECRET_KEYS) if (key in cmData) fail(`ConfigMap: ${key} carries credentials, it belongs in the Secret ${SECRET}`);
    for (const s of SERVICES) {
      if (cmData[s.urlEnv] !== `${s.name}:${s.grpcPort}`) fail(`ConfigMap: ${s.urlEnv}=${cmData[s.urlEnv]}, expected ${s.name}:${s.grpcPort}`);
    }
  }

  for (const name of APP_NAMES) {
    const d = find(objects, 'Deployment', name);
    if (!d) {
      fail(`Deployment ${name} missing`);
      continue;
    }
    const pod = d.spec?.template?.spec ?? {};
    const podLabels = d.spec?.template?.metadata?.labels ?? {};
    if (!subset(d.spec?.selector?.matchLabels, podLabels)) fail(`${name}: selector does not match the pod template labels`);
    const c = (pod.containers ?? []).find((x: Manifest) => x.name === name);
    if (!c) {
      fail(`${name}: no container named ${name}`);
      continue;
    }
    if (JSON.stringify(c.args) !== JSON.stringify([name])) fail(`${name}: args must select the process (${JSON.stringify(c.args)})`);
    if (!c.image) fail(`${name}: no image`);

    const ports: Record<string, number> = Object.fromEntries((c.ports ?? []).map((p: Manifest) => [p.name, p.containerPort]));
    const env: Record<string, string> = Object.fromEntries((c.env ?? []).map((e: Manifest) => [e.name, e.value]));
    const probe = (which: string, path: string, port: string) => {
      const p = c[which]?.httpGet;
      if (!p || p.path !== path || (p.port !== port && p.port !== ports[port])) fail(`${name}: ${which} must GET ${path} on port ${port}`);
    };
    const service = SERVICES.find((s) => s.name === name);
    if (service) {
      if (ports.grpc !== service.grpcPort) fail(`${name}: grpc port ${ports.grpc}, expected ${service.grpcPort}`);
      if (env.GRPC_URL !== `0.0.0.0:${service.grpcPort}`) fail(`${name}: GRPC_URL ${env.GRPC_URL}, expected 0.0.0.0:${service.grpcPort}`);
      if (ports.health !== service.healthPort) fail(`${name}: health port ${ports.health}, expected ${service.healthPort}`);
      if (Number(env.HEALTH_PORT) !== service.healthPort) fail(`${name}: HEALTH_PORT ${env.HEALTH_PORT}, expected ${service.healthPort}`);
      probe('startupProbe', '/healthz', 'health');
      probe('livenessProbe', '/healthz', 'health');
      probe('readinessProbe', '/readyz', 'health');
    } else {
      if (ports.http !== GATEWAY.httpPort) fail(`${name}: http port ${ports.http}, expected ${GATEWAY.httpPort}`);
      if (Number(env.PORT) !== GATEWAY.httpPort) fail(`${name}: PORT ${env.PORT}, expected ${GATEWAY.httpPort}`);
      if (env.HOST !== '0.0.0.0') fail(`${name}: HOST must be 0.0.0.0 in a pod`);
      for (const which of ['startupProbe', 'livenessProbe', 'readinessProbe']) probe(which, GATEWAY.healthPath, 'http');
    }

    const r = c.resources ?? {};
    for (const res of ['cpu', 'memory']) {
      if (r.requests?.[res] === undefined || r.limits?.[res] === undefined) fail(`${name}: resources.requests/limits.${res} must both be set`);
      else if (quantity(r.requests[res]) > quantity(r.limits[res])) fail(`${name}: ${res} request above its limit`);
    }
    const from = (c.envFrom ?? []).map((e: Manifest) => (e.configMapRef ? `cm:${e.configMapRef.name}` : e.secretRef ? `secret:${e.secretRef.name}` : '?'));
    if (!from.includes(`cm:${CONFIG_MAP}`) || !from.includes(`secret:${SECRET}`)) fail(`${name}: envFrom must load ConfigMap ${CONFIG_MAP} and Secret ${SECRET}`);

    // The Service in front of it.
    const svc = find(objects, 'Service', name);
    if (!svc) fail(`Service ${name} missing`);
    else {
      if (!subset(svc.spec?.selector, podLabels)) fail(`Service ${name}: selector does not match the pods of Deployment ${name}`);
      for (const sp of svc.spec?.ports ?? []) {
        const t = sp.targetPort ?? sp.port;
        if (typeof t === 'string' ? !(t in ports) : !Object.values(ports).includes(t)) fail(`Service ${name}: targetPort ${t} is not a container port`);
      }
      if (service && !(svc.spec?.ports ?? []).some((p: Manifest) => p.port === service.grpcPort)) fail(`Service ${name}: does not expose ${service.grpcPort}`);
    }
  }

  // Every ConfigMap/Secret a pod reads exists in the render, or is declared external.
  for (const d of objects.filter((o) => o.kind === 'Deployment')) {
    for (const c of d.spec?.template?.spec?.containers ?? []) {
      const refs = [
        ...(c.envFrom ?? []).map((e: Manifest) => [e.configMapRef ? 'ConfigMap' : 'Secret', (e.configMapRef ?? e.secretRef)?.name, (e.configMapRef ?? e.secretRef)?.optional]),
        ...(c.env ?? []).filter((e: Manifest) => e.valueFrom?.configMapKeyRef || e.valueFrom?.secretKeyRef).map((e: Manifest) =>
          e.valueFrom.configMapKeyRef ? ['ConfigMap', e.valueFrom.configMapKeyRef.name, e.valueFrom.configMapKeyRef.optional] : ['Secret', e.valueFrom.secretKeyRef.name, e.valueFrom.secretKeyRef.optional]),
      ];
      for (const [kind, name, optional] of refs) {
        if (optional || find(objects, kind, name)) continue;
        if (kind === 'Secret' && opts.externalSecrets?.includes(name)) continue;
        fail(`${d.metadata.name}: references ${kind} ${name}, which is neither rendered nor declared external`);
      }
    }
  }

  for (const pdb of objects.filter((o) => o.kind === 'PodDisruptionBudget')) {
    const sel = pdb.spec?.selector?.matchLabels;
    if (!objects.some((o) => o.kind === 'Deployment' && subset(sel, o.spec?.template?.metadata?.labels))) fail(`PodDisruptionBudget ${pdb.metadata?.name}: selects no Deployment's pods`);
  }
  return problems;
}
