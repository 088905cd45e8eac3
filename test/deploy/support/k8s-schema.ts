/**
 * Validates Kubernetes manifests against the Kubernetes API's JSON schemas, offline, with the npm
 * package `kubernetes-models` (MIT; JSON schemas generated from the Kubernetes OpenAPI document and
 * compiled to ajv validators, one per apiVersion/kind).
 *
 * Those schemas leave unknown fields alone, but a misspelled field (`readinesProbe`) is the most common
 * real mistake and `kubectl apply` rejects it (strict field validation). So the validator runs on a
 * Proxy of the manifest that records every field the schema looks at; a field it never looked at is not
 * in the schema and is reported as unknown, the way kubeconform -strict does.
 */
import type { Manifest } from './kustomize';

interface ModelClass {
  prototype: { validate(this: unknown): void };
}

/** `apps/v1` + `Deployment` -> kubernetes-models/apps/v1/Deployment; core `v1` -> kubernetes-models/v1/... */
function modelFor(apiVersion: string, kind: string): ModelClass {
  if (!/^([a-z0-9.-]+\/)?v\d+((alpha|beta)\d+)?$/.test(apiVersion ?? '') || !/^[A-Z][A-Za-z0-9]*$/.test(kind ?? '')) {
    throw new Error(`not a Kubernetes object: apiVersion=${apiVersion} kind=${kind}`);
  }
  let mod: Record<string, ModelClass>;
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    mod = require(`kubernetes-models/${apiVersion}/${kind}`);
  } catch {
    throw new Error(`no schema for ${apiVersion} ${kind} in kubernetes-models (unknown kind, or wrong apiVersion for it)`);
  }
  const model = mod[kind];
  if (!model) throw new Error(`no schema for ${apiVersion} ${kind} in kubernetes-models`);
  return model;
}

function tracked<T>(value: T, path: string, seen: Set<string>): T {
  if (value === null || typeof value !== 'object') return value;
  return new Proxy(value as object, {
    get(target, key, receiver) {
      const v = Reflect.get(target, key, receiver);
      if (typeof key !== 'string') return v;
      const p = `${path}/${key}`;
      seen.add(p);
      return v !== null && typeof v === 'object' ? tracked(v, p, seen) : v;
    },
  }) as T;
}

function unread(value: unknown, path: string, seen: Set<string>, out: string[]) {
  if (value === null || typeof value !== 'object') return;
  for (const key of Object.keys(value)) {
    const p = `${path}/${key}`;
    if (!seen.has(p)) out.push(p);
    else unread((value as Record<string, unknown>)[key], p, seen, out);
  }
}

/** Problems of one manifest (schema violations and unknown fields), as readable lines; empty when valid. */
export function k8sSchemaErrors(manifest: Manifest): string[] {
  const label = `${manifest?.kind ?? '?'} ${manifest?.metadata?.name ?? '?'}`;
  let model: ModelClass;
  try {
    model = modelFor(manifest?.apiVersion, manifest?.kind);
  } catch (e) {
    return [`${label}: ${(e as Error).message}`];
  }
  const errors: string[] = [];
  const seen = new Set<string>();
  try {
    model.prototype.validate.call(tracked(manifest, '', seen));
  } catch (e) {
    const list = (e as { errors?: { instancePath: string; message?: string; params?: unknown }[] }).errors;
    if (list?.length) errors.push(...list.map((x) => `${label}: ${x.instancePath || '(root)'} ${x.message ?? ''} ${JSON.stringify(x.params ?? {})}`.trim()));
    else errors.push(`${label}: ${(e as Error).message}`);
  }
  const unknown: string[] = [];
  unread(manifest, '', seen, unknown);
  errors.push(...unknown.map((p) => `${label}: ${p} is not a field of ${manifest.apiVersion} ${manifest.kind}`));
  return errors;
}
