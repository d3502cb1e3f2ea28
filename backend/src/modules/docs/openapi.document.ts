import { SESSION_COOKIE } from '../auth';
import { accountRouteDocs } from './account.routeDocs';
import { adminRouteDocs } from './admin.routeDocs';
import { casesRouteDocs } from './cases.routeDocs';
import { catalogueRouteDocs } from './catalogue.routeDocs';
import { conversationsRouteDocs } from './conversations.routeDocs';
import { couponsRouteDocs } from './coupons.routeDocs';
import { discoveryRouteDocs } from './discovery.routeDocs';
import { followsRouteDocs } from './follows.routeDocs';
import { ordersRouteDocs } from './orders.routeDocs';
import { componentSchemas, requestSchema, responseSchema, type JsonSchema } from './openapi.jsonSchema';
import { ErrorSchema } from './openapi.schemas';
import { reviewsRouteDocs } from './reviews.routeDocs';
import { searchRouteDocs } from './search.routeDocs';
import { commonErrors, TAGS, type Answer, type ErrorStatus, type RouteDoc } from './routeDoc';
import { shopRouteDocs } from './shop.routeDocs';
import { shoppingRouteDocs } from './shopping.routeDocs';

/** Every route of the API, in the order the reference shows them. */
export const routeDocs: RouteDoc[] = [
  ...shoppingRouteDocs,
  ...accountRouteDocs,
  ...catalogueRouteDocs,
  ...discoveryRouteDocs,
  ...followsRouteDocs,
  ...searchRouteDocs,
  ...reviewsRouteDocs,
  ...shopRouteDocs,
  ...ordersRouteDocs,
  ...couponsRouteDocs,
  ...casesRouteDocs,
  ...conversationsRouteDocs,
  ...adminRouteDocs,
];

const INTRO = [
  'The REST API of Handmade Market. JSON in and out, keys in snake_case; money is a number with two decimals.',
  'Every path also answers with a trailing slash.',
  `Sign in with \`POST /api/auth/login\` or \`/api/auth/signup\`: the answer sets the \`${SESSION_COOKIE}\` cookie, which every route marked "signed in" needs.`,
  'Errors are `{"message": "...", "errors": {"<field>": "<message>"}}`, `errors` keyed by the form field it belongs to.',
  'Writes from another site in a browser are refused (403); non-browser clients such as curl need no token.',
].join(' ');

type OpenApiResponse = {
  description: string;
  headers?: Record<string, { description: string; schema: JsonSchema }>;
  content?: Record<string, { schema: JsonSchema }>;
};

function answerOf(answer: Answer): OpenApiResponse {
  const headers = answer.headers
    ? Object.fromEntries(
        Object.entries(answer.headers).map(([name, description]) => [
          name,
          { description, schema: { type: 'string' } },
        ]),
      )
    : undefined;
  const content = answer.schema
    ? { [answer.contentType ?? 'application/json']: { schema: responseSchema(answer.schema) } }
    : { [answer.contentType ?? 'application/json']: { schema: { type: 'string' } } };
  return { description: answer.description, ...(headers && { headers }), content };
}

function errorAnswers(route: RouteDoc): Record<string, OpenApiResponse> {
  const common = commonErrors(route);
  const statuses = new Set([...Object.keys(common), ...Object.keys(route.errors ?? {})]);
  const answers: Record<string, OpenApiResponse> = {};
  for (const status of [...statuses].map(Number).sort((a, b) => a - b) as ErrorStatus[]) {
    const own = route.errors?.[status];
    const ownText = typeof own === 'string' ? own : own?.description;
    const schema = typeof own === 'object' ? responseSchema(own.schema) : responseSchema(ErrorSchema);
    answers[status] = {
      description: [ownText, common[status]].filter(Boolean).join(' '),
      content: { 'application/json': { schema } },
    };
  }
  return answers;
}

function parametersOf(route: RouteDoc): JsonSchema[] {
  const inPath = Object.entries(route.pathParams ?? {}).map(([name, description]) => ({
    name,
    in: 'path',
    required: true,
    description,
    schema: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
  }));
  const query = route.query ? requestSchema(route.query.schema, true) : undefined;
  const inQuery = Object.entries((query?.properties ?? {}) as Record<string, JsonSchema>).map(
    ([name, schema]) => ({
      name,
      in: 'query',
      required: ((query?.required ?? []) as string[]).includes(name),
      description: route.query?.about[name],
      schema,
    }),
  );
  const headers = (route.headers ?? []).map((header) => ({
    name: header.name,
    in: 'header',
    required: false,
    description: header.description,
    schema: { type: 'string', minLength: 1, maxLength: 200 },
  }));
  return [...inPath, ...inQuery, ...headers];
}

function requestBodyOf(route: RouteDoc): JsonSchema | undefined {
  const content: Record<string, { schema: JsonSchema }> = {};
  if (route.multipart) {
    const fields = requestSchema(route.multipart.schema);
    const file = { type: 'string', format: 'binary', description: 'PNG, JPEG, GIF or WebP, at most 5 MB.' };
    const required = [
      ...((fields.required ?? []) as string[]),
      ...(route.multipart.fileRequired ? ['image'] : []),
    ];
    content['multipart/form-data'] = {
      schema: { ...fields, properties: { image: file, ...(fields.properties as JsonSchema) }, required },
    };
  }
  if (route.body) content['application/json'] = { schema: requestSchema(route.body) };
  if (Object.keys(content).length === 0) return undefined;
  return { required: Boolean(route.multipart?.fileRequired || route.body), content };
}

function operationOf(route: RouteDoc): JsonSchema {
  const parameters = parametersOf(route);
  const requestBody = requestBodyOf(route);
  const successes = Object.fromEntries(route.answers.map((answer) => [answer.status, answerOf(answer)]));
  return {
    operationId: route.id,
    tags: [route.tag],
    summary: route.summary,
    ...(route.description && { description: route.description }),
    ...(route.signedIn && { security: [{ session: [] }] }),
    ...(parameters.length > 0 && { parameters }),
    ...(requestBody && { requestBody }),
    responses: { ...successes, ...errorAnswers(route) },
  };
}

/** The OpenAPI 3.1 document; built once when the app starts. */
export function buildOpenApiDocument(routes: RouteDoc[] = routeDocs) {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    (paths[route.path] ??= {})[route.method] = operationOf(route);
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Handmade Market API', version: '1.0.0', description: INTRO },
    servers: [{ url: '/' }],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: componentSchemas(),
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
