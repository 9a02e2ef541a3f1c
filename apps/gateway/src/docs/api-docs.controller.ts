import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Controller, Get, Header, Param, Res } from '@nestjs/common';
import { notFound, openApiDocument, OpenApiDocument } from '@mise/contracts';
import type { Response } from 'express';
import { Public } from '../auth/public.decorator';

/** Swagger UI's own files, served from its package: the reference page loads nothing from elsewhere. */
const VIEWER_FILES = new Map([
  ['swagger-ui.css', 'text/css; charset=utf-8'],
  ['swagger-ui-bundle.js', 'text/javascript; charset=utf-8'],
]);

/**
 * The page's own script, a file rather than inline (the Content Security Policy allows no inline
 * script). No validator badge: it would send the document to a public validator.
 */
const START_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#api-reference',
    deepLinking: true,
    validatorUrl: null,
    tryItOutEnabled: false,
  });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Mise API reference</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <div id="api-reference"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/start.js"></script>
  </body>
</html>
`;

function viewerDir(): string {
  return dirname(require.resolve('swagger-ui-dist/swagger-ui-bundle.js'));
}

/**
 * `GET /api/openapi.json`: the OpenAPI 3.1 document built from the contracts; `GET /api/docs`: a
 * reference page for it (Swagger UI, loaded only on that page). Public, like any API description.
 */
@Controller()
export class ApiDocsController {
  private document?: OpenApiDocument;
  private readonly files = new Map<string, Buffer>();

  @Public()
  @Get('openapi.json')
  openApi(): OpenApiDocument {
    return (this.document ??= openApiDocument());
  }

  @Public()
  @Get('docs')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-cache')
  page(): string {
    return PAGE;
  }

  @Public()
  @Get('docs/:file')
  asset(@Param('file') file: string, @Res() response: Response): void {
    if (file === 'start.js') {
      response.type('text/javascript; charset=utf-8').send(START_SCRIPT);
      return;
    }
    const contentType = VIEWER_FILES.get(file);
    if (!contentType) throw notFound('Not found');
    let bytes = this.files.get(file);
    if (!bytes) {
      bytes = readFileSync(join(viewerDir(), file));
      this.files.set(file, bytes);
    }
    response.set({ 'Content-Type': contentType, 'Cache-Control': 'public, max-age=3600' }).send(bytes);
  }
}
