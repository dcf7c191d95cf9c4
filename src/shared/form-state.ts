// A server-rendered enquiry form (the contact page's, a product's quote form): the one shape the server renders after a
// no-JavaScript POST (form-post.ts) and the islands take over (use-enquiry-form.ts).

/** What a refused form shows: the message, each field's error (when it was the input), and the visitor's text kept. */
export type FormFailure<Values> =
  | { status: 'invalid'; message: string; fieldErrors: Record<string, string>; values: Values }
  | { status: 'failed'; message: string; values: Values };

/** As first shown (with what a form may carry then), sent, or refused. */
export type EnquiryFormState<Values, Idle extends object = object> = ({ status: 'idle' } & Idle) | { status: 'sent' } | FormFailure<Values>;
