import * as v from 'valibot';
import { badRequest } from './errors';

/** Parses input with a shared schema; a failure is a 400 naming each bad field (house rule 3). */
export function validate<S extends v.GenericSchema>(schema: S, input: unknown, what = 'Request body'): v.InferOutput<S> {
  if (schema.type === 'object' && (typeof input !== 'object' || input === null || Array.isArray(input))) {
    throw badRequest(`${what} must be a JSON object`);
  }
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const fields: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? '_';
    fields[key] ??= messageOf(issue);
  }
  const first = result.issues[0];
  throw badRequest(first ? messageOf(first) : 'Invalid input', fields);
}

/** Schemas word type errors as '<Label> must be ...'; for a missing value that becomes '<Label> is required'. */
function messageOf(issue: v.BaseIssue<unknown>): string {
  if (issue.input === undefined && issue.kind === 'schema') return issue.message.replace(/ must be .*$/, ' is required');
  return issue.message;
}
