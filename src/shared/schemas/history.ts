import * as v from 'valibot';
import { RECORD_KINDS } from '../history/history';
import { calendarDay } from './common';

/** The Activity list's query: a kind of record, a record, a range of India days (both included), a page. */
export const historyQuerySchema = v.object({
  kind: v.optional(v.picklist(RECORD_KINDS, 'Kind must be one of the kinds of record the history keeps')),
  recordId: v.optional(v.pipe(v.string(), v.regex(/^[0-9]{1,9}$/, 'Record must be a number'), v.transform(Number))),
  from: v.optional(calendarDay('From')),
  to: v.optional(calendarDay('To')),
  page: v.optional(v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,5}$/, 'Page must be a number from 1'), v.transform(Number)), '1'),
});
export type HistoryQuery = v.InferOutput<typeof historyQuerySchema>;

/** Revisions on a page of the Activity list. */
export const HISTORY_PAGE_SIZE = 50;
