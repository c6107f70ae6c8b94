import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundle, operationRows } from '../../scripts/gen-sdk';

/** Writes a small split document (root, one domain file, one component file) to a temp dir. */
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function fixture(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'gen-sdk-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return path.join(dir, 'openapi.yaml');
}

const root = `openapi: 3.1.0
info: { title: t, version: '1' }
paths:
  /x/api/v1/thing/get:
    $ref: './dom.yaml#/paths/thingGet'
components:
  securitySchemes:
    token: { type: apiKey, in: header, name: token }
`;
const dom = (dataRef: string) => `paths:
  thingGet:
    post:
      operationId: thingGet
      x-money-moving: true
      x-money-moving-methods: [go]
      x-business-codes: [6002]
      parameters:
        - $ref: ./components/p.yaml#/parameters/Site
      requestBody:
        content:
          application/json:
            schema: { $ref: '#/schemas/ThingGetRequest' }
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema:
                oneOf:
                  - type: object
                    properties:
                      status_code: { const: 6000 }
                      data: { $ref: '${dataRef}' }
                  - { $ref: './components/c.yaml#/schemas/Failure' }
schemas:
  ThingGetRequest:
    oneOf: [{ $ref: '#/schemas/Go' }]
    discriminator:
      propertyName: method
      mapping: { go: '#/schemas/Go' }
  Go: { type: object, properties: { method: { const: go } } }
  ThingGetData: { type: object, properties: { at: { $ref: './components/c.yaml#/schemas/Money' } } }
`;
const comp = `schemas:
  Failure: { type: object, properties: { money: { $ref: '#/schemas/Money' } } }
  Money: { type: number }
  Unused: { type: string }
`;
const params = `parameters:
  Site: { name: siteId, in: header, schema: { type: string } }
`;

describe('scripts/gen-sdk bundler', () => {
  it('hoists schemas and parameters into components, rewrites discriminator mappings and inlines path items', () => {
    const doc = bundle(
      fixture({
        'openapi.yaml': root,
        'dom.yaml': dom('#/schemas/ThingGetData'),
        'components/c.yaml': comp,
        'components/p.yaml': params,
      }),
    );
    const components = doc.components as Record<string, Record<string, unknown>>;
    expect(Object.keys(components.schemas ?? {})).toEqual([
      'Failure',
      'Go',
      'Money',
      'ThingGetData',
      'ThingGetRequest',
    ]);
    expect(Object.keys(components.parameters ?? {})).toEqual(['Site']);
    expect(components.securitySchemes).toBeDefined();
    expect(components.schemas?.ThingGetRequest).toMatchObject({
      oneOf: [{ $ref: '#/components/schemas/Go' }],
      discriminator: { mapping: { go: '#/components/schemas/Go' } },
    });
    const text = JSON.stringify(doc);
    expect(text).not.toContain('.yaml');
    expect(text).not.toContain('Unused'); // only what the document reaches
    const [row] = operationRows(doc);
    expect(row).toMatchObject({
      id: 'thingGet',
      moneyMoving: true,
      moneyMovingMethods: ['go'],
      codes: [6002],
      bodySchema: 'ThingGetRequest',
      dataSchema: 'ThingGetData',
    });
  });

  it('fails on a component name defined in two files', () => {
    const twoMoneys = dom('#/schemas/ThingGetData').replace(
      "ThingGetData: { type: object, properties: { at: { $ref: './components/c.yaml#/schemas/Money' } } }",
      "ThingGetData: { type: object, properties: { at: { $ref: './components/c.yaml#/schemas/Money' }, again: { $ref: '#/schemas/Money' } } }\n  Money: { type: string }",
    );
    expect(twoMoneys).toContain('again');
    const file = fixture({
      'openapi.yaml': root,
      'dom.yaml': twoMoneys,
      'components/c.yaml': comp,
      'components/p.yaml': params,
    });
    expect(() => bundle(file)).toThrow(/schemas\/Money is defined in/);
  });

  it('fails on a broken reference and on an operationId that breaks the naming rule', () => {
    const broken = fixture({
      'openapi.yaml': root,
      'dom.yaml': dom('#/schemas/Missing'),
      'components/c.yaml': comp,
      'components/p.yaml': params,
    });
    expect(() => bundle(broken)).toThrow(/Unresolvable \$ref/);
    const misnamed = bundle(
      fixture({
        'openapi.yaml': root,
        'dom.yaml': dom('#/schemas/ThingGetData').replace(
          'operationId: thingGet',
          'operationId: getThing',
        ),
        'components/c.yaml': comp,
        'components/p.yaml': params,
      }),
    );
    expect(() => operationRows(misnamed)).toThrow(/naming rule/);
  });
});
