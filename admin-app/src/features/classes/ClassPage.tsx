import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { classIdFromQuery, useEditClassMutation, useGetClassQuery, useOpenClassMutation } from 'shared-api';
import type { ClassDetail } from 'shared-api';
import { Alert, Button, Card, ConfirmDialog, ErrorAlert, FactList, Loading, OutcomeAlert, Page, Stack, theme, useFormat, useT } from 'shared-ui';
import { CardPaymentsOff } from './CardPaymentsOff';
import { ClassForm } from './ClassForm';
import { classFormOf, classRequestOf } from './classForm';
import { ClassStatusBadge } from './ClassStatusBadge';
import { ClassStudents } from './ClassStudents';
import type { Outcome } from 'shared-ui';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
`;

const Description = styled.p`
  white-space: pre-line;
`;

function ClassFacts({ cls }: { cls: ClassDetail }) {
  const t = useT();
  const format = useFormat();
  const facts: [string, string][] = [
    [t('classes.detail.team'), cls.accept_any ? `${cls.team_name} (${t('classes.detail.openToAll')})` : cls.team_name],
    [t('classes.detail.starts'), cls.starts_at ? format.dateTime(cls.starts_at) : t('classes.notScheduled')],
    [t('classes.detail.when'), cls.time_description || '-'],
    [t('classes.detail.where'), cls.place_description || '-'],
    [t('classes.detail.length'), cls.length_description || '-'],
    [t('classes.detail.price'), cls.price > 0 ? format.price(cls.price, cls.currency) : t('classes.free')],
    [t('classes.column.students'), t('classes.studentsOfCapacity', { count: cls.num_students, capacity: cls.capacity })],
    [t('classes.column.accepting'), cls.accepting ? t('classes.yes') : t('classes.no')],
  ];
  return (
    <FactList facts={facts} />
  );
}

/** Open Assessment and Open Results, each after a confirmation naming the class. */
function OpenActions({ cls, onDone }: { cls: ClassDetail; onDone: (outcome: Outcome) => void }) {
  const t = useT();
  const [open, { isLoading }] = useOpenClassMutation();
  const [asking, setAsking] = useState<'assessment' | 'results'>();
  return (
    <>
      <Button onClick={() => setAsking('assessment')}>{t('classes.detail.openAssessment')}</Button>
      <Button onClick={() => setAsking('results')}>{t('classes.detail.openResults')}</Button>
      <ConfirmDialog
        open={asking !== undefined}
        title={asking === 'results' ? t('classes.detail.openResults') : t('classes.detail.openAssessment')}
        confirmLabel={t('classes.detail.confirm')}
        cancelLabel={t('classes.form.cancel')}
        busy={isLoading}
        onCancel={() => setAsking(undefined)}
        onConfirm={async () => {
          if (!asking) return;
          try {
            onDone(await open({ classId: cls.id, what: asking }).unwrap());
          } catch (error) {
            onDone({ error });
          }
          setAsking(undefined);
        }}
      >
        <p>{t(asking === 'results' ? 'classes.detail.confirmOpenResults' : 'classes.detail.confirmOpenAssessment', { name: cls.name })}</p>
      </ConfirmDialog>
    </>
  );
}

function EditClassModal({ cls, open, onClose, onSaved }: { cls: ClassDetail; open: boolean; onClose: () => void; onSaved: (msg: string) => void }) {
  const t = useT();
  const [edit] = useEditClassMutation();
  return (
    <ClassForm
      open={open}
      title={t('classes.form.editTitle')}
      initialValues={classFormOf(cls)}
      submitLabel={t('classes.form.save')}
      onClose={onClose}
      onSubmit={async (values) => {
        const { msg } = await edit({ classId: cls.id, ...classRequestOf(values) }).unwrap();
        onSaved(msg);
      }}
    />
  );
}

function ClassView({ cls }: { cls: ClassDetail }) {
  const t = useT();
  const [outcome, setOutcome] = useState<Outcome>();
  const [editing, setEditing] = useState(false);
  return (
    <Stack $gap={6}>
      <Link to="/classes">{t('classes.detail.back')}</Link>
      <div>
        <h1>{cls.name}</h1>
        <ClassStatusBadge status={cls.status} />
      </div>
      <OutcomeAlert outcome={outcome} />
      {cls.price > 0 && <CardPaymentsOff />}
      <Card>
        {cls.short_description && <p>{cls.short_description}</p>}
        <ClassFacts cls={cls} />
        {cls.description && <Description>{cls.description}</Description>}
        <p>{t('classes.detail.openSpots', { count: cls.open_spots })}</p>
        <Actions>
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {t('classes.detail.edit')}
          </Button>
          <OpenActions cls={cls} onDone={setOutcome} />
        </Actions>
      </Card>
      <Card>
        <h2>{t('classes.detail.students')}</h2>
        <ClassStudents cls={cls} onDone={setOutcome} />
      </Card>
      <EditClassModal
        cls={cls}
        open={editing}
        onClose={() => setEditing(false)}
        onSaved={(msg) => {
          setEditing(false);
          setOutcome({ msg });
        }}
      />
    </Stack>
  );
}

/** /class?classID= for an admin (SPEC.md section 2, "Classes, class detail"). */
export function ClassPage() {
  const t = useT();
  const [params] = useSearchParams();
  const classId = classIdFromQuery(params);
  const cls = useGetClassQuery({ classId: classId ?? 0 }, { skip: classId === null });
  return (
    <Page data-remote="admin">
      {classId === null && <Alert variant="error">{t('errors.INVALID_CLASS')}</Alert>}
      {cls.isLoading && <Loading />}
      {cls.error !== undefined && <ErrorAlert error={cls.error} />}
      {cls.data && <ClassView cls={cls.data} />}
    </Page>
  );
}
