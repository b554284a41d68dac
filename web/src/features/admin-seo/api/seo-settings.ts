import { queryOptions } from '@tanstack/react-query';
import { seoSettingsEndpoints, type SeoSettings } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';

const admin = { credentials: 'include' } as const;

/** `seoSettingsEndpoints.seoSettings`: the settings (the defaults before the first save) and the images they name. */
export const seoSettingsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'seo', 'settings'],
    queryFn: ({ signal }) => callEndpoint(seoSettingsEndpoints.seoSettings, {}, { ...admin, signal }),
  });

/** `seoSettingsEndpoints.saveSeoSettings`: the settings as a whole; every image named must be in the library. */
export const saveSeoSettings = (body: SeoSettings) =>
  callEndpoint(seoSettingsEndpoints.saveSeoSettings, { body }, admin);
