import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { mailAdminEndpoints, type EndpointRequest } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';

const admin = { credentials: 'include' } as const;

/** Every query of the inbox starts with this, so that one change refreshes the list, a message and the counts. */
export const messagesKey = ['admin', 'mail', 'messages'] as const;

export type MessageListQuery = EndpointRequest<typeof mailAdminEndpoints.messages>['query'];

/** `mailAdminEndpoints.messages`: a page of the inbox or of the archive; the page shown stays while the next loads. */
export const messagesQuery = (query: MessageListQuery) =>
  queryOptions({
    queryKey: [...messagesKey, 'list', query],
    queryFn: () => callEndpoint(mailAdminEndpoints.messages, { query }, admin),
    placeholderData: keepPreviousData,
  });

/** `mailAdminEndpoints.unreadMessages`: the sidebar's and the dashboard's count, refreshed every minute. */
export const unreadQuery = () =>
  queryOptions({
    queryKey: [...messagesKey, 'unread'],
    queryFn: () => callEndpoint(mailAdminEndpoints.unreadMessages, {}, admin),
    refetchInterval: 60_000,
  });

/** `mailAdminEndpoints.message`: one message. */
export const messageQuery = (id: string) =>
  queryOptions({
    queryKey: [...messagesKey, 'one', id],
    queryFn: () => callEndpoint(mailAdminEndpoints.message, { params: { id } }, admin),
  });

/** `mailAdminEndpoints.updateMessage`: read or unread, archived or restored. */
export const updateMessage = (id: string, body: { read?: boolean; archived?: boolean }) =>
  callEndpoint(mailAdminEndpoints.updateMessage, { params: { id }, body }, admin);

/** `mailAdminEndpoints.deleteMessage`: gone for good. */
export const deleteMessage = (id: string) => callEndpoint(mailAdminEndpoints.deleteMessage, { params: { id } }, admin);

/** `mailAdminEndpoints.replyToMessage`: the answer goes out by mail; the result says whether it left. */
export const replyToMessage = (id: string, body: { subject: string; body: string }) =>
  callEndpoint(mailAdminEndpoints.replyToMessage, { params: { id }, body }, admin);
