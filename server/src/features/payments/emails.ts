import { formatPrice, fromMinor, type Language } from 'shared-api/contract';
import { LOCALES } from 'shared-api/texts';
import type { Config } from '../../config';
import { enqueueEmail } from '../email';
import type { Db } from './queries';

export interface PaymentEmail {
  db: Db;
  config: Config;
  to: { name: string; email: string; language: Language };
  className: string;
  amountMinor: number;
  currency: string;
  reference: string;
}

export const formatAmount = (language: Language, amountMinor: number, currency: string) =>
  formatPrice(fromMinor(amountMinor, currency), currency, LOCALES[language]);

/** The receipt, in the payer's language, queued in the fulfilment's transaction. */
export function queueReceipt({ db, config, to, className, amountMinor, currency, reference }: PaymentEmail) {
  const date = new Intl.DateTimeFormat(LOCALES[to.language], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date());
  return enqueueEmail({
    db,
    to: to.email,
    template: 'receipt',
    language: to.language,
    vars: { name: to.name, className, amount: formatAmount(to.language, amountMinor, currency), date, reference, support: config.supportEmail },
  });
}

/** The refund's confirmation, in the payer's language. */
export function queueRefundConfirmation({ db, config, to, className, amountMinor, currency, reference }: PaymentEmail) {
  return enqueueEmail({
    db,
    to: to.email,
    template: 'refund',
    language: to.language,
    vars: { name: to.name, className, amount: formatAmount(to.language, amountMinor, currency), reference, support: config.supportEmail },
  });
}
