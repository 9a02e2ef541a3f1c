import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { OpenApiDocument } from '@mise/contracts';

/** One answer of the app as a test received it, with the route the router matched. */
export interface RecordedResponse {
  method: string;
  /** The router's path, `/api/recipes/:id`. */
  route: string;
  status: number;
  contentType: string;
  /** Null when the body was too large to keep. */
  body: Buffer | null;
}

/** Bodies above this are not kept (exports carrying many photos); their status is still checked. */
const MAX_KEPT_BYTES = 4 * 1024 * 1024;

type RoutedRequest = IncomingMessage & { route?: { path?: string } };

/**
 * Records every answer `server` finishes for a route of its router (supertest and fetch alike reach
 * it through the server's `request` event). An endless stream never finishes and is not recorded.
 */
export function recordResponses(server: Server): RecordedResponse[] {
  const recorded: RecordedResponse[] = [];
  server.prependListener('request', (req: RoutedRequest, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function' || size > MAX_KEPT_BYTES)
        return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
      size += buffer.length;
      chunks.push(buffer);
    };
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    res.write = ((...args: unknown[]) => {
      keep(args[0], args[1]);
      return write(...args);
    }) as typeof res.write;
    res.end = ((...args: unknown[]) => {
      keep(args[0], args[1]);
      return end(...args);
    }) as typeof res.end;
    res.on('finish', () => {
      const route = req.route?.path;
      if (!route || !req.method) return;
      recorded.push({
        method: req.method.toLowerCase(),
        route,
        status: res.statusCode,
        contentType: String(res.getHeader('content-type') ?? ''),
        body: size > MAX_KEPT_BYTES ? null : Buffer.concat(chunks),
      });
    });
  });
  return recorded;
}

interface DocumentedResponse {
  content?: Record<string, { schema?: Record<string, unknown> }>;
}

/** `/api/recipes/:id` as the document writes it. */
const documentPath = (route: string) => route.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** Checks recorded answers against an OpenAPI document's responses and their JSON schemas. */
export class ResponseChecker {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: false });
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly document: OpenApiDocument) {
    addFormats(this.ajv);
    this.ajv.addSchema({ $id: 'api', components: document.components });
  }

  private validator(ref: string): ValidateFunction {
    let validate = this.validators.get(ref);
    if (!validate) {
      validate = this.ajv.getSchema(`api${ref}`);
      if (!validate) throw new Error(`the document has no schema ${ref}`);
      this.validators.set(ref, validate);
    }
    return validate;
  }

  /**
   * What is wrong with one answer, or null. Routes the document lacks are left to the spec that
   * compares the router with the document.
   */
  mismatch(response: RecordedResponse): string | null {
    const label = `${response.method.toUpperCase()} ${response.route} answered ${response.status}`;
    const operation = this.document.paths[documentPath(response.route)]?.[response.method] as
      { responses: Record<string, DocumentedResponse> } | undefined;
    if (!operation) return null;
    const documented = operation.responses[String(response.status)];
    if (!documented) return `${label}, which the document does not list`;
    const schema = documented.content?.['application/json']?.schema;
    if (!documented.content) {
      return response.body && response.body.length > 0
        ? `${label} with a body; the document says none`
        : null;
    }
    if (!schema || !response.body) return null;
    if (!response.contentType.includes('application/json'))
      return `${label} as ${response.contentType}, not JSON`;
    let body: unknown;
    try {
      body = JSON.parse(response.body.toString('utf8'));
    } catch {
      return `${label} with a body that is not JSON`;
    }
    const ref = (schema as { $ref?: string }).$ref;
    const validate = ref ? this.validator(ref) : this.ajv.compile(schema);
    if (validate(body)) return null;
    const [first] = validate.errors ?? [];
    return `${label}: ${first?.instancePath || '(body)'} ${first?.message ?? 'does not match'} (${ref ?? 'inline schema'})`;
  }

  /** Every distinct mismatch among `responses`. */
  mismatches(responses: RecordedResponse[]): string[] {
    return [...new Set(responses.map((r) => this.mismatch(r)).filter((m): m is string => m !== null))];
  }
}
