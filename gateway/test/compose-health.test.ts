import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { serviceNames, serviceTable } from '@portfolio/contracts';

const root = fileURLToPath(new URL('../..', import.meta.url));

interface Service {
  environment?: Record<string, string>;
  volumes?: string[];
  networks?: string[];
}
const compose = parse(readFileSync(`${root}/docker-compose.yml`, 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
};

/** The admin health card in the container deployment: the logs service asks every other service, reads the backups. */
describe('compose: the health report', () => {
  const logs = compose.services.logs!;

  it('gives the logs service every other service of the table at its address, on a network they share', () => {
    const urls = Object.fromEntries(logs.environment!.SERVICE_URLS!.split(',').map((entry) => entry.split('=')));
    const others = serviceNames.filter((name) => name !== 'logs');
    expect(urls).toEqual(Object.fromEntries(others.map((name) => [name, `http://${name}:${serviceTable[name].port}`])));
    for (const name of others) expect(compose.services[name]!.networks, name).toContain('backend');
    expect(logs.networks).toContain('backend');
  });

  it('mounts the folder `make backup MODE=compose` writes into, read only, where BACKUP_DIR points', () => {
    expect(logs.environment!.BACKUP_DIR).toBe('/backups');
    expect(logs.volumes).toContain('./${BACKUP_DIR:-backups}:/backups:ro');
    expect(readFileSync(`${root}/infra/backup/compose-backup.sh`, 'utf8')).toContain(
      'backup_dir=${BACKUP_DIR:-backups}',
    );
  });
});
