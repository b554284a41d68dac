import type { AnyEndpoint } from '../endpoint.ts';
import type { ServiceName } from '../services.ts';
import { analyticsEndpoints } from './analytics.ts';
import { authEndpoints } from './auth.ts';
import { contentEndpoints } from './content.ts';
import { editorialEndpoints } from './editorial.ts';
import { mediaEndpoints } from './media.ts';
import { mailAdminEndpoints, mailPublicEndpoints } from './mail.ts';
import { readerAudioEndpoints } from './reader-audio.ts';
export { authVerifyPaths } from './auth.ts';
import { logsEndpoints } from './logs.ts';

/** Every endpoint of the platform, by service: the one list the services, web app, gateway and OpenAPI read. */
export const endpointsByService = {
  auth: authEndpoints,
  analytics: analyticsEndpoints,
  logs: logsEndpoints,
  content: { ...contentEndpoints, ...editorialEndpoints, ...mediaEndpoints, ...readerAudioEndpoints },
  mail: { ...mailPublicEndpoints, ...mailAdminEndpoints },
} satisfies Record<ServiceName, Record<string, AnyEndpoint>>;

export const endpoints = {
  ...authEndpoints,
  ...analyticsEndpoints,
  ...logsEndpoints,
  ...contentEndpoints,
  ...editorialEndpoints,
  ...mediaEndpoints,
  ...readerAudioEndpoints,
  ...mailPublicEndpoints,
  ...mailAdminEndpoints,
};
export type EndpointName = keyof typeof endpoints;

export const allEndpoints: readonly AnyEndpoint[] = Object.values(endpointsByService).flatMap((list) =>
  Object.values(list),
);

export {
  authEndpoints,
  analyticsEndpoints,
  logsEndpoints,
  contentEndpoints,
  editorialEndpoints,
  mediaEndpoints,
  readerAudioEndpoints,
  mailPublicEndpoints,
  mailAdminEndpoints,
};
