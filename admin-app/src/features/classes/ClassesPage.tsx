import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { classPagePath, DEFAULT_CURRENCY, useAddClassMutation, useAppConfigQuery, useClassesQuery } from 'shared-api';
import type { ClassDetail } from 'shared-api';
import { Alert, Button, Card, ErrorAlert, Loading, Page, Stack, Table, TableScroll, theme, useFormat, useT } from 'shared-ui';
import { CardPaymentsOff } from './CardPaymentsOff';
import { ClassForm } from './ClassForm';
import { classRequestOf, emptyClassForm } from './classForm';
import { ClassStatusBadge } from './ClassStatusBadge';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(3)};
  h1 { margin: 0; }
`;

function ClassRow({ cls }: { cls: ClassDetail }) {
  const t = useT();
  const format = useFormat();
  return (
    <tr>
      <td>
        <Link to={classPagePath(cls.id)}>{cls.name}</Link>
      </td>
      <td>{cls.team_name}</td>
      <td>
        <ClassStatusBadge status={cls.status} />
      </td>
      <td>{cls.accepting ? t('classes.yes') : t('classes.no')}</td>
      <td className="number">{t('classes.studentsOfCapacity', { count: cls.num_students, capacity: cls.capacity })}</td>
      <td>{cls.starts_at ? format.dateTime(cls.starts_at) : t('classes.notScheduled')}</td>
      <td className="number">{cls.price > 0 ? format.price(cls.price, cls.currency) : t('classes.free')}</td>
    </tr>
  );
}

function AddClassModal({ open, onClose, onAdded }: { open: boolean; onClose: () => void; onAdded: (msg: string) => void }) {
  const t = useT();
  const [addClass] = useAddClassMutation();
  const currency = useAppConfigQuery().data?.currency ?? DEFAULT_CURRENCY;
  return (
    <ClassForm
      open={open}
      title={t('classes.add')}
      initialValues={emptyClassForm({ currency })}
      submitLabel={t('classes.form.create')}
      onClose={onClose}
      onSubmit={async (values) => {
        const { msg } = await addClass(classRequestOf(values)).unwrap();
        onAdded(msg);
      }}
    />
  );
}

/** /classes for an admin: every class with its team, status and seats taken; and adding one. */
export function ClassesPage() {
  const t = useT();
  const classes = useClassesQuery();
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<string>();
  return (
    <Page data-remote="admin">
      <Stack $gap={6}>
        <Header>
          <h1>{t('classes.title')}</h1>
          <Button onClick={() => setAdding(true)}>{t('classes.add')}</Button>
        </Header>
        <CardPaymentsOff />
        {notice && (
          <Alert variant="success" role="status">
            {notice}
          </Alert>
        )}
        <Card>
          {classes.isLoading && <Loading />}
          {classes.error !== undefined && <ErrorAlert error={classes.error} />}
          {classes.data &&
            (classes.data.classes.length === 0 ? (
              <p>{t('classes.none')}</p>
            ) : (
              <TableScroll>
                <Table>
                  <caption>{t('classes.title')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('classes.column.name')}</th>
                      <th scope="col">{t('classes.column.team')}</th>
                      <th scope="col">{t('classes.column.status')}</th>
                      <th scope="col">{t('classes.column.accepting')}</th>
                      <th scope="col" className="number">{t('classes.column.students')}</th>
                      <th scope="col">{t('classes.column.starts')}</th>
                      <th scope="col" className="number">{t('classes.column.price')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {classes.data.classes.map((cls) => (
                      <ClassRow key={cls.id} cls={cls} />
                    ))}
                  </tbody>
                </Table>
              </TableScroll>
            ))}
        </Card>
      </Stack>
      <AddClassModal
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={(msg) => {
          setAdding(false);
          setNotice(msg);
        }}
      />
    </Page>
  );
}
