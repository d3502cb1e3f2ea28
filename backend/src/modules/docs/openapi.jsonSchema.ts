import { z } from 'zod';
import { components } from './openapi.schemas';

export type JsonSchema = Record<string, unknown>;

const COMPONENTS = '#/components/schemas/';

/** What zod writes for its own checks but only adds noise to a reference. */
function tidy({ jsonSchema }: { jsonSchema: JsonSchema }): void {
  if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
  if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
  if (jsonSchema.format) delete jsonSchema.pattern;
}

function withoutHeader(schema: JsonSchema): JsonSchema {
  const { $schema: _schema, $id: _id, $defs: _defs, ...rest } = schema;
  return rest;
}

/** `#/$defs/Product` (zod's local name for a registered shape) to `#/components/schemas/Product`. */
function pointAtComponents(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(pointAtComponents);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) =>
      key === '$ref' && typeof inner === 'string'
        ? [key, inner.replace('#/$defs/', COMPONENTS)]
        : [key, pointAtComponents(inner)],
    ),
  );
}

/** Every registered answer shape, for `components.schemas`. */
export function componentSchemas(): Record<string, JsonSchema> {
  const { schemas } = z.toJSONSchema(components, {
    metadata: components,
    uri: (id) => `${COMPONENTS}${id}`,
    override: tidy,
  });
  return Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => [id, withoutHeader(schema as JsonSchema)]),
  );
}

/** An answer's schema; the registered shapes inside it become references to the components. */
export function responseSchema(schema: z.ZodType): JsonSchema {
  const converted = z.toJSONSchema(schema, { metadata: components, override: tidy });
  return pointAtComponents(withoutHeader(converted as JsonSchema)) as JsonSchema;
}

const isNumeric = (type: unknown) => type === 'number' || type === 'integer';
const sameKind = (a: unknown, b: unknown) => a === b || (isNumeric(a) && isNumeric(b));

/**
 * What a client may send, from the schema a route parses its input with. The input side says what is
 * accepted (a numeric string, a missing field with a default); the output side adds the checks that run
 * after a coercion (an integer from 1 to 5, an email). `preferOutput` suits query parameters, which are
 * always text on the wire but read as the numbers they become.
 */
export function requestSchema(schema: z.ZodType, preferOutput = false): JsonSchema {
  const options = { unrepresentable: 'any', override: tidy } as const;
  const input = withoutHeader(z.toJSONSchema(schema, { ...options, io: 'input' }) as JsonSchema);
  const output = withoutHeader(z.toJSONSchema(schema, { ...options, io: 'output' }) as JsonSchema);
  const inProps = (input.properties ?? {}) as Record<string, JsonSchema>;
  const outProps = (output.properties ?? {}) as Record<string, JsonSchema>;

  const properties = Object.fromEntries(
    Object.entries(inProps).map(([name, accepted]) => {
      const checked = outProps[name] ?? {};
      if (checked.type && (preferOutput || sameKind(accepted.type, checked.type))) {
        return [name, preferOutput ? checked : { ...accepted, ...checked }];
      }
      return [name, 'default' in checked ? { ...accepted, default: checked.default } : accepted];
    }),
  );
  const required = new Set((input.required ?? []) as string[]);
  for (const name of (output.required ?? []) as string[]) {
    if (!('default' in (outProps[name] ?? {}))) required.add(name);
  }
  return {
    type: 'object',
    properties,
    ...(required.size > 0 ? { required: [...required] } : {}),
  };
}
