import { z } from 'zod';
import * as account from './account';
import * as errors from './errors';
import * as extraction from './extraction';
import * as health from './health';
import { HTTP_ROUTES, HttpErrorBody, HttpRoute } from './http-api';
import * as mediaImport from './media-import';
import * as recipes from './recipes';
import * as shopping from './shopping';
import * as social from './social';
import * as users from './users';

/*
 * The OpenAPI 3.1 document of the HTTP API, built from `HTTP_ROUTES` and the zod schemas they name
 * (z.toJSONSchema, JSON Schema 2020-12 as OpenAPI 3.1 takes it). Request bodies and queries are
 * described as the gateway accepts them (zod's input side: defaults make a field optional), answers as
 * they are sent (the output side). A schema exported from the contracts keeps its export's name.
 */

type JsonSchema = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, unknown> };
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No content',
  400: 'The request is not valid (the text says which field and why)',
  401: 'No valid token: sign in again',
  403: 'Not allowed for this person',
  404: 'Not found, or not visible to this person',
  409: 'In conflict with the current state',
  413: 'The upload is too large',
  422: 'Well-formed, but nothing could be read from it',
  429: 'Too many requests: wait and try again',
  500: 'Something failed on the server',
  503: 'A service the call needs is not answering',
};

/** Export names of the contract schemas, so that the document calls a schema what the code calls it. */
function exportedNames(): Map<z.ZodType, string> {
  const names = new Map<z.ZodType, string>();
  for (const module of [account, errors, extraction, health, mediaImport, recipes, shopping, social, users])
    for (const [name, value] of Object.entries(module))
      if (value instanceof z.ZodType && !names.has(value)) names.set(value, name);
  return names;
}

