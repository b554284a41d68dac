import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { startMongoStandIn } from './mongo-stand-in/index.ts';

/** `standIn`: the wire-protocol stand-in answers, not a MongoDB server (see the README for what it cannot vouch for). */
export interface MongoForTests {
  url: string;
  dbName: string;
  stop(): Promise<void>;
  standIn: boolean;
}

/** A container runtime answers when DOCKER_HOST is set or the usual socket exists; checked before loading Docker clients. */
export function containerRuntimeHint(): string | undefined {
  if (process.env.DOCKER_HOST) return process.env.DOCKER_HOST;
  for (const socket of ['/var/run/docker.sock', `${process.env.XDG_RUNTIME_DIR ?? ''}/podman/podman.sock`]) {
    if (socket.startsWith('/') && existsSync(socket)) return socket;
  }
  return undefined;
}

/** The stand-in, announced where the test output shows it, so that nobody mistakes its run for a MongoDB one. */
async function standIn(dbName: string, why: string): Promise<MongoForTests> {
  const { url, stop } = await startMongoStandIn();
  process.stdout.write(
    `MongoDB suites: running against the wire-protocol stand-in (mingo), not a real MongoDB (${why})\n`,
  );
  return { url, dbName, stop, standIn: true };
}

/**
 * A MongoDB for adapter contract suites: MONGO_URL when set, else a Testcontainers MongoDB when a container
 * runtime answers, else the in-process wire-protocol stand-in. Each call gets its own database name so suites
 * never see each other's data.
 */
export async function mongoForTests(): Promise<MongoForTests> {
  const dbName = `test_${randomBytes(6).toString('hex')}`;
  if (process.env.MONGO_URL) return { url: process.env.MONGO_URL, dbName, stop: async () => {}, standIn: false };
  if (!containerRuntimeHint()) return standIn(dbName, 'MONGO_URL is not set and no container runtime answers');
  try {
    const { MongoDBContainer } = await import('@testcontainers/mongodb');
    const container = await new MongoDBContainer('mongo:8').start();
    return {
      url: `${container.getConnectionString()}?directConnection=true`,
      dbName,
      stop: async () => {
        await container.stop();
      },
      standIn: false,
    };
  } catch (err) {
    return standIn(dbName, `the container runtime did not start MongoDB: ${(err as Error).message.split('\n')[0]}`);
  }
}

/** Prints the skip reason where the test output shows it. */
export function announceSkip(suite: string, reason: string) {
  process.stdout.write(`SKIP ${suite}: ${reason}\n`);
}
