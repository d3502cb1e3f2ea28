import type { JsonSchema } from './openapi.jsonSchema';
import type { OpenApiDocument } from './openapi.document';
import { STYLE } from './docs.style';

type Schema = JsonSchema & {
  $ref?: string;
  type?: string | string[];
  items?: Schema;
  anyOf?: Schema[];
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
};
interface Parameter {
  name: string;
  in: string;
  required: boolean;
  description?: string;
  schema: Schema;
}
interface Response {
  description: string;
  headers?: Record<string, { description: string }>;
  content?: Record<string, { schema: Schema }>;
}
interface Operation {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, Response>;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** Descriptions use `backticks` for code, as in the OpenAPI document. */
const prose = (text = '') => escape(text).replace(/`([^`]+)`/g, '<code>$1</code>');
const code = (value: unknown) => `<code>${escape(JSON.stringify(value))}</code>`;

function typeOf(schema: Schema): string {
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop() ?? '';
    return `<a href="#schema-${name}">${escape(name)}</a>`;
  }
  if (schema.anyOf) return schema.anyOf.map(typeOf).join(' | ');
  if ('const' in schema) return code(schema.const);
  if (schema.enum) return schema.enum.map(code).join(' | ');
  if (schema.type === 'array' && schema.items) return `${typeOf(schema.items)}[]`;
  if (schema.properties) {
    const fields = Object.entries(schema.properties).map(
      ([name, inner]) => `${escape(name)}: ${typeOf(inner)}`,
    );
    return `{ ${fields.join(', ')} }`;
  }
  if (typeof schema.additionalProperties === 'object') {
    return `{ [field]: ${typeOf(schema.additionalProperties as Schema)} }`;
  }
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  return schema.type ? escape(schema.type) : 'any';
}

const FORMATS: Record<string, string> = {
  email: 'an email address',
  binary: 'a file',
  'date-time': 'an ISO 8601 date and time',
};

/** A schema's checks as one sentence, after its description: "The product id. From 1 to 5." */
function rulesOf(schema: Schema, description = schema.description): string {
  const rules: string[] = [];
  const { format, minLength, maxLength, minimum, maximum, pattern } = schema;
  if (typeof format === 'string') rules.push(FORMATS[format] ?? escape(format));
  if (minLength === 1) rules.push('not empty');
  else if (typeof minLength === 'number') rules.push(`at least ${minLength} characters`);
  if (typeof maxLength === 'number') rules.push(`at most ${maxLength} characters`);
  if (typeof minimum === 'number' && typeof maximum === 'number') rules.push(`from ${minimum} to ${maximum}`);
  else if (typeof minimum === 'number') rules.push(`at least ${minimum}`);
  else if (typeof maximum === 'number') rules.push(`at most ${maximum}`);
  if (typeof schema.exclusiveMinimum === 'number') rules.push(`above ${schema.exclusiveMinimum}`);
  if (typeof pattern === 'string') rules.push(`matching <code>${escape(pattern)}</code>`);
  if (schema.default !== undefined) rules.push(`default ${code(schema.default)}`);
  const sentence = rules.length > 0 ? `${rules.join(', ')}.` : '';
  const capitalized = sentence.charAt(0).toUpperCase() + sentence.slice(1);
  return [description ? prose(String(description)) : '', capitalized].filter(Boolean).join(' ');
}

function table(kind: string, head: string[], rows: string[][]): string {
  const th = head.map((cell) => `<th>${cell}</th>`).join('');
  const tr = rows.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('');
  return `<table class="${kind}"><thead><tr>${th}</tr></thead><tbody>${tr}</tbody></table>`;
}

function fieldsOf(schema: Schema): string {
  const required = new Set(schema.required ?? []);
  const rows = Object.entries(schema.properties ?? {}).map(([name, field]) => [
    `<code>${escape(name)}</code>`,
    typeOf(field),
    required.has(name) ? 'required' : 'optional',
    rulesOf(field),
  ]);
  return table('fields', ['field', 'type', '', 'rules'], rows);
}

function operationHtml(path: string, method: string, op: Operation): string {
  const parts = [
    `<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>`,
    `<p class="summary">${prose(op.summary)}</p>`,
  ];
  if (op.description) parts.push(`<p>${prose(op.description)}</p>`);
  if (op.security) parts.push('<p class="auth">Signed in: needs the session cookie.</p>');
  if (op.parameters?.length) {
    const rows = op.parameters.map((p) => [
      `<code>${escape(p.name)}</code>`,
      p.in,
      typeOf(p.schema),
      p.required ? 'required' : 'optional',
      rulesOf(p.schema, p.description),
    ]);
    parts.push('<h4>Parameters</h4>', table('params', ['name', 'in', 'type', '', 'about'], rows));
  }
  for (const [type, { schema }] of Object.entries(op.requestBody?.content ?? {})) {
    parts.push(`<h4>Body <small>${escape(type)}</small></h4>`, fieldsOf(schema));
  }
  const answers = Object.entries(op.responses).map(([status, answer]) => {
    const shapes = Object.entries(answer.content ?? {}).map(([type, { schema }]) =>
      type === 'application/json' ? typeOf(schema) : escape(type),
    );
    const headers = Object.entries(answer.headers ?? {}).map(
      ([name, header]) => `<br><code>${escape(name)}</code>: ${prose(header.description)}`,
    );
    const tone = Number(status) < 300 ? 'ok' : 'error';
    return [
      `<span class="status ${tone}">${status}</span>`,
      prose(answer.description) + headers.join(''),
      shapes.join(', '),
    ];
  });
  parts.push('<h4>Answers</h4>', table('answers', ['status', 'when', 'body'], answers));
  return `<section class="op" id="op-${escape(op.operationId)}">${parts.join('')}</section>`;
}

/** The reference page: every route grouped by tag, then every shape. Built once from the document. */
export function renderDocsPage(document: OpenApiDocument): string {
  const byTag = new Map<string, [string, string, Operation][]>(document.tags.map((tag) => [tag.name, []]));
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods as unknown as Record<string, Operation>)) {
      byTag.get(op.tags[0] ?? '')?.push([path, method, op]);
    }
  }
  const nav = document.tags.map((tag) => {
    const links = (byTag.get(tag.name) ?? []).map(
      ([path, method, op]) =>
        `<li><a href="#op-${escape(op.operationId)}"><span class="method ${method}">${method.toUpperCase()}</span> ${escape(path)}</a></li>`,
    );
    return `<h2><a href="#tag-${tag.name}">${escape(tag.name)}</a></h2><ul>${links.join('')}</ul>`;
  });
  const sections = document.tags.map((tag) => {
    const ops = (byTag.get(tag.name) ?? []).map(([path, method, op]) => operationHtml(path, method, op));
    return `<section id="tag-${tag.name}"><h2>${escape(tag.name)}</h2><p>${prose(tag.description)}</p>${ops.join('')}</section>`;
  });
  const schemas = Object.entries(document.components.schemas).map(
    ([name, schema]) =>
      `<section class="op" id="schema-${name}"><h3>${escape(name)}</h3>${schema.description ? `<p>${prose(String(schema.description))}</p>` : ''}${fieldsOf(schema as Schema)}</section>`,
  );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(document.info.title)}</title><style>${STYLE}</style></head>
<body><nav>${nav.join('')}<h2><a href="#schemas">Shapes</a></h2></nav>
<main><h1>${escape(document.info.title)}</h1><p>${prose(document.info.description)}</p>
<p>Machine-readable: <a href="/api/openapi.json"><code>/api/openapi.json</code></a> (OpenAPI ${document.openapi}).</p>
${sections.join('\n')}
<section id="schemas"><h2>Shapes</h2>${schemas.join('\n')}</section></main></body></html>`;
}
