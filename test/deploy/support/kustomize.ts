/**
 * A tiny kustomize renderer for the subset k8s/ uses, so the manifests can be rendered and checked in
 * the unit tests without a kustomize binary. Any kustomization field outside the subset is an error
 * (never silently ignored), and where `kubectl` is installed, test/deploy/k8s.spec.ts checks that this
 * renderer and `kubectl kustomize` produce the same objects.
 *
 * Supported: resources (files, multi-document YAML, directories holding a kustomization), namespace,
 * labels (pairs, includeTemplates; includeSelectors: false only), images (name, newName, newTag,
 * digest), replicas, patches (path or inline patch; strategic merge or JSON 6902; optional target).
 * Applied in kustomize's order: patches, namespace, labels, replicas, images.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';

export type Manifest = Record<string, any>;

const SUPPORTED = new Set(['apiVersion', 'kind', 'resources', 'namespace', 'labels', 'images', 'replicas', 'patches']);
const KUSTOMIZATION_FILES = ['kustomization.yaml', 'kustomization.yml', 'Kustomization'];

/** Kinds that are cluster-scoped: the namespace transformer leaves them alone. */
const CLUSTER_SCOPED = new Set([
  'Namespace', 'ClusterRole', 'ClusterRoleBinding', 'CustomResourceDefinition', 'PersistentVolume', 'StorageClass',
  'PriorityClass', 'ValidatingWebhookConfiguration', 'MutatingWebhookConfiguration', 'APIService', 'IngressClass',
  'RuntimeClass', 'CSIDriver', 'CSINode', 'Node', 'VolumeAttachment', 'ValidatingAdmissionPolicy', 'ValidatingAdmissionPolicyBinding',
]);
/** Kinds with spec.replicas that the replicas field may set. */
const SCALABLE = new Set(['Deployment', 'ReplicaSet', 'StatefulSet', 'ReplicationController']);
/** Kinds with a pod template at spec.template (labels.includeTemplates). */
const TEMPLATED = new Set(['Deployment', 'ReplicaSet', 'StatefulSet', 'DaemonSet', 'Job', 'ReplicationController']);

export class KustomizeError extends Error {}

