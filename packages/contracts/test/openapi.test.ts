import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allEndpoints, endpoint, mediaLimits, openApiDocument, openApiPath, type AnyEndpoint } from '../src/index.ts';

type Json = Record<string, unknown>;
const methods = ['get', 'post', 'put', 'patch', 'delete'];

/** Every `$ref` in `value`, with where it was found. */
function refsIn(value: unknown, at = '#'): { ref: string; at: string }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => refsIn(v, `${at}/${i}`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === '$ref' && typeof inner === 'string' ? [{ ref: inner, at }] : refsIn(inner, `${at}/${key}`),
  );
}

/** Follows a local JSON pointer (`#/components/schemas/ErrorBody`) through the document. */
const resolve = (document: unknown, ref: string) =>
  ref
    .slice(2)
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, part) => (node as Json | undefined)?.[part], document);

const operationOf = (document: ReturnType<typeof openApiDocument>, e: AnyEndpoint) =>
  (document.paths[openApiPath(e.path)] as Record<string, Json> | undefined)?.[e.method.toLowerCase()];

describe('the OpenAPI document', () => {
  const document = openApiDocument();

  it('is OpenAPI 3.1 with JSON Schema 2020-12 and an operation per declared endpoint, nothing more', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.jsonSchemaDialect).toBe('https://json-schema.org/draft/2020-12/schema');
    const listed = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((key) => methods.includes(key))
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
    const declared = allEndpoints.map((e) => `${e.method} ${openApiPath(e.path)}`);
    expect(listed.sort()).toEqual(declared.sort());
    for (const path of Object.keys(document.paths)) expect(path, path).not.toMatch(/:/);
  });

  it('describes each operation: parameters, bodies per content type, success and error answers, access', () => {
    const ids = new Set<string>();
    for (const e of allEndpoints) {
      const operation = operationOf(document, e)!;
      const name = `${e.method} ${e.path}`;
      expect(operation['x-access'], name).toBe(e.access);
      expect(operation.tags, name).toEqual([e.service]);
      expect(operation.summary, name).toBe(e.summary);
      ids.add(operation.operationId as string);

      const parameters = (operation.parameters ?? []) as { name: string; in: string; required: boolean }[];
      const pathNames = [...e.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
      expect(
        parameters.filter((p) => p.in === 'path').map((p) => p.name),
        name,
      ).toEqual(pathNames);
      for (const p of parameters.filter((p) => p.in === 'path')) expect(p.required, name).toBe(true);
      if (e.query)
        expect(
          parameters.some((p) => p.in === 'query'),
          name,
        ).toBe(true);

      const body = operation.requestBody as { content: Record<string, { schema: Json }> } | undefined;
      if (e.body || e.bytesBody) expect(Object.keys(body!.content), name).toEqual([...e.contentTypes]);
      else expect(body, name).toBeUndefined();

      const responses = operation.responses as Record<string, { content?: Record<string, { schema: Json }> }>;
      expect(Boolean(responses[String(e.status)]!.content), name).toBe(e.response !== null);
      // A metrics page is Prometheus text, every other answer JSON: the document says which.
      if (e.response !== null)
        expect(Object.keys(responses[String(e.status)]!.content!), name).toEqual([e.responseType]);
      for (const range of ['4XX', '5XX']) {
        expect(responses[range]!.content!['application/json']!.schema, name).toEqual({
          $ref: '#/components/schemas/ErrorBody',
        });
      }
      if (e.access === 'internal') expect(operation['x-internal'], name).toBe(true);
    }
    expect(ids.size).toBe(allEndpoints.length);
  });

  it('has a schema for every body that is free of references or resolves inside the document', () => {
    for (const { ref, at } of refsIn(document)) {
      expect(ref, at).toMatch(/^#\//);
      expect(resolve(document, ref), `${at} → ${ref}`).toBeTypeOf('object');
    }
    expect(resolve(document, '#/components/schemas/ErrorBody')).toMatchObject({
      type: 'object',
      required: ['code', 'message'],
    });
    // zod's own output, not a hand-written copy: the login body keeps its bounds and refuses unknown keys.
    const login = operationOf(
      document,
      allEndpoints.find((e) => e.path.endsWith('/login'))!,
    )!;
    const loginBody = (login.requestBody as { content: Record<string, { schema: Json }> }).content['application/json'];
    expect(loginBody!.schema).toMatchObject({
      type: 'object',
      additionalProperties: false,
      required: ['email', 'password'],
    });
  });

  it('lists an endpoint added to the list with no other edit, requests as input and answers as output', () => {
    // A recursive schema: zod writes it with a reference, which must still resolve inside the document.
    const thread: z.ZodType<{ text: string; replies: unknown[] }> = z.object({
      text: z.string(),
      get replies() {
        return z.array(thread);
      },
    });
    const added = endpoint({
      service: 'logs',
      method: 'POST',
      path: '/api/admin/logs/:id/notes',
      access: 'admin',
      summary: 'Adds a note to an issue.',
      params: z.object({ id: z.string() }),
      query: z.object({ draft: z.enum(['yes', 'no']).optional() }),
      body: z.object({ text: z.string().max(500), pinned: z.boolean().default(false) }),
      response: z.object({
        id: z.string(),
        at: z
          .string()
          .transform((s) => new Date(s))
          .pipe(z.date())
          .optional(),
        thread: thread.optional(),
      }),
      status: 201,
    });
    const withAdded = openApiDocument([...allEndpoints, added]);
    const operation = withAdded.paths['/api/admin/logs/{id}/notes']!.post as Json;
    expect(operation).toMatchObject({
      summary: 'Adds a note to an issue.',
      tags: ['logs'],
      'x-access': 'admin',
      parameters: [
        { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
        { name: 'draft', in: 'query', required: false },
      ],
    });
    const requestSchema = (operation.requestBody as { content: Record<string, { schema: Json }> }).content[
      'application/json'
    ]!.schema;
    // A default makes a field optional for the caller.
    expect(requestSchema.required).toEqual(['text']);
    expect((operation.responses as Record<string, unknown>)['201']).toBeDefined();
    const refs = refsIn(withAdded);
    expect(refs.some(({ ref }) => ref !== '#/components/schemas/ErrorBody')).toBe(true);
    for (const { ref, at } of refs) expect(resolve(withAdded, ref), `${at} → ${ref}`).toBeTypeOf('object');
    expect(openApiDocument().paths['/api/admin/logs/{id}/notes']).toBeUndefined();
  });

  it('describes a file body as binary content of each declared type, with its limit', () => {
    const upload = endpoint({
      service: 'content',
      method: 'POST',
      path: '/api/admin/content/files',
      access: 'admin',
      summary: 'Uploads a file.',
      response: null,
      bytesBody: true,
      contentTypes: ['image/png', 'application/octet-stream'],
      bodyLimit: 4096,
    });
    const operation = openApiDocument([...allEndpoints, upload]).paths['/api/admin/content/files']!.post as Json;
    expect(operation.requestBody).toEqual({
      required: true,
      content: {
        'image/png': { schema: { type: 'string', contentMediaType: 'image/png' } },
        'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } },
      },
    });
    expect(operation['x-body-limit']).toBe(4096);
  });

  it('says how long an operation may take to answer when it is longer than the gateway default, and only then', () => {
    const paths = openApiDocument().paths;
    const upload = paths['/api/admin/content/media']!.post as Json;
    expect(upload['x-answer-within-ms']).toBe(mediaLimits.uploadAnswerWithinMs);
    expect((paths['/api/admin/content/media']!.get as Json)['x-answer-within-ms']).toBeUndefined();
  });
});
