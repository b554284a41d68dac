import { existsSync } from 'node:fs';

/**
 * What the gateway reads from its environment, outside the configuration schemas of its commands: the local
 * topology's children start from a clean environment and inherit only PATH, and nginx is Debian's unless
 * NGINX_PATH names another.
 */
export const inheritedPath = () => process.env.PATH ?? '';

export const nginxBinary = () =>
  process.env.NGINX_PATH ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');

/** What `make start-gateway` hands its services: its own environment but the address it listens on itself. */
export function serviceEnvironment(): NodeJS.ProcessEnv {
  const { HOST: _host, PORT: _port, ...rest } = process.env;
  return rest;
}
