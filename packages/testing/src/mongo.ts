import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';

export type MongoForTests = { url: string; dbName: string; stop(): Promise<void> } | { skip: string };

/** A container runtime answers when DOCKER_HOST is set or the usual socket exists; checked before loading Docker clients. */
export function containerRuntimeHint(): string | undefined {
  if (process.env.DOCKER_HOST) return process.env.DOCKER_HOST;
  for (const socket of ['/var/run/docker.sock', `${process.env.XDG_RUNTIME_DIR ?? ''}/podman/podman.sock`]) {
    if (socket.startsWith('/') && existsSync(socket)) return socket;
  }
  return undefined;
}

/**
 * A MongoDB for adapter contract suites: MONGO_URL when set, else a Testcontainers MongoDB when a container
 * runtime answers, else a skip with the reason, which the suite prints. Each call gets its own database name so
 * suites never see each other's data.
 */
export async function mongoForTests(): Promise<MongoForTests> {
  const dbName = `test_${randomBytes(6).toString('hex')}`;
  if (process.env.MONGO_URL) return { url: process.env.MONGO_URL, dbName, stop: async () => {} };
  if (!containerRuntimeHint()) {
    return { skip: 'MONGO_URL is not set and no container runtime answers (no DOCKER_HOST, no Docker socket)' };
  }
  try {
    const { MongoDBContainer } = await import('@testcontainers/mongodb');
    const container = await new MongoDBContainer('mongo:8').start();
    return {
      url: `${container.getConnectionString()}?directConnection=true`,
      dbName,
      stop: async () => {
        await container.stop();
      },
    };
  } catch (err) {
    return { skip: `container runtime did not start MongoDB: ${(err as Error).message.split('\n')[0]}` };
  }
}

/** Prints the skip reason where the test output shows it. */
export function announceSkip(suite: string, reason: string) {
  process.stdout.write(`SKIP ${suite}: ${reason}\n`);
}
