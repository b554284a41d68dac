// zod mini, not classic: the visitor's page validates the API's answers with these schemas (`Schema`, endpoint.ts).
import * as z from 'zod/mini';
import {
  loginRequest,
  loginResponse,
  logoutResponse,
  preferenceParams,
  preferenceResponse,
  preferenceUpdate,
  sessionResponse,
} from '../admin.ts';
import { endpoint } from '../endpoint.ts';

const service = 'auth';

export const authEndpoints = {
  login: endpoint({
    service,
    method: 'POST',
    path: '/api/admin/login',
    access: 'public',
    summary: 'Signs the administrator in: sets the session cookie (and the known-device cookie).',
    body: loginRequest,
    response: loginResponse,
    rateLimit: 'login',
  }),
  logout: endpoint({
    service,
    method: 'POST',
    path: '/api/admin/logout',
    access: 'public',
    summary: 'Ends the session on the server and clears its cookie; succeeds without one too.',
    response: logoutResponse,
  }),
  session: endpoint({
    service,
    method: 'GET',
    path: '/api/admin/session',
    access: 'public',
    summary: 'Whether the caller is the signed-in administrator, and who.',
    response: sessionResponse,
  }),
  verifyAdmin: endpoint({
    service,
    method: 'GET',
    path: '/api/admin/verify',
    access: 'internal',
    summary: "The gateway's check for admin routes: 204 for the administrator, 401 otherwise, 503 when unsure.",
    response: null,
  }),
  verifyIdentify: endpoint({
    service,
    method: 'GET',
    path: '/api/admin/verify/identify',
    access: 'internal',
    summary: "The gateway's check for identify routes: always 204, naming the caller's role in x-auth-role.",
    response: null,
  }),
  preferenceGet: endpoint({
    service,
    method: 'GET',
    path: '/api/admin/preferences/:key',
    access: 'admin',
    summary: "One of the administrator's preferences.",
    params: preferenceParams,
    response: preferenceResponse,
  }),
  preferenceSet: endpoint({
    service,
    method: 'PUT',
    path: '/api/admin/preferences/:key',
    access: 'admin',
    summary: "Sets one of the administrator's preferences.",
    params: preferenceParams,
    body: preferenceUpdate,
    response: preferenceResponse,
  }),
  openApi: endpoint({
    service,
    method: 'GET',
    path: '/api/admin/openapi',
    access: 'admin',
    summary: 'This API described as an OpenAPI 3.1 document, generated from the contract.',
    response: z.looseObject({ openapi: z.literal('3.1.0'), paths: z.record(z.string(), z.unknown()) }),
  }),
};

/** Paths the gateway's auth_request calls; never reachable from outside. */
export const authVerifyPaths = {
  /** 204 for the administrator, 401 for anyone else: guards admin-only routes. */
  require: authEndpoints.verifyAdmin.path,
  /** Always 204; says who is asking so a public route can serve more to the administrator. */
  identify: authEndpoints.verifyIdentify.path,
} as const;
