import { defineProject } from 'vitest/config';
import { containerRuntimeHint } from '@portfolio/testing';
import { e2eProject } from './project.ts';

/**
 * The same browser suite against docker-compose.yml, started with Testcontainers. Without a container runtime the
 * project runs a single skipped test that prints why, so the skip shows in the output.
 */
export default containerRuntimeHint()
  ? e2eProject('e2e-compose', './support/compose-setup.ts')
  : defineProject({
      test: { name: 'e2e-compose', root: import.meta.dirname, include: ['compose/unavailable.test.ts'] },
    });
