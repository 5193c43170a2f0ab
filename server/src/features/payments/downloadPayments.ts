import type { Kysely } from 'kysely';
import { currencyDigits, fromMinor, type Language } from 'shared-api/contract';
import { LOCALES, translate } from 'shared-api/texts';
import type { DB } from '../../db/types';
import { utcDateTime } from '../../exports/tsv';
import { paymentRow, paymentsQuery, type PaymentFilters } from './listPayments';

const STATUS_TEXT = {
  pending: 'payments.status.pending', paid: 'payments.status.paid', refunded: 'payments.status.refunded', expired: 'payments.status.expired',
} as const;

const COLUMNS = [
  'payments.col.id', 'payments.col.class', 'payments.col.name', 'payments.col.email', 'payments.col.amount', 'payments.col.currency',
  'payments.col.status', 'payments.col.created', 'payments.col.paid', 'payments.col.refunded', 'payments.col.refundId',
] as const;

/** An amount with the decimal separator of the caller's language, so their spreadsheet reads a number. */
const amountText = (language: Language, minor: number, currency: string) => {
  const digits = currencyDigits(currency);
  return new Intl.NumberFormat(LOCALES[language], { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false }).format(fromMinor(minor, currency));
};

/** payments.tsv: the same rows as /payments, in the caller's language, times in UTC (the header says so). */
export function downloadPayments({ db, filters, language }: { db: Kysely<DB>; filters: PaymentFilters; language: Language }) {
  const header = COLUMNS.map((key) => translate(language, key));
  async function* pages() {
    const rows = (await paymentsQuery(db, filters).execute()).map(paymentRow);
    yield rows.map((p) => [
      p.id, p.class, p.user, p.email, amountText(language, p.amount_minor, p.currency), p.currency.toUpperCase(),
      translate(language, STATUS_TEXT[p.status]),
      utcDateTime(new Date(p.created_at)), utcDateTime(p.paid_at ? new Date(p.paid_at) : null), utcDateTime(p.refunded_at ? new Date(p.refunded_at) : null), p.refund_id,
    ]);
  }
  return { header, pages: pages() };
}
