/**
 * k8s/: the kustomize base and the dev/prod overlays, rendered offline by a small TS renderer
 * (support/kustomize.ts) and validated against the Kubernetes JSON schemas (npm `kubernetes-models`,
 * strict: unknown fields are errors) and the project's wiring rules. Where a `kubectl` binary is
 * installed, its built-in kustomize must render exactly the same objects (no network involved).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { k8sSchemaErrors } from './support/k8s-schema';
import { CONFIG_MAP, k8sWiringProblems, quantity, SECRET } from './support/k8s-rules';
import { applyJson6902, KustomizeError, parseImage, renderKustomization, resourceId, strategicMerge, type Manifest } from './support/kustomize';
import { APP_NAMES, GATEWAY, SERVICES } from './support/topology';

const ROOT = join(__dirname, '..', '..');
const K8S = join(ROOT, 'k8s');
const FIXTURES = join(__dirname, 'fixtures', 'kustomize');

const TARGETS = {
  base: { dir: join(K8S, 'base'), opts: {} },
  dev: { dir: join(K8S, 'overlays', 'dev'), opts: { namespace: 'logiscope-dev' } },
  prod: { dir: join(K8S, 'overlays', 'prod'), opts: { namespace: 'logiscope', externalSecrets: [SECRET] } },
} as const;

const deployments = (objects: Manifest[]) => objects.filter((o) => o.kind === 'Deployment');
const container = (d: Manifest) => d.spec.template.spec.containers[0];
const byName = (objects: Manifest[], kind: string, name: string) => objects.find((o) => o.kind === kind && o.metadata.name === name)!;

describe.each(Object.entries(TARGETS))('k8s %s', (name, { dir, opts }) => {
  const objects = renderKustomization(dir);

  it('renders a Deployment and a Service for the gateway and each of the six services, and the ConfigMap', () => {
    for (const app of APP_NAMES) {
      expect(byName(objects, 'Deployment', app)).toBeDefined();
      expect(byName(objects, 'Service', app)).toBeDefined();
    }
    expect(byName(objects, 'ConfigMap', CONFIG_MAP)).toBeDefined();
  });

  it('validates every manifest against the Kubernetes schemas (strict: no unknown fields)', () => {
    expect(objects.length).toBeGreaterThan(APP_NAMES.length * 2);
    expect(objects.flatMap(k8sSchemaErrors)).toEqual([]);
  });

  it('follows the wiring rules (probes, ports, resources, config references, selectors)', () => {
    expect(k8sWiringProblems(objects, name === 'base' ? { externalSecrets: [SECRET] } : opts)).toEqual([]);
  });

  it('fits small nodes: each container at most 1 CPU / 1 GiB, all requests together at most 1.5 CPU / 3 GiB per replica set', () => {
    let cpu = 0;
    let mem = 0;
    for (const d of deployments(objects)) {
      const r = container(d).resources;
      expect(quantity(r.limits.cpu)).toBeLessThanOrEqual(1);
      expect(quantity(r.limits.memory)).toBeLessThanOrEqual(1024 ** 3);
      cpu += quantity(r.requests.cpu);
      mem += quantity(r.requests.memory);
    }
    expect(cpu).toBeLessThanOrEqual(1.5);
    expect(mem).toBeLessThanOrEqual(3 * 1024 ** 3);
  });
});

describe('k8s overlays', () => {
  const dev = renderKustomization(TARGETS.dev.dir);
  const prod = renderKustomization(TARGETS.prod.dir);

  it('dev: one replica each, the dev image tag, small requests, a dev Secret', () => {
    for (const d of deployments(dev)) {
      expect(d.spec.replicas).toBe(1);
      expect(container(d).image).toBe('ghcr.io/logiscope/logiscope:dev');
      expect(container(d).resources.requests).toEqual({ cpu: '10m', memory: '96Mi' });
    }
    expect(byName(dev, 'Secret', SECRET).stringData).toEqual({ MONGO_URL: expect.stringMatching(/^mongodb:\/\//), REDIS_URL: expect.stringMatching(/^redis:\/\//), WEBHOOK_SECRET_KEY: expect.any(String) });
    expect(Buffer.from(byName(dev, 'Secret', SECRET).stringData.WEBHOOK_SECRET_KEY, 'base64')).toHaveLength(32);
    expect(byName(dev, 'ConfigMap', CONFIG_MAP).data.LOG_LEVEL).toBe('debug');
  });

  it('prod: a pinned image tag, at least two replicas (three gateways), more room for gateway and carrier-data, PDBs, no Secret in the repo', () => {
    for (const d of deployments(prod)) {
      expect(d.spec.replicas).toBeGreaterThanOrEqual(2);
      expect(container(d).image).toMatch(/^ghcr\.io\/logiscope\/logiscope:\d+\.\d+\.\d+$/);
      expect(byName(prod, 'PodDisruptionBudget', d.metadata.name)).toBeDefined();
    }
    expect(byName(prod, 'Deployment', GATEWAY.name).spec.replicas).toBe(3);
    expect(container(byName(prod, 'Deployment', GATEWAY.name)).resources.limits.memory).toBe('768Mi');
    expect(container(byName(prod, 'Deployment', 'carrier-data')).resources.requests.memory).toBe('512Mi');
    // Base sizes stay where prod does not patch them.
    expect(container(byName(prod, 'Deployment', 'notes')).resources).toEqual(container(byName(renderKustomization(TARGETS.base.dir), 'Deployment', 'notes')).resources);
    expect(prod.filter((o) => o.kind === 'Secret')).toEqual([]);
  });

  it('labels every object with its instance, pods included, without touching selectors', () => {
    for (const o of prod) expect(o.metadata.labels['app.kubernetes.io/instance']).toBe('logiscope-prod');
    for (const d of deployments(prod)) {
      expect(d.spec.template.metadata.labels['app.kubernetes.io/instance']).toBe('logiscope-prod');
      expect(d.spec.selector.matchLabels).toEqual({ 'app.kubernetes.io/name': d.metadata.name });
    }
  });
});

// kubectl comes with the development machine image (README, Test it); without it this fails, it never skips.
describe('the TS renderer agrees with `kubectl kustomize` (offline)', () => {
  it('has kubectl to compare with', () => {
    const kubectl = spawnSync('kubectl', ['version', '--client'], { encoding: 'utf8' });
    expect({ kubectl: kubectl.status === 0 ? 'found' : `missing: install kubectl (${kubectl.error?.message ?? kubectl.stderr})` }).toEqual({ kubectl: 'found' });
  });

  it.each(Object.keys(TARGETS))('%s', (name) => {
    const { dir } = TARGETS[name as keyof typeof TARGETS];
    const out = spawnSync('kubectl', ['kustomize', dir], { encoding: 'utf8', timeout: 60_000 });
    expect(out.stderr).toBe('');
    expect(out.status).toBe(0);
    const theirs = parseAllDocuments(out.stdout).map((d) => d.toJS() as Manifest).filter(Boolean);
    const ours = renderKustomization(dir);
    const index = (list: Manifest[]) => Object.fromEntries(list.map((o) => [resourceId(o), o]));
    expect(index(ours)).toEqual(index(theirs));
  });
});

describe('negative cases: real mistakes are caught', () => {
  const base = renderKustomization(TARGETS.base.dir);
  const mutated = (mutate: (objects: Manifest[]) => void): Manifest[] => {
    const copy = structuredClone(base);
    mutate(copy);
    return copy;
  };
  const identity = (objects: Manifest[]) => byName(objects, 'Deployment', 'identity');

  it('schema: a wrong field type', () => {
    const objects = mutated((o) => (identity(o).spec.replicas = '2'));
    expect(k8sSchemaErrors(identity(objects))).toEqual([expect.stringMatching(/Deployment identity: \/spec\/replicas must be integer/)]);
  });

  it('schema: a port number given as a string, a required field missing', () => {
    const objects = mutated((o) => {
      container(identity(o)).ports[0].containerPort = '50051';
      delete byName(o, 'Service', 'identity').spec.ports[0].port;
    });
    expect(k8sSchemaErrors(identity(objects)).join('\n')).toMatch(/containers\/0\/ports\/0\/containerPort must be integer/);
    expect(k8sSchemaErrors(byName(objects, 'Service', 'identity')).join('\n')).toMatch(/\/spec\/ports\/0 must have required property port/);
  });

  it('schema (strict): a misspelled field', () => {
    const objects = mutated((o) => {
      const c = container(identity(o));
      c.readinesProbe = c.readinessProbe;
      delete c.readinessProbe;
    });
    expect(k8sSchemaErrors(identity(objects))).toEqual([
      'Deployment identity: /spec/template/spec/containers/0/readinesProbe is not a field of apps/v1 Deployment',
    ]);
  });

  it('schema: a kind under the wrong apiVersion', () => {
    expect(k8sSchemaErrors({ ...structuredClone(identity(base)), apiVersion: 'v1' }).join('\n')).toMatch(/no schema for v1 Deployment/);
  });

  it('rules: wrong probe path, Service selecting nothing, wrong gRPC URL, credentials in the ConfigMap, dangling Secret', () => {
    const objects = mutated((o) => {
      container(identity(o)).readinessProbe.httpGet.path = '/ready';
      byName(o, 'Service', 'notes').spec.selector = { 'app.kubernetes.io/name': 'note' };
      byName(o, 'ConfigMap', CONFIG_MAP).data.BILLING_GRPC_URL = 'billing:50054';
      byName(o, 'ConfigMap', CONFIG_MAP).data.MONGO_URL = 'mongodb://user:pw@mongo:27017';
    });
    expect(k8sWiringProblems(objects)).toEqual(
      expect.arrayContaining([
        'identity: readinessProbe must GET /readyz on port health',
        'Service notes: selector does not match the pods of Deployment notes',
        'ConfigMap: BILLING_GRPC_URL=billing:50054, expected billing:50055',
        `ConfigMap: MONGO_URL carries credentials, it belongs in the Secret ${SECRET}`,
        `gateway: references Secret ${SECRET}, which is neither rendered nor declared external`,
      ]),
    );
  });

  it('rules: a request above its limit, a missing limit', () => {
    const objects = mutated((o) => {
      container(identity(o)).resources.requests.memory = '1Gi';
      delete container(byName(o, 'Deployment', 'billing')).resources.limits.cpu;
    });
    expect(k8sWiringProblems(objects, { externalSecrets: [SECRET] })).toEqual([
      'identity: memory request above its limit',
      'billing: resources.requests/limits.cpu must both be set',
    ]);
  });

  it('renderer: unsupported fields, patches that match nothing and unknown replica targets fail loudly', () => {
    expect(() => renderKustomization(join(FIXTURES, 'unsupported-field'))).toThrow(/unsupported field\(s\) commonLabels/);
    expect(() => renderKustomization(join(FIXTURES, 'dangling-patch'))).toThrow(/matches no resource/);
    expect(() => renderKustomization(join(FIXTURES, 'unknown-replicas'))).toThrow(/replicas: no Deployment.*named gatewy/);
    expect(() => renderKustomization(join(FIXTURES, 'missing-resource'))).toThrow(KustomizeError);
  });
});

describe('kustomize renderer helpers', () => {
  it('strategic merge: containers and env by name, ports by containerPort, maps recursively, null deletes, $patch: delete removes', () => {
    const base = {
      spec: {
        containers: [
          { name: 'a', image: 'x', env: [{ name: 'A', value: '1' }, { name: 'B', value: '2' }], ports: [{ containerPort: 1, name: 'p' }], resources: { requests: { cpu: '1m', memory: '1Mi' } } },
          { name: 'b', image: 'y' },
        ],
      },
    };
    const patch = {
      spec: {
        containers: [
          { name: 'a', env: [{ name: 'B', value: '3' }, { name: 'C', value: '4' }], ports: [{ containerPort: 1, protocol: 'TCP' }], resources: { requests: { cpu: '2m' } }, image: null },
          { name: 'b', $patch: 'delete' },
        ],
      },
    };
    expect(strategicMerge(base, patch, ['Deployment'])).toEqual({
      spec: {
        containers: [
          {
            name: 'a',
            env: [{ name: 'A', value: '1' }, { name: 'B', value: '3' }, { name: 'C', value: '4' }],
            ports: [{ containerPort: 1, name: 'p', protocol: 'TCP' }],
            resources: { requests: { cpu: '2m', memory: '1Mi' } },
          },
        ],
      },
    });
    // Lists without a merge key are replaced.
    expect(strategicMerge({ args: ['a', 'b'] }, { args: ['c'] }, ['Deployment'])).toEqual({ args: ['c'] });
  });

  it('JSON 6902: add, replace, remove, test; a missing path is an error', () => {
    const doc = { a: { b: [1, 2] }, c: 1 };
    expect(applyJson6902(doc, [{ op: 'add', path: '/a/b/-', value: 3 }, { op: 'replace', path: '/c', value: 2 }, { op: 'remove', path: '/a/b/0' }, { op: 'test', path: '/c', value: 2 }])).toEqual({ a: { b: [2, 3] }, c: 2 });
    expect(doc).toEqual({ a: { b: [1, 2] }, c: 1 });
    expect(() => applyJson6902(doc, [{ op: 'replace', path: '/x/y', value: 1 }])).toThrow(/does not exist/);
  });

  it('parses image references, registry ports included', () => {
    expect(parseImage('logiscope')).toEqual({ name: 'logiscope', digest: undefined });
    expect(parseImage('localhost:5000/team/app:1.2')).toEqual({ name: 'localhost:5000/team/app', tag: '1.2', digest: undefined });
    expect(parseImage('app@sha256:abc')).toEqual({ name: 'app', digest: 'sha256:abc' });
  });

  it('topology: unique ports', () => {
    const ports = [...SERVICES.map((s) => s.grpcPort), ...SERVICES.map((s) => s.healthPort), GATEWAY.httpPort];
    expect(new Set(ports).size).toBe(ports.length);
  });
});
