import { describe, it } from 'vitest';
import { announceSkip } from '@portfolio/testing';

/** Stands in for the compose-level suite where no container runtime answers (vitest.compose.config.ts). */
const reason = 'no container runtime answers (no DOCKER_HOST, no Docker or Podman socket)';
announceSkip('e2e-compose: every e2e scenario against docker-compose.yml (Testcontainers)', reason);

describe.skip(`e2e-compose: ${reason}`, () => {
  it('runs every file of e2e/tests against docker-compose.yml', () => {});
});
