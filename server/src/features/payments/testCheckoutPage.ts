import type { Language } from 'shared-api/contract';
import { LOCALES, translate, type DictionaryKey } from 'shared-api/texts';
import { formatAmount } from './emails';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

export interface TestCheckoutView {
  id: string;
  description: string;
  amountMinor: number;
  currency: string;
  customerEmail: string;
  status: 'open' | 'complete' | 'expired';
}

/**
 * The test-mode provider's checkout page: plain HTML (no script, so the CSP needs no exception),
 * labelled test mode, with Pay and Cancel as forms posting the session id back.
 */
export function renderTestCheckoutPage(language: Language, session: TestCheckoutView): string {
  const t = (key: DictionaryKey) => escape(translate(language, key));
  const row = (label: DictionaryKey, value: string) => `<tr><th>${t(label)}</th><td>${escape(value)}</td></tr>`;
  const actions =
    session.status === 'open'
      ? `<form method="post" action="/api/test-checkout/pay"><input type="hidden" name="session" value="${escape(session.id)}"><button type="submit" class="pay">${t('testCheckout.pay')}</button></form>
<form method="post" action="/api/test-checkout/cancel"><input type="hidden" name="session" value="${escape(session.id)}"><button type="submit">${t('testCheckout.cancel')}</button></form>`
      : `<p role="status">${t(session.status === 'complete' ? 'testCheckout.complete' : 'testCheckout.expired')}</p>`;
  return `<!doctype html>
<html lang="${LOCALES[language]}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t('testCheckout.title')}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1a1a2e}
.banner{background:#fff3cd;border:2px solid #b58100;padding:.75rem 1rem;border-radius:6px;font-weight:600}
table{margin:1.5rem 0;border-collapse:collapse;width:100%}th,td{text-align:left;padding:.4rem;border-bottom:1px solid #ddd}
form{display:inline-block;margin-right:.5rem}button{font-size:1rem;padding:.6rem 1.4rem;border-radius:6px;border:1px solid #555;background:#fff;cursor:pointer}
button.pay{background:#1f4e99;color:#fff;border-color:#1f4e99}
</style></head>
<body>
<p class="banner" role="note">${t('testCheckout.banner')}</p>
<h1>${t('testCheckout.title')}</h1>
<table>
${row('testCheckout.item', session.description)}
${row('testCheckout.amount', formatAmount(language, session.amountMinor, session.currency))}
${row('testCheckout.email', session.customerEmail)}
</table>
${actions}
</body></html>`;
}