/** 'post /api/recipes/:id/copy' -> 'postRecipesIdCopy'. */
export function operationId(route: Pick<HttpRoute, 'method' | 'path'>): string {
  const words = route.path
    .replace(/^\/api\//, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return route.method + words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
}

/** Express `:name` segments as OpenAPI `{name}`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** Component names for one side (input or output), each schema registered once. */
class Side {
  readonly registry = z.registry<{ id: string }>();

  constructor(
    private readonly names: Map<z.ZodType, string>,
    private readonly taken: Set<string>,
    private readonly suffix: string,
  ) {}

  ref(schema: z.ZodType, fallbackName: string): JsonSchema {
    let id = this.registry.get(schema)?.id;
    if (!id) {
      const base = this.names.get(schema) ?? fallbackName;
      id = this.taken.has(base) ? `${base}${this.suffix}` : base;
      this.taken.add(id);
      this.registry.add(schema, { id });
    }
    return { $ref: `#/components/schemas/${id}` };
  }

  schemas(io: 'input' | 'output'): Record<string, JsonSchema> {
    const { schemas } = z.toJSONSchema(this.registry, {
      target: 'draft-2020-12',
      io,
      // A transform's output or a custom check has no JSON Schema: documented as any value.
      unrepresentable: 'any',
      uri: (id) => `#/components/schemas/${id}`,
    });
    return Object.fromEntries(
      Object.entries(schemas).map(([id, schema]) => {
        const { $schema: _dialect, $id: _id, ...rest } = schema as JsonSchema;
        return [id, rest];
      }),
    );
  }
}

function parameters(route: HttpRoute): unknown[] {
  const params: unknown[] = [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  if (route.query) {
    const shape = z.toJSONSchema(route.query, { io: 'input', unrepresentable: 'any' }) as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    for (const [name, schema] of Object.entries(shape.properties ?? {})) {
      const plain = schema.type === 'string' || schema.type === 'number' || schema.type === 'integer';
      params.push({
        name,
        in: 'query',
        required: (shape.required ?? []).includes(name),
        // A structured value travels as JSON text in the query string.
        ...(plain || schema.type === 'boolean' || schema.enum
          ? { schema }
          : { content: { 'application/json': { schema } } }),
      });
    }
  }
  return params;
}

function requestBody(route: HttpRoute, inputs: Side, opId: string): unknown {
  const content: Record<string, unknown> = {};
  const jsonRef = route.json ? inputs.ref(route.json, `${opId}Body`) : undefined;
  if (jsonRef) content['application/json'] = { schema: jsonRef };
  if (route.multipart) {
    const { file, fileRequired, fields } = route.multipart;
    const filePart = {
      type: 'object',
      properties: { [file]: { type: 'string', contentMediaType: 'application/octet-stream' } },
      ...(fileRequired ? { required: [file] } : {}),
    };
    const others = fields ? inputs.ref(fields, `${opId}Fields`) : jsonRef;
    content['multipart/form-data'] = {
      schema: others ? { allOf: [others, filePart] } : filePart,
      ...(jsonRef && !fields
        ? { description: 'The JSON body’s fields as text parts (lists and objects as JSON text)' }
        : {}),
    };
  }
  return Object.keys(content).length > 0
    ? { required: !route.multipart?.file || !!route.json, content }
    : undefined;
}

function responses(route: HttpRoute, outputs: Side, opId: string): Record<string, unknown> {
  const { ok } = route;
  const success: Record<string, unknown> = { description: ok.description ?? STATUS_TEXT[ok.status] ?? 'OK' };
  if (ok.body) success.content = { 'application/json': { schema: outputs.ref(ok.body, `${opId}Reply`) } };
  else if (ok.mediaType) success.content = { [ok.mediaType]: {} };
  if (route.headers)
    success.headers = Object.fromEntries(
      Object.entries(route.headers).map(([name, description]) => [
        name,
        { description, schema: { type: 'string' } },
      ]),
    );
  const failures = new Set(route.errors ?? []);
  if (route.auth !== 'none') [401, 429].forEach((status) => failures.add(status));
  // A path segment that is not valid percent-encoding cannot be read as a parameter.
  if (route.path.includes('/:')) failures.add(400);
  failures.add(500);
  const error = route.errorMediaType
    ? { content: { [route.errorMediaType]: {} } }
    : { content: { 'application/json': { schema: outputs.ref(HttpErrorBody, 'ErrorBody') } } };
  return {
    [ok.status]: success,
    ...(route.notModified ? { 304: { description: STATUS_TEXT[304] ?? 'Not Modified' } } : {}),
    ...Object.fromEntries(
      [...failures]
        .sort()
        .map((status) => [status, { description: STATUS_TEXT[status] ?? 'Error', ...error }]),
    ),
  };
}

export function openApiDocument(routes: HttpRoute[] = HTTP_ROUTES, version = '1'): OpenApiDocument {
  const names = exportedNames();
  const taken = new Set<string>();
  const outputs = new Side(names, taken, 'Reply');
  const inputs = new Side(names, taken, 'Input');
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    const opId = operationId(route);
    const security =
      route.auth === 'none'
        ? []
        : route.auth === 'bearer-or-query'
          ? [{ bearer: [] }, { accessToken: [] }]
          : [{ bearer: [] }];
    const body = requestBody(route, inputs, opId);
    (paths[openApiPath(route.path)] ??= {})[route.method] = {
      operationId: opId,
      tags: [route.tag],
      summary: route.summary,
      security,
      parameters: parameters(route),
      ...(body ? { requestBody: body } : {}),
      responses: responses(route, outputs, opId),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Mise API',
      version,
      description:
        'The recipe app’s HTTP API. Every call but the public ones takes a Firebase ID token as `Authorization: Bearer <token>`. ' +
        'Every failure answers `{ "error": "<text a person can read>" }` with the status.',
    },
    servers: [{ url: '/' }],
    tags: [...new Set(routes.map((r) => r.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: { ...outputs.schemas('output'), ...inputs.schemas('input') },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token' },
        accessToken: { type: 'apiKey', in: 'query', name: 'access_token' },
      },
    },
  };
}
