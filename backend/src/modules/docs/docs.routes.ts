import { Router } from 'express';
import { renderDocsPage } from './docs.page';
import { buildOpenApiDocument } from './openapi.document';

/**
 * `GET /api/openapi.json` and `GET /api/docs`. Both are built once, when the app is; they depend on
 * nothing but the code, so the factory takes no context.
 */
export function createDocsRouter(): Router {
  const document = buildOpenApiDocument();
  const json = JSON.stringify(document);
  const page = renderDocsPage(document);
  const router = Router();

  router.get('/openapi.json', (_req, res) => {
    res.type('application/json').send(json);
  });

  router.get('/docs', (_req, res) => {
    res.type('html').send(page);
  });

  return router;
}
