import { Controller, Header } from '@nestjs/common';
import { ops } from '@logiscope/proto/http';
import { Endpoint } from '../http/endpoint.decorator';
import { buildOpenApiDocument } from './openapi.document';
import { ServedOperations } from './served-operations';
import { DOCS_ASSETS_PATH } from './docs-assets';

const VERSION = '1.0.0';

/** The API described by its own declarations: what this server serves, nothing planned. */
@Controller()
export class OpenApiController {
  private document: ReturnType<typeof buildOpenApiDocument> | undefined;

  constructor(private readonly served: ServedOperations) {}

  @Endpoint(ops.openApiDocument)
  openApi() {
    this.document ??= buildOpenApiDocument(this.served.list(), { version: VERSION });
    return this.document;
  }

  /** Swagger UI from the swagger-ui-dist npm package; its scripts and styles are served by this origin (CSP: self). */
  @Endpoint(ops.apiDocs)
  @Header('Content-Type', 'text/html; charset=utf-8')
  docs(): string {
    return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>LogiScope API reference</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="${DOCS_ASSETS_PATH}/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${DOCS_ASSETS_PATH}/swagger-ui-bundle.js"></script>
<script src="${DOCS_ASSETS_PATH}/logiscope-init.js"></script>
</body>
</html>
`;
  }
}
