import { COOKIE_NAMES, XSRF_HEADER } from '@codecourt/contracts';

/** Ours, beside Swagger UI's files: starts it on the document (a file: the CSP allows no inline script). */
export const INIT_SCRIPT = 'codecourt-init.js';

/** The page at /api/docs: Swagger UI's own files, served by the API (no CDN, no inline script for the CSP). */
export const SWAGGER_UI_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>CodeCourt API</title>
    <link rel="icon" href="/api/docs/assets/favicon-32x32.png" />
    <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/assets/swagger-ui-bundle.js"></script>
    <script src="/api/docs/assets/${INIT_SCRIPT}"></script>
  </body>
</html>
`;

/**
 * Starts Swagger UI on the document. "Try it out" runs in the page's own session, so writes echo the
 * XSRF cookie like the app does; a bearer token given under "Authorize" is sent instead.
 */
export const SWAGGER_UI_INIT = `window.ui = SwaggerUIBundle({
  url: '/api/docs/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  // Sixteen tags and 200 operations expanded at once stalled Swagger UI after its second tag: each tag
  // opens on a click instead.
  docExpansion: 'none',
  persistAuthorization: false,
  requestInterceptor: function (request) {
    var match = document.cookie.match(/(?:^|; )${COOKIE_NAMES.xsrf}=([^;]*)/);
    if (match) request.headers['${XSRF_HEADER}'] = decodeURIComponent(match[1]);
    return request;
  },
});
`;
