import { z } from 'zod';
import { defaultAnswerWithinMs, type AnyEndpoint, type Schema } from './endpoint.ts';
import { allEndpoints, endpointsByService } from './endpoints/index.ts';
import { errorBody } from './error.ts';
import { bodyLimitOf } from './routes.ts';
import { serviceNames } from './services.ts';

type JsonSchema = Record<string, unknown>;

/** The names the contract gives its endpoints (`logs.issue`), for operation ids; others are named by method and path. */
const declaredNames = new Map<AnyEndpoint, string>(
  Object.entries(endpointsByService).flatMap(([service, list]) =>
    Object.entries(list as Record<string, AnyEndpoint>).map(([name, e]) => [e, `${service}.${name}`] as const),
  ),
);
const operationIdOf = (endpoint: AnyEndpoint) =>
  declaredNames.get(endpoint) ?? `${endpoint.method.toLowerCase()}${endpoint.path.replace(/[^A-Za-z0-9]+/g, '_')}`;

/** `/api/admin/logs/:id` as OpenAPI writes it: `/api/admin/logs/{id}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');

/**
 * zod's own JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1): what a caller may send for a request part,
 * what the service answers for a response. Definitions zod extracts (a recursive or registered schema) move to
 * `components.schemas` under the operation's name, with their references rewritten, so every `$ref` resolves
 * inside the document.
 */
function jsonSchemaOf(schema: Schema, io: 'input' | 'output', owner: string, components: Record<string, JsonSchema>) {
  const {
    $schema: _dialect,
    $defs,
    ...root
  } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema & { $defs?: Record<string, JsonSchema> };
  if (!$defs && !JSON.stringify(root).includes('"$ref":"#"')) return root;
  const rootName = `${owner}.${io}`;
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => {
        if (key !== '$ref' || typeof inner !== 'string') return [key, rewrite(inner)];
        if (inner === '#') return [key, `#/components/schemas/${rootName}`];
        return [key, inner.replace(/^#\/\$defs\//, `#/components/schemas/${owner}.`)];
      }),
    );
  };
  for (const [name, def] of Object.entries($defs ?? {})) components[`${owner}.${name}`] = rewrite(def) as JsonSchema;
  components[rootName] = rewrite(root) as JsonSchema;
  return { $ref: `#/components/schemas/${rootName}` };
}

/** One parameter per property of the part's (object) schema. */
function parametersOf(
  schema: Schema | undefined,
  where: 'path' | 'query',
  owner: string,
  components: Record<string, JsonSchema>,
) {
  if (!schema) return [];
  const object = jsonSchemaOf(schema, 'input', `${owner}.${where}`, components);
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, propertySchema]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: propertySchema,
  }));
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
});

function operationOf(endpoint: AnyEndpoint, components: Record<string, JsonSchema>) {
  const operationId = operationIdOf(endpoint);
  const success =
    endpoint.response === null
      ? { description: 'Done; no body.' }
      : {
          description: 'Success.',
          content: {
            [endpoint.responseType]: { schema: jsonSchemaOf(endpoint.response, 'output', operationId, components) },
          },
        };
  const parameters = [
    ...parametersOf(endpoint.params, 'path', operationId, components),
    ...parametersOf(endpoint.query, 'query', operationId, components),
  ];
  const body = endpoint.body ? jsonSchemaOf(endpoint.body, 'input', `${operationId}.body`, components) : undefined;
  // A file's bytes (bytesBody): OpenAPI 3.1 describes raw binary as a string of the media type's content.
  const bodyFor = (type: string) => (endpoint.bytesBody ? { type: 'string', contentMediaType: type } : body);
  return {
    operationId,
    summary: endpoint.summary,
    tags: [endpoint.service],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body || endpoint.bytesBody
      ? {
          requestBody: {
            required: true,
            content: Object.fromEntries(endpoint.contentTypes.map((type) => [type, { schema: bodyFor(type) }])),
          },
        }
      : {}),
    responses: {
      [String(endpoint.status)]: success,
      '4XX': errorResponse("The client's mistake: the contract's error body."),
      '5XX': errorResponse('Our failure (a store away: 503 with Retry-After): the contract error body.'),
    },
    ...(endpoint.access === 'admin' ? { security: [{ session: [] }] } : {}),
    'x-access': endpoint.access,
    // Never reachable from outside (the gateway's own checks, service-to-service calls): listed for maintainers,
    // marked so that a published copy can drop them (the x-internal convention of documentation tools).
    ...(endpoint.access === 'internal' ? { 'x-internal': true } : {}),
    ...(endpoint.method === 'GET' ? {} : { 'x-body-limit': bodyLimitOf(endpoint) }),
    ...(endpoint.rateLimit === 'none' ? {} : { 'x-rate-limit': endpoint.rateLimit }),
    // A caller of its own (a script, a proxy in front) needs to wait as long as the gateway does.
    ...(endpoint.answerWithinMs === defaultAnswerWithinMs ? {} : { 'x-answer-within-ms': endpoint.answerWithinMs }),
  };
}

/**
 * The platform's API as an OpenAPI 3.1 document, built from the endpoint declarations alone: an endpoint added to
 * the list appears here with no other edit. `x-access` says who may call each operation (public, admin, identify,
 * internal); internal operations stay in the document, marked `x-internal`.
 */
export function openApiDocument(list: readonly AnyEndpoint[] = allEndpoints) {
  const components: Record<string, JsonSchema> = {
    ErrorBody: jsonSchemaOf(errorBody, 'output', 'ErrorBody', {}),
  };
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of list) {
    const path = (paths[openApiPath(endpoint.path)] ??= {});
    path[endpoint.method.toLowerCase()] = operationOf(endpoint, components);
  }
  return {
    openapi: '3.1.0' as const,
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Portfolio platform API',
      version: '1',
      description: 'Generated from the endpoint declarations in packages/contracts.',
    },
    tags: serviceNames.map((name) => ({ name })),
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'portfolio_sid',
          description: "The administrator's signed session cookie (named __Host-portfolio_sid over TLS).",
        },
      },
    },
  };
}
export type OpenApiDocument = ReturnType<typeof openApiDocument>;
