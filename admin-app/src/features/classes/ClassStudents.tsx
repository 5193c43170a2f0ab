import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useRefundStudentMutation } from 'shared-api';
import type { ClassDetail, ClassStudent } from 'shared-api';
import styled from 'styled-components';
import { Badge, Button, ConfirmDialog, Table, TableScroll, theme, useFormat, useT } from 'shared-ui';

const Badges = styled.td`
  > span + span { margin-left: ${theme.space(2)}; }
`;

/**
 * The students of a class, whether they paid and finished; an admin refunds a paid student in
 * full (or removes an unpaid one), after a confirmation naming them.
 */
export function ClassStudents({ cls, onDone }: { cls: ClassDetail; onDone: (result: { msg: string } | { error: unknown }) => void }) {
  const t = useT();
  const format = useFormat();
  const [refund, { isLoading }] = useRefundStudentMutation();
  const [target, setTarget] = useState<ClassStudent>();
  const priced = cls.price > 0;
  if (cls.students.length === 0) return <p>{t('classes.detail.noStudents')}</p>;
  const refunds = (student: ClassStudent) => priced && student.paid;
  return (
    <>
      <TableScroll>
        <Table>
          <caption>{t('classes.detail.students')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('classes.column.name')}</th>
              <th scope="col">{t('classes.column.email')}</th>
              <th scope="col">{t('classes.column.status')}</th>
              <th scope="col">{t('classes.column.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {cls.students.map((student) => (
              <tr key={student.id}>
                <td>
                  <Link to={`/user?userID=${student.id}`}>{student.name}</Link>
                </td>
                <td>{student.email}</td>
                <Badges>
                  {priced && <Badge tone={student.paid ? 'green' : 'yellow'}>{student.paid ? t('classes.detail.paid') : t('classes.detail.unpaid')}</Badge>}
                  {student.finishedAssessment && <Badge tone="blue">{t('classes.detail.finished')}</Badge>}
                </Badges>
                <td>
                  <Button variant="secondary" onClick={() => setTarget(student)}>
                    {refunds(student) ? t('classes.detail.refund') : t('classes.detail.remove')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
      <ConfirmDialog
        open={target !== undefined}
        title={target && refunds(target) ? t('classes.detail.refund') : t('classes.detail.remove')}
        confirmLabel={t('classes.detail.confirm')}
        cancelLabel={t('classes.form.cancel')}
        danger
        busy={isLoading}
        onCancel={() => setTarget(undefined)}
        onConfirm={async () => {
          if (!target) return;
          try {
            onDone(await refund({ classId: cls.id, userId: target.id }).unwrap());
          } catch (error) {
            onDone({ error });
          }
          setTarget(undefined);
        }}
      >
        <p>
          {target &&
            (refunds(target)
              ? t('classes.detail.confirmRefund', { name: target.name, amount: format.price(cls.price, cls.currency) })
              : t('classes.detail.confirmRemove', { name: target.name }))}
        </p>
      </ConfirmDialog>
    </>
  );
}
