import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serviceNames, type ServiceName } from '@portfolio/contracts';
import type { EmbeddedService, StartedService } from '@portfolio/kit';

/**
 * Starts every service of the route table whose package is installed (`@portfolio/<name>` exporting
 * `embedded`). A service added later is mounted by adding it to the route table: nothing here changes.
 */
export async function startServices(
  env: NodeJS.ProcessEnv,
  announce: (message: string) => void,
): Promise<Map<ServiceName, StartedService>> {
  const started = new Map<ServiceName, StartedService>();
  for (const name of serviceNames) {
    const module = await importService(name);
    // The map itself goes along: the services started later join it, for the logs service's health report.
    if (module) started.set(name, await module.embedded.start(env, announce, started));
  }
  return started;
}

/** A service is present when its package resolves and its entry file exists (a package still being built is not). */
async function importService(name: ServiceName): Promise<{ embedded: EmbeddedService } | undefined> {
  let entry: string;
  try {
    entry = fileURLToPath(import.meta.resolve(`@portfolio/${name}`));
  } catch {
    return undefined;
  }
  if (!existsSync(entry)) return undefined;
  return (await import(pathToFileURL(entry).href)) as { embedded: EmbeddedService };
}
