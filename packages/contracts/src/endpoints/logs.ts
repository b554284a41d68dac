import {
  issueDeleted,
  issueDetail,
  issueList,
  issueListQuery,
  issueParams,
  issueStatusUpdate,
  issueSummary,
  logBatch,
  logIngestResponse,
  logPurgeRequest,
  logPurgeResponse,
  serverLogBatch,
} from '../logs.ts';
import { endpoint } from '../endpoint.ts';
import { healthReport } from '../health.ts';

const service = 'logs';
/** Triage calls carry a few bytes at most. */
const smallBody = 1024;

export const logsEndpoints = {
  ingest: endpoint({
    service,
    method: 'POST',
    path: '/api/logs',
    access: 'public',
    summary: "The browser's batch of errors and warnings, as fetch (JSON) or sendBeacon (text/plain) sends it.",
    body: logBatch,
    response: logIngestResponse,
    status: 202,
    contentTypes: ['application/json', 'text/plain'],
    rateLimit: 'ingest',
    sameSiteOnly: false,
    // Each entry carries its sender's id, which names its record: a batch posted twice is applied once.
    retrySafe: true,
  }),
  ingestServerErrors: endpoint({
    service,
    method: 'POST',
    path: '/api/internal/logs',
    access: 'internal',
    summary: "Our services' own server errors, posted directly by them with the gateway secret.",
    body: serverLogBatch,
    response: logIngestResponse,
    status: 202,
    sameSiteOnly: false,
  }),
  issues: endpoint({
    service,
    method: 'GET',
    path: '/api/admin/logs',
    access: 'admin',
    summary: 'Issues (errors grouped by fingerprint), filtered and paged by cursor.',
    query: issueListQuery,
    response: issueList,
  }),
  purge: endpoint({
    service,
    method: 'POST',
    path: '/api/admin/logs/purge',
    access: 'admin',
    summary: 'Removes issues and occurrences older than a number of days.',
    body: logPurgeRequest,
    response: logPurgeResponse,
    bodyLimit: smallBody,
  }),
  issue: endpoint({
    service,
    method: 'GET',
    path: '/api/admin/logs/:id',
    access: 'admin',
    summary: 'One issue with its latest occurrences.',
    params: issueParams,
    response: issueDetail,
  }),
  issueStatus: endpoint({
    service,
    method: 'PATCH',
    path: '/api/admin/logs/:id',
    access: 'admin',
    summary: "Sets an issue's status (open, resolved, ignored).",
    params: issueParams,
    body: issueStatusUpdate,
    response: issueSummary,
    bodyLimit: smallBody,
  }),
  issueDelete: endpoint({
    service,
    method: 'DELETE',
    path: '/api/admin/logs/:id',
    access: 'admin',
    summary: 'Deletes an issue and its occurrences.',
    params: issueParams,
    response: issueDeleted,
    bodyLimit: smallBody,
  }),
  health: endpoint({
    service,
    method: 'GET',
    path: '/api/admin/health',
    access: 'admin',
    summary:
      "Every service's state (ready, degraded with its reasons, down), spool and job backlogs, free disk, last backup.",
    response: healthReport,
  }),
};
