import { Controller, Header } from '@nestjs/common';
import { ops } from '@logiscope/proto/http';
import { Endpoint } from '../http/endpoint.decorator';
import { API_VERSION, buildOpenApiDocument, buildPublicOpenApiDocument } from './openapi.document';
import { ServedOperations } from './served-operations';
import { DOCS_ASSETS_PATH, DOCS_INIT_FILES } from './docs-assets';

/** Swagger UI from the swagger-ui-dist npm package; its scripts and styles are served by this origin (CSP: self). */
const referencePage = (title: string, init: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${title}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="${DOCS_ASSETS_PATH}/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${DOCS_ASSETS_PATH}/swagger-ui-bundle.js"></script>
<script src="${DOCS_ASSETS_PATH}/${init}"></script>
</body>
</html>
`;

/**
 * The APIs described by their own declarations: what this server serves, nothing planned. Two documents: the session
 * API the web app uses (/api/openapi.json) and the public API v1 for integrations (/api/v1/openapi.json), each with its
 * reference page.
 */
@Controller()
export class OpenApiController {
  private document: ReturnType<typeof buildOpenApiDocument> | undefined;
  private publicDocument: ReturnType<typeof buildPublicOpenApiDocument> | undefined;

  constructor(private readonly served: ServedOperations) {}

  @Endpoint(ops.openApiDocument)
  openApi() {
    this.document ??= buildOpenApiDocument(this.served.list(), { version: API_VERSION });
    return this.document;
  }

  @Endpoint(ops.apiDocs)
  @Header('Content-Type', 'text/html; charset=utf-8')
  docs(): string {
    return referencePage('LogiScope API reference', DOCS_INIT_FILES.session);
  }

  @Endpoint(ops.publicOpenApiDocument)
  publicOpenApi() {
    this.publicDocument ??= buildPublicOpenApiDocument(this.served.list(), { version: API_VERSION });
    return this.publicDocument;
  }

  @Endpoint(ops.publicApiDocs)
  @Header('Content-Type', 'text/html; charset=utf-8')
  publicDocs(): string {
    return referencePage('LogiScope public API v1 reference', DOCS_INIT_FILES.public);
  }
}
