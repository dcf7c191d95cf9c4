import * as v from 'valibot';
import { idParams } from '../shared/schemas/common';
import { badRequest } from './errors';

/**
 * Parses input with a shared schema; a failure is a 400 naming each bad field (house rule 3).
 * DECISION (src/decisions/api-shapes.md): unknown and server-owned keys (id, productCount, imageCount...) are dropped, not refused, so a
 * client that sends an entity back whole still works; they can never change data.
 */
export function validate<S extends v.GenericSchema>(schema: S, input: unknown, what = 'Request body'): v.InferOutput<S> {
  if (schema.type === 'object' && (typeof input !== 'object' || input === null || Array.isArray(input))) {
    throw badRequest(`${what} must be a JSON object`);
  }
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const fields: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? '_';
    fields[key] ??= messageOf(schema, issue);
  }
  const first = result.issues[0];
  throw badRequest(first ? messageOf(schema, first) : 'Invalid input', fields);
}

/** The `:id` of a route's path (a 400 unless it is a positive whole number). */
export function pathId(params: unknown): number {
  return validate(idParams, params, 'Path').id;
}

/** A valibot schema (each has kind 'schema'), as found inside another: a pipe's first item, a wrapper's, an entry. */
const isSchema = (value: unknown): value is v.GenericSchema =>
  typeof value === 'object' && value !== null && 'kind' in value && value.kind === 'schema';

/** The schema of the entry at `keys` below `root`, looking through pipes and optional wrappers. */
function entryAt(root: v.GenericSchema, keys: string[]): v.GenericSchema | undefined {
  let node: v.GenericSchema | undefined = root;
  for (const key of keys) {
    while (node && !('entries' in node)) {
      const inner: unknown = 'pipe' in node && Array.isArray(node.pipe) ? node.pipe[0] : 'wrapped' in node ? node.wrapped : undefined;
      node = isSchema(inner) ? inner : undefined;
    }
    const entry: unknown = typeof node?.entries === 'object' && node.entries !== null ? Reflect.get(node.entries, key) : undefined;
    node = isSchema(entry) ? entry : undefined;
  }
  return node;
}

/**
 * Schemas word type errors as '<Label> must be ...'. A missing required key is reported by valibot on the
 * object ('Invalid key ...'), so the entry's own schema is asked what it would say, and that becomes
 * '<Label> is required'.
 */
function messageOf(schema: v.GenericSchema, issue: v.BaseIssue<unknown>): string {
  let message = issue.message;
  if (issue.input === undefined && issue.kind === 'schema' && issue.type === 'object' && issue.path) {
    const keys = issue.path.map((item) => String(item.key));
    const entry = entryAt(schema, keys);
    // A whole-entity update (v.required) wraps each field in non_optional, which has no words of its own.
    const own = entry && entry.type !== 'non_optional' ? v.safeParse(entry, undefined).issues?.[0]?.message : undefined;
    message = own ?? `${keys.join('.')} is required`;
  }
  return issue.input === undefined ? message.replace(/ must be .*$/, ' is required') : message;
}
