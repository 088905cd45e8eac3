/** This project's rules for the rendered k8s manifests, beyond what the Kubernetes schemas can say. */
import type { Manifest } from './kustomize';
import { APPS, GATEWAY, SERVICES } from './topology';

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
      if (cmData[s.urlEnv!] !== `${s.name}:${s.grpcPort}`) fail(`ConfigMap: ${s.urlEnv}=${cmData[s.urlEnv!]}, expected ${s.name}:${s.grpcPort}`);
    }
  }

  for (const app of APPS) {
    const d = find(objects, 'Deployment', app.name);
    if (!d) {
      fail(`Deployment ${app.name} missing`);
      continue;
    }
    const pod = d.spec?.template?.spec ?? {};
    const podLabels = d.spec?.template?.metadata?.labels ?? {};
    if (!subset(d.spec?.selector?.matchLabels, podLabels)) fail(`${app.name}: selector does not match the pod template labels`);
    const c = (pod.containers ?? []).find((x: Manifest) => x.name === app.name);
    if (!c) {
      fail(`${app.name}: no container named ${app.name}`);
      continue;
    }
    if (JSON.stringify(c.args) !== JSON.stringify([app.name])) fail(`${app.name}: args must select the process (${JSON.stringify(c.args)})`);
    if (!c.image) fail(`${app.name}: no image`);

    const ports: Record<string, number> = Object.fromEntries((c.ports ?? []).map((p: Manifest) => [p.name, p.containerPort]));
    const env: Record<string, string> = Object.fromEntries((c.env ?? []).map((e: Manifest) => [e.name, e.value]));
    if (ports.health !== app.healthPort) fail(`${app.name}: health port ${ports.health}, expected ${app.healthPort}`);
    if (Number(env.HEALTH_PORT) !== app.healthPort) fail(`${app.name}: HEALTH_PORT ${env.HEALTH_PORT}, expected ${app.healthPort}`);
    if (app.grpcPort !== undefined) {
      if (ports.grpc !== app.grpcPort) fail(`${app.name}: grpc port ${ports.grpc}, expected ${app.grpcPort}`);
      if (Number(env.GRPC_PORT) !== app.grpcPort) fail(`${app.name}: GRPC_PORT ${env.GRPC_PORT}, expected ${app.grpcPort}`);
    } else {
      if (ports.http !== GATEWAY.httpPort) fail(`${app.name}: http port ${ports.http}, expected ${GATEWAY.httpPort}`);
      if (Number(env.PORT) !== GATEWAY.httpPort) fail(`${app.name}: PORT ${env.PORT}, expected ${GATEWAY.httpPort}`);
    }
    const probe = (which: string, path: string) => {
      const p = c[which]?.httpGet;
      if (!p || p.path !== path || (p.port !== 'health' && p.port !== app.healthPort)) fail(`${app.name}: ${which} must GET ${path} on the health port`);
    };
    probe('readinessProbe', '/readyz');
    probe('livenessProbe', '/healthz');

    const r = c.resources ?? {};
    for (const res of ['cpu', 'memory']) {
      if (r.requests?.[res] === undefined || r.limits?.[res] === undefined) fail(`${app.name}: resources.requests/limits.${res} must both be set`);
      else if (quantity(r.requests[res]) > quantity(r.limits[res])) fail(`${app.name}: ${res} request above its limit`);
    }
    const from = (c.envFrom ?? []).map((e: Manifest) => (e.configMapRef ? `cm:${e.configMapRef.name}` : e.secretRef ? `secret:${e.secretRef.name}` : '?'));
    if (!from.includes(`cm:${CONFIG_MAP}`) || !from.includes(`secret:${SECRET}`)) fail(`${app.name}: envFrom must load ConfigMap ${CONFIG_MAP} and Secret ${SECRET}`);

    // The Service in front of it.
    const svc = find(objects, 'Service', app.name);
    if (!svc) fail(`Service ${app.name} missing`);
    else {
      if (!subset(svc.spec?.selector, podLabels)) fail(`Service ${app.name}: selector does not match the pods of Deployment ${app.name}`);
      for (const sp of svc.spec?.ports ?? []) {
        const t = sp.targetPort ?? sp.port;
        if (typeof t === 'string' ? !(t in ports) : !Object.values(ports).includes(t)) fail(`Service ${app.name}: targetPort ${t} is not a container port`);
      }
      if (app.grpcPort !== undefined && !(svc.spec?.ports ?? []).some((p: Manifest) => p.port === app.grpcPort)) fail(`Service ${app.name}: does not expose ${app.grpcPort}`);
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
