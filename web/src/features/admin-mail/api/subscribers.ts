import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { mailAdminEndpoints, type EndpointRequest } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';

const admin = { credentials: 'include' } as const;

export const subscribersKey = ['admin', 'mail', 'subscribers'] as const;

export type SubscriberListQuery = EndpointRequest<typeof mailAdminEndpoints.subscribers>['query'];
export type SubscriberExportQuery = EndpointRequest<typeof mailAdminEndpoints.exportSubscribers>['query'];

/** `mailAdminEndpoints.subscribers`: a page of subscribers and the count per status. */
export const subscribersQuery = (query: SubscriberListQuery) =>
  queryOptions({
    queryKey: [...subscribersKey, 'list', query],
    queryFn: () => callEndpoint(mailAdminEndpoints.subscribers, { query }, admin),
    placeholderData: keepPreviousData,
  });

/** `mailAdminEndpoints.exportSubscribers`: every subscriber the filters match, for the CSV built in the browser. */
export const exportSubscribers = (query: SubscriberExportQuery) =>
  callEndpoint(mailAdminEndpoints.exportSubscribers, { query }, admin);

/** `mailAdminEndpoints.eraseSubscriber`: the address, its deliveries and its place on the suppression list. */
export const eraseSubscriber = (id: string) =>
  callEndpoint(mailAdminEndpoints.eraseSubscriber, { params: { id } }, admin);

/**
 * `mailAdminEndpoints.importSubscribers`: the file's bytes as the body. The administrator has stated that these
 * people consented; `confirmed` states they already confirmed elsewhere.
 */
export const importSubscribers = async (
  file: Blob,
  query: EndpointRequest<typeof mailAdminEndpoints.importSubscribers>['query'],
) =>
  callEndpoint(mailAdminEndpoints.importSubscribers, { query, body: new Uint8Array(await file.arrayBuffer()) }, admin);