/** Renders the kustomization in `dir` into a flat list of manifests. */
export function renderKustomization(dir: string): Manifest[] {
  const file = KUSTOMIZATION_FILES.map((f) => join(dir, f)).find((f) => existsSync(f));
  if (!file) throw new KustomizeError(`no kustomization in ${dir}`);
  const k = (parse(readFileSync(file, 'utf8')) ?? {}) as Manifest;
  const unsupported = Object.keys(k).filter((key) => !SUPPORTED.has(key));
  if (unsupported.length) throw new KustomizeError(`${file}: unsupported field(s) ${unsupported.join(', ')} (extend test/deploy/support/kustomize.ts)`);

  let objects: Manifest[] = [];
  for (const entry of k.resources ?? []) {
    if (/^[a-z]+:\/\//i.test(entry) || entry.includes('?ref=')) throw new KustomizeError(`${file}: remote resource ${entry} is not supported`);
    const path = resolve(dir, entry);
    if (!existsSync(path)) throw new KustomizeError(`${file}: resource ${entry} not found`);
    objects.push(...(statSync(path).isDirectory() ? renderKustomization(path) : loadYamlDocuments(path)));
  }
  assertUniqueIds(objects, file);

  for (const p of k.patches ?? []) objects = applyPatch(objects, p, dir, file);
  if (k.namespace) for (const o of objects) if (!CLUSTER_SCOPED.has(o.kind)) (o.metadata ??= {}).namespace = k.namespace;
  for (const l of k.labels ?? []) applyLabels(objects, l, file);
  for (const r of k.replicas ?? []) {
    const hits = objects.filter((o) => SCALABLE.has(o.kind) && o.metadata?.name === r.name);
    if (!hits.length) throw new KustomizeError(`${file}: replicas: no Deployment/StatefulSet/... named ${r.name}`);
    for (const o of hits) (o.spec ??= {}).replicas = Number(r.count);
  }
  for (const img of k.images ?? []) applyImage(objects, img);
  return objects;
}

export function loadYamlDocuments(path: string): Manifest[] {
  return parseAllDocuments(readFileSync(path, 'utf8'))
    .map((d) => {
      if (d.errors.length) throw new KustomizeError(`${path}: ${d.errors[0].message}`);
      return d.toJS() as Manifest | null;
    })
    .filter((d): d is Manifest => d !== null && d !== undefined);
}

export const resourceId = (o: Manifest): string => `${o.apiVersion}/${o.kind}/${o.metadata?.namespace ?? '~'}/${o.metadata?.name}`;

function assertUniqueIds(objects: Manifest[], file: string) {
  const seen = new Set<string>();
  for (const o of objects) {
    const id = resourceId(o);
    if (seen.has(id)) throw new KustomizeError(`${file}: resource ${id} is defined twice`);
    seen.add(id);
  }
}

// ---- patches -------------------------------------------------------------------------------------

interface Target {
  group?: string;
  version?: string;
  kind?: string;
  name?: string;
  namespace?: string;
  labelSelector?: string;
}

function applyPatch(objects: Manifest[], entry: Manifest, dir: string, file: string): Manifest[] {
  const extra = Object.keys(entry).filter((key) => !['path', 'patch', 'target', 'options'].includes(key));
  if (extra.length || entry.options) throw new KustomizeError(`${file}: unsupported patch field(s) ${[...extra, ...(entry.options ? ['options'] : [])].join(', ')}`);
  const text = entry.path ? readFileSync(resolve(dir, entry.path), 'utf8') : entry.patch;
  if (typeof text !== 'string') throw new KustomizeError(`${file}: a patch needs path or patch`);
  const where = entry.path ?? 'inline patch';
  const patch = parse(text);
  const isJson6902 = Array.isArray(patch);
  if (isJson6902 && !entry.target) throw new KustomizeError(`${file}: JSON 6902 patch ${where} needs a target`);

  const target: Target | undefined = entry.target;
  const matches = objects.filter((o) =>
    target ? matchesTarget(o, target) : o.kind === patch?.kind && o.metadata?.name === patch?.metadata?.name && groupOf(o.apiVersion) === groupOf(patch?.apiVersion),
  );
  if (!matches.length) throw new KustomizeError(`${file}: patch ${where} matches no resource`);
  return objects.map((o) => {
    if (!matches.includes(o)) return o;
    if (isJson6902) return applyJson6902(o, patch, where);
    const { metadata, apiVersion: _a, kind: _k, ...rest } = patch;
    // With a target, the patch's own name is only a placeholder: keep the resource's identity.
    const { name: _n, namespace: _ns, ...metaRest } = metadata ?? {};
    return strategicMerge(o, { ...rest, ...(Object.keys(metaRest).length ? { metadata: metaRest } : {}) }, [o.kind]) as Manifest;
  });
}

const groupOf = (apiVersion = ''): string => (apiVersion.includes('/') ? apiVersion.split('/')[0] : '');
const versionOf = (apiVersion = ''): string => apiVersion.split('/').pop() ?? '';
const anchored = (pattern: string, value = ''): boolean => new RegExp(`^(?:${pattern})$`).test(value);

function matchesTarget(o: Manifest, t: Target): boolean {
  if (t.kind && !anchored(t.kind, o.kind)) return false;
  if (t.name && !anchored(t.name, o.metadata?.name)) return false;
  if (t.namespace && !anchored(t.namespace, o.metadata?.namespace)) return false;
  if (t.group !== undefined && !anchored(t.group, groupOf(o.apiVersion))) return false;
  if (t.version && !anchored(t.version, versionOf(o.apiVersion))) return false;
  if (t.labelSelector) {
    const labels: Record<string, string> = o.metadata?.labels ?? {};
    for (const term of t.labelSelector.split(',').map((s) => s.trim()).filter(Boolean)) {
      const m = /^([^!=\s]+)\s*(==|=|!=)?\s*(.*)$/.exec(term)!;
      const [, key, op, value] = m;
      if (!op && !(key in labels)) return false;
      if ((op === '=' || op === '==') && labels[key] !== value) return false;
      if (op === '!=' && labels[key] === value) return false;
    }
  }
  return true;
}

/** Merge key of a list field, as the Kubernetes API declares it (x-kubernetes-patch-merge-key). */
function mergeKey(field: string, path: string[]): string | undefined {
  switch (field) {
    case 'containers':
    case 'initContainers':
    case 'ephemeralContainers':
    case 'env':
    case 'volumes':
    case 'imagePullSecrets':
      return 'name';
    case 'volumeMounts':
      return 'mountPath';
    case 'volumeDevices':
      return 'devicePath';
    case 'ports':
      // Container ports merge on containerPort; Service ports on port.
      return path[0] === 'Service' ? 'port' : 'containerPort';
    case 'hostAliases':
      return 'ip';
    case 'topologySpreadConstraints':
      return 'topologyKey';
    default:
      return undefined;
  }
}

const isPlainObject = (v: unknown): v is Manifest => !!v && typeof v === 'object' && !Array.isArray(v);

/** Strategic merge: maps merge recursively, null deletes, lists with a merge key merge by it, others are replaced. */
export function strategicMerge(base: unknown, patch: unknown, path: string[]): unknown {
  if (!isPlainObject(patch)) return structuredClone(patch);
  if (patch.$patch === 'replace') {
    const { $patch: _p, ...rest } = patch;
    return structuredClone(rest);
  }
  if (patch.$patch === 'delete') return undefined;
  const out: Manifest = isPlainObject(base) ? structuredClone(base) : {};
  for (const [key, value] of Object.entries(patch)) {
    if (key.startsWith('$')) throw new KustomizeError(`strategic merge directive ${key} is not supported`);
    if (value === null) {
      delete out[key];
      continue;
    }
    const k = mergeKey(key, path);
    if (Array.isArray(value) && Array.isArray(out[key]) && k) {
      const merged: unknown[] = structuredClone(out[key]);
      for (const item of value) {
        const i = merged.findIndex((m) => isPlainObject(m) && isPlainObject(item) && m[k] === item[k]);
        if (isPlainObject(item) && item.$patch === 'delete') {
          if (i >= 0) merged.splice(i, 1);
        } else if (i >= 0) merged[i] = strategicMerge(merged[i], item, [...path, key]);
        else merged.push(structuredClone(item));
      }
      out[key] = merged;
    } else if (isPlainObject(value) && isPlainObject(out[key])) {
      const merged = strategicMerge(out[key], value, [...path, key]);
      if (merged === undefined) delete out[key];
      else out[key] = merged;
    } else {
      out[key] = structuredClone(value);
    }
  }
  return out;
}

/** JSON 6902 (add, remove, replace, test) on a copy of the object. */
export function applyJson6902(object: Manifest, ops: Manifest[], where = 'patch'): Manifest {
  const doc = structuredClone(object);
  for (const op of ops) {
    const tokens = String(op.path).split('/').slice(1).map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
    const last = tokens.pop();
    if (last === undefined) throw new KustomizeError(`${where}: cannot ${op.op} the document root`);
    let parent: any = doc;
    for (const t of tokens) {
      parent = Array.isArray(parent) ? parent[Number(t)] : parent?.[t];
      if (parent === undefined || parent === null) throw new KustomizeError(`${where}: path ${op.path} does not exist`);
    }
    const exists = Array.isArray(parent) ? last === '-' || Number(last) < parent.length : last in parent;
    switch (op.op) {
      case 'add':
        if (Array.isArray(parent)) parent.splice(last === '-' ? parent.length : Number(last), 0, structuredClone(op.value));
        else parent[last] = structuredClone(op.value);
        break;
      case 'replace':
        if (!exists) throw new KustomizeError(`${where}: replace of missing path ${op.path}`);
        parent[Array.isArray(parent) ? Number(last) : last] = structuredClone(op.value);
        break;
      case 'remove':
        if (!exists) throw new KustomizeError(`${where}: remove of missing path ${op.path}`);
        if (Array.isArray(parent)) parent.splice(Number(last), 1);
        else delete parent[last];
        break;
      case 'test':
        if (JSON.stringify(parent[last]) !== JSON.stringify(op.value)) throw new KustomizeError(`${where}: test failed at ${op.path}`);
        break;
      default:
        throw new KustomizeError(`${where}: JSON 6902 op ${op.op} is not supported`);
    }
  }
  return doc;
}

// ---- labels and images ---------------------------------------------------------------------------

function applyLabels(objects: Manifest[], entry: Manifest, file: string) {
  if (entry.includeSelectors) throw new KustomizeError(`${file}: labels.includeSelectors: true is not supported`);
  const unknown = Object.keys(entry).filter((key) => !['pairs', 'includeSelectors', 'includeTemplates'].includes(key));
  if (unknown.length) throw new KustomizeError(`${file}: unsupported labels field(s) ${unknown.join(', ')}`);
  for (const o of objects) {
    Object.assign(((o.metadata ??= {}).labels ??= {}), entry.pairs);
    if (entry.includeTemplates && TEMPLATED.has(o.kind) && o.spec?.template) {
      Object.assign(((o.spec.template.metadata ??= {}).labels ??= {}), entry.pairs);
    }
    if (entry.includeTemplates && o.kind === 'CronJob' && o.spec?.jobTemplate?.spec?.template) {
      Object.assign(((o.spec.jobTemplate.spec.template.metadata ??= {}).labels ??= {}), entry.pairs);
    }
  }
}

/** Splits an image reference into name, tag and digest (a registry port is part of the name). */
export function parseImage(ref: string): { name: string; tag?: string; digest?: string } {
  const [withoutDigest, digest] = ref.split('@');
  const slash = withoutDigest.lastIndexOf('/');
  const colon = withoutDigest.lastIndexOf(':');
  if (colon > slash) return { name: withoutDigest.slice(0, colon), tag: withoutDigest.slice(colon + 1), digest };
  return { name: withoutDigest, digest };
}

function applyImage(objects: Manifest[], img: Manifest) {
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isPlainObject(node)) return;
    for (const [key, value] of Object.entries(node)) {
      if ((key === 'containers' || key === 'initContainers') && Array.isArray(value)) {
        for (const c of value) {
          if (!isPlainObject(c) || typeof c.image !== 'string') continue;
          const cur = parseImage(c.image);
          if (cur.name !== img.name) continue;
          const name = img.newName ?? cur.name;
          if (img.digest) c.image = `${name}@${img.digest}`;
          else if (img.newTag !== undefined) c.image = `${name}:${String(img.newTag)}`;
          else c.image = `${name}${cur.tag ? `:${cur.tag}` : ''}${cur.digest ? `@${cur.digest}` : ''}`;
        }
      }
      visit(value);
    }
  };
  objects.forEach(visit);
}
