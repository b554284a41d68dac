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
    if (module) started.set(name, await module.embedded.start(env, announce));
  }
  return started;
}

async function importService(name: ServiceName): Promise<{ embedded: EmbeddedService } | undefined> {
  try {
    return (await import(`@portfolio/${name}`)) as { embedded: EmbeddedService };
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ERR_MODULE_NOT_FOUND' && String((err as Error).message).includes(`@portfolio/${name}`))
      return undefined;
    throw err;
  }
}
