import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mailtoHref } from './mailto';

test('an address cannot add a header to a mailto: link; a plain one reads as it is', () => {
  assert.equal(mailtoHref('sales@example.com'), 'mailto:sales@example.com');
  assert.equal(mailtoHref("o'brien+tag@example.co.in", 'Re: Hi?'), "mailto:o'brien%2Btag@example.co.in?subject=Re%3A%20Hi%3F");
  const hostile = 'sales?bcc=attacker%40evil.example&body=Pay%20here@example.com';
  const href = mailtoHref(hostile, 'Re: Mangoes');
  const url = new URL(href);
  // The only header is the subject; the whole address is the recipient.
  assert.deepEqual([...url.searchParams.keys()], ['subject']);
  assert.equal(decodeURIComponent(url.pathname), hostile);
});
