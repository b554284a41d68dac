import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { DockerComposeEnvironment, Wait } from 'testcontainers';
import { admin, root, suiteEnv } from './suite.ts';

const secret = () => randomBytes(24).toString('base64url');

/**
 * The same suite against `docker-compose.yml` itself: images built from this checkout, MongoDB and Redis, only
 * the gateway published (on a free port). Runs where a container runtime answers (see vitest.compose.config.ts).
 */
export default async function setup(project: TestProject) {
  const environment = await new DockerComposeEnvironment(root, 'docker-compose.yml')
    .withProjectName(`portfolio-e2e-${randomBytes(4).toString('hex')}`)
    .withBuild()
    .withEnvironment({
      GATEWAY_PORT: '0',
      // The suite speaks plain HTTP to the gateway (its TLS mode is checked in gateway/test/tls-mode.test.ts).
      GATEWAY_MODE: 'plain',
      GATEWAY_ALLOW_PLAIN_HTTP: 'true',
      GATEWAY_HTTPS_PORT: '0',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      SESSION_SECRET: secret(),
      GATEWAY_SECRET: secret(),
      MONGO_ROOT_PASSWORD: secret(),
      MONGO_ANALYTICS_PASSWORD: secret(),
      MONGO_LOGS_PASSWORD: secret(),
      MONGO_CONTENT_PASSWORD: secret(),
      MONGO_MAIL_PASSWORD: secret(),
      MAIL_SECRET_KEYS: secret(),
      REDIS_PASSWORD: secret(),
      GRAFANA_ADMIN_PASSWORD: secret(),
      ANALYTICS_KEEP_BOTS: suiteEnv.ANALYTICS_KEEP_BOTS,
      CONTENT_KEEP_BOTS: suiteEnv.CONTENT_KEEP_BOTS,
      STATS_CACHE_SECONDS: suiteEnv.STATS_CACHE_SECONDS,
      // Every test file signs in from the same address.
      GATEWAY_LOGIN_RATE_PER_MINUTE: '600',
      GATEWAY_INGEST_RATE_PER_SECOND: '200',
    })
    .withDefaultWaitStrategy(Wait.forHealthCheck())
    .withStartupTimeout(600_000)
    .up();
  const gateway = environment.getContainer('gateway-1');
  project.provide('baseUrl', `http://${gateway.getHost()}:${gateway.getMappedPort(8080)}`);
  project.provide('admin', admin);
  // The mail service runs in a container, which cannot reach a catcher on this machine's loopback.
  project.provide('mailCatcher', null);
  project.provide('accessibilityChecks', true);
  return async () => {
    await environment.down({ removeVolumes: true });
  };
}
