import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { classPagePath, fromMinor, PAYMENT_STATUSES, paymentsHeaders, useClassesQuery, usePaymentsQuery } from 'shared-api';
import type { PaymentRow, PaymentsFilters, PaymentStatus } from 'shared-api';
import { Card, ErrorAlert, FormField, Loading, Muted, Page, Select, Stack, Table, TableScroll, theme, useFormat, useT } from 'shared-ui';
import { DownloadPaymentsButton } from '../downloads';
import { PaymentStatusBadge, STATUS_LABELS } from './PaymentStatusBadge';

const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${theme.space(3)};
  align-items: end;
  > div { margin-bottom: 0; }
`;

const Footer = styled.div`
  margin-top: ${theme.space(4)};
`;

function PaymentLine({ payment }: { payment: PaymentRow }) {
  const t = useT();
  const format = useFormat();
  const when = (iso: string | null) => (iso ? format.dateTime(iso) : '-');
  return (
    <tr>
      <td>{payment.class_id !== null ? <Link to={classPagePath(payment.class_id)}>{payment.class}</Link> : t('payments.deletedClass')}</td>
      <td>
        {payment.user_id !== null ? (
          <>
            <Link to={`/user?userID=${payment.user_id}`}>{payment.user}</Link>
            <Muted as="span"> · {payment.email}</Muted>
          </>
        ) : (
          t('payments.deletedUser')
        )}
      </td>
      <td className="number">{format.price(fromMinor(payment.amount_minor, payment.currency), payment.currency)}</td>
      <td>
        <PaymentStatusBadge status={payment.status} />
      </td>
      <td>{when(payment.paid_at)}</td>
      <td>{when(payment.refunded_at)}</td>
    </tr>
  );
}

/** /payments: every payment for a class, by class and status, to reconcile with the provider's (administrators only; issue 22). */
export function PaymentsPage() {
  const t = useT();
  const classes = useClassesQuery();
  const [filters, setFilters] = useState<PaymentsFilters>({});
  const payments = usePaymentsQuery(filters);
  // The rows of the filters shown, never the previous ones while the new ones load.
  const rows = payments.currentData?.payments;

  return (
    <Page data-remote="admin">
      <Stack $gap={6}>
        <h1>{t('payments.title')}</h1>
        <Card>
          <Filters role="group" aria-label={t('payments.title')}>
            <FormField label={t('payments.col.class')}>
              {(control) => (
                <Select {...control} value={filters.classId ?? ''} onChange={(e) => setFilters({ ...filters, classId: e.target.value ? Number(e.target.value) : undefined })}>
                  <option value="">{t('payments.filter.allClasses')}</option>
                  {classes.data?.classes.map((cls) => (
                    <option key={cls.id} value={cls.id}>
                      {cls.name}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            <FormField label={t('payments.col.status')}>
              {(control) => (
                <Select {...control} value={filters.status ?? ''} onChange={(e) => setFilters({ ...filters, status: (e.target.value || undefined) as PaymentStatus | undefined })}>
                  <option value="">{t('payments.filter.allStatuses')}</option>
                  {PAYMENT_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {t(STATUS_LABELS[status])}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
          </Filters>
        </Card>
        <Card>
          {payments.isFetching && !rows && <Loading />}
          {payments.error !== undefined && <ErrorAlert error={payments.error} />}
          {rows &&
            (rows.length === 0 ? (
              <p>{t('payments.none')}</p>
            ) : (
              <TableScroll>
                <Table>
                  <caption>{t('payments.title')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('payments.col.class')}</th>
                      <th scope="col">{t('payments.column.participant')}</th>
                      <th scope="col" className="number">{t('payments.col.amount')}</th>
                      <th scope="col">{t('payments.col.status')}</th>
                      <th scope="col">{t('payments.column.paidAt')}</th>
                      <th scope="col">{t('payments.column.refundedAt')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((payment) => (
                      <PaymentLine key={payment.id} payment={payment} />
                    ))}
                  </tbody>
                </Table>
              </TableScroll>
            ))}
          <Footer>
            <DownloadPaymentsButton filters={paymentsHeaders(filters)} name={t('payments.title')} />
          </Footer>
        </Card>
      </Stack>
    </Page>
  );
}
