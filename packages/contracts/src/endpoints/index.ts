import type { AnyEndpoint } from '../endpoint.ts';
import type { ServiceName } from '../services.ts';
import { analyticsEndpoints } from './analytics.ts';
import { analyticsPathsEndpoints } from './analytics-paths.ts';
import { accountEndpoints } from './account.ts';
import { authEndpoints } from './auth.ts';
import { contentEndpoints } from './content.ts';
import { aiProviderEndpoints } from './ai-providers.ts';
import { editorialEndpoints } from './editorial.ts';
import { gameAnalyticsEndpoints, gamesEndpoints } from './games.ts';
import { mediaEndpoints } from './media.ts';
import { mailAdminEndpoints, mailPublicEndpoints } from './mail.ts';
import { metricsEndpoints } from './metrics.ts';
import { readerAudioEndpoints } from './reader-audio.ts';
import { redirectEndpoints } from './redirects.ts';
import { seoAuditEndpoints } from './seo-audit.ts';
import { seoSettingsEndpoints } from './seo-settings.ts';
export { authVerifyPaths } from './auth.ts';
import { siteContentEndpoints } from './site-content.ts';
import { logsEndpoints } from './logs.ts';

/** Every endpoint of the platform, by service: the one list the services, web app, gateway and OpenAPI read. */
export const endpointsByService = {
  auth: { ...authEndpoints, ...accountEndpoints, ...metricsEndpoints.auth },
  analytics: {
    ...analyticsEndpoints,
    ...analyticsPathsEndpoints,
    ...gameAnalyticsEndpoints,
    ...metricsEndpoints.analytics,
  },
  logs: { ...logsEndpoints, ...metricsEndpoints.logs },
  content: {
    ...contentEndpoints,
    ...editorialEndpoints,
    ...mediaEndpoints,
    ...readerAudioEndpoints,
    ...redirectEndpoints,
    ...seoSettingsEndpoints,
    ...siteContentEndpoints,
    ...seoAuditEndpoints,
    ...gamesEndpoints,
    ...aiProviderEndpoints,
    ...metricsEndpoints.content,
  },
  mail: { ...mailPublicEndpoints, ...mailAdminEndpoints, ...metricsEndpoints.mail },
} satisfies Record<ServiceName, Record<string, AnyEndpoint>>;

export const endpoints = {
  ...authEndpoints,
  ...accountEndpoints,
  ...analyticsEndpoints,
  ...analyticsPathsEndpoints,
  ...gameAnalyticsEndpoints,
  ...logsEndpoints,
  ...contentEndpoints,
  ...editorialEndpoints,
  ...mediaEndpoints,
  ...readerAudioEndpoints,
  ...redirectEndpoints,
  ...seoSettingsEndpoints,
  ...siteContentEndpoints,
  ...seoAuditEndpoints,
  ...gamesEndpoints,
  ...aiProviderEndpoints,
  ...mailPublicEndpoints,
  ...mailAdminEndpoints,
  ...metricsEndpoints.auth,
  ...metricsEndpoints.analytics,
  ...metricsEndpoints.logs,
  ...metricsEndpoints.content,
  ...metricsEndpoints.mail,
};
export type EndpointName = keyof typeof endpoints;

export const allEndpoints: readonly AnyEndpoint[] = Object.values(endpointsByService).flatMap((list) =>
  Object.values(list),
);

export {
  authEndpoints,
  accountEndpoints,
  analyticsEndpoints,
  analyticsPathsEndpoints,
  logsEndpoints,
  contentEndpoints,
  editorialEndpoints,
  mediaEndpoints,
  readerAudioEndpoints,
  redirectEndpoints,
  seoSettingsEndpoints,
  siteContentEndpoints,
  seoAuditEndpoints,
  gamesEndpoints,
  gameAnalyticsEndpoints,
  aiProviderEndpoints,
  mailPublicEndpoints,
  mailAdminEndpoints,
  metricsEndpoints,
};
