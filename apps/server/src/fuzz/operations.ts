import { allResourceDefinitions, fieldList, KIND_VALUES, RUNTIME_RESOURCE_PATH } from '@weld/core';
import type { Field, ResourceDefinition } from '@weld/core';

/** The part of a JSON schema the generator reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}

/** One method of one path of the OpenAPI document, with what the generator needs to know of it. */
export interface Operation {
  method: string;
  /** the document's path, API base included, `{name}` placeholders */
  path: string;
  /** as the route table and the public list name it: `METHOD /path` under the API base, `:name` placeholders */
  route: string;
  parameters: Parameter[];
  /** the JSON body's schema, null when the route declares none */
  body: JsonSchema | null;
  /** takes a multipart upload (declares no JSON body, or says so) */
  multipart: boolean;
  /** takes the list query of DESIGN.md §4 (paging, sorting, field filters, super query) */
  list: boolean;
  /** the fields of the core resource the route serves, when one does */
  fields: Field[];
}

interface DocOperation {
  summary?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, DocOperation>>;
}

/** Definitions whose routes follow the kit's shape, the registry's and those served by hand. */
const DEFINITIONS: readonly ResourceDefinition[] = allResourceDefinitions;

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/** A kit route's body is declared `{type: object}` alone: the definition's fields are what it takes. */
function bodyOf(op: DocOperation, fields: Field[]): JsonSchema | null {
  const schema = op.requestBody?.content?.['application/json']?.schema;
  if (!schema) return null;
  if (schema.properties && Object.keys(schema.properties).length > 0) return schema;
  if (fields.length === 0) return schema;
  const properties = Object.fromEntries(
    fields.map((f) => [
      f.key,
      { type: KIND_VALUES[f.kind].numeric ? 'number' : 'string', maxLength: f.max } as JsonSchema,
    ]),
  );
  return { type: 'object', properties, required: fields.filter((f) => f.required).map((f) => f.key) };
}

const DISPATCH = `${RUNTIME_RESOURCE_PATH}/{name}/`;

/** The document's paths, and the dispatch routes once more for each runtime resource, with its name in the path. */
function documentedPaths(
  doc: OpenApiDocument,
  apiBase: string,
  runtime: readonly ResourceDefinition[],
): [string, Record<string, DocOperation>][] {
  const paths = Object.entries(doc.paths);
  const dispatch = paths.filter(([path]) => path.startsWith(`${apiBase}${DISPATCH}`));
  return [
    ...paths,
    ...runtime.flatMap((def) =>
      dispatch.map(([path, methods]): [string, Record<string, DocOperation>] => [
        path.replace('{name}', def.name),
        methods,
      ]),
    ),
  ];
}

/** The route table's name of a path: the dispatch route's for a runtime resource's own path. */
function routeOf(relative: string, runtime: readonly ResourceDefinition[]): string {
  const own = runtime.find((def) => relative.startsWith(`${def.path}/`));
  const path = own ? relative.replace(`${own.path}/`, DISPATCH) : relative;
  return path.replace(/\{\*\}/g, '*').replace(/\{(\w+)\}/g, ':$1');
}

/**
 * Every operation of the document; `apiBase` is stripped to name routes as the route table does.
 * @example operationsOf(await (await fetch(`${api}/v3/api-docs`)).json(), '/api')
 */
export function operationsOf(
  doc: OpenApiDocument,
  apiBase: string,
  runtime: readonly ResourceDefinition[] = [],
): Operation[] {
  const out: Operation[] = [];
  for (const [path, methods] of documentedPaths(doc, apiBase, runtime)) {
    const relative = path.startsWith(`${apiBase}/`) ? path.slice(apiBase.length) : path;
    const route = routeOf(relative, runtime);
    const resourcePath = relative.slice(0, relative.lastIndexOf('/'));
    const action = relative.slice(relative.lastIndexOf('/') + 1);
    const fields = fieldList(
      [...DEFINITIONS, ...runtime].find((d) => d.path === resourcePath) ??
        ({ fields: {} } as ResourceDefinition),
    );
    for (const [lower, op] of Object.entries(methods)) {
      const method = lower.toUpperCase();
      // a runtime resource's own path fills the dispatch route's name
      const parameters = (op.parameters ?? []).filter(
        (p) => !(p.in === 'path' && !path.includes(`{${p.name}}`)),
      );
      const body = bodyOf(op, fields);
      out.push({
        method,
        path,
        route: `${method} ${route}`,
        parameters,
        body,
        multipart: BODY_METHODS.has(method) && (body === null || /multipart/i.test(op.summary ?? '')),
        list:
          method === 'GET' &&
          (/list$|^exportXls$/i.test(action) ||
            /^Page of/.test(op.summary ?? '') ||
            parameters.some((p) => p.name === 'pageNo')),
        fields,
      });
    }
  }
  return out;
}
