import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { classIdFromQuery, useCurrentUserClassQuery, useGetClassQuery, useJoinClassMutation } from 'shared-api';
import type { ClassDetail } from 'shared-api';
import { Alert, Button, Card, FactList, ErrorAlert, Loading, Page, Stack, theme, useFormat, useT } from 'shared-ui';

const Description = styled.p`
  white-space: pre-line;
`;

/**
 * Enroll, or where the participant stands. A refused join keeps SPEC.md's 'Could not join class'
 * alert in view: the refusal refetches the class (the join invalidates it), and the class it
 * brings back may now be full or closed, which takes the Enroll button away but not the alert.
 */
function Enrolment({ cls }: { cls: ClassDetail }) {
  const t = useT();
  const current = useCurrentUserClassQuery();
  const [join, { isLoading }] = useJoinClassMutation();
  const [failure, setFailure] = useState<unknown>();
  if (current.isLoading) return <Loading />;
  if (current.data?.class?.id === cls.id) {
    return (
      <Stack>
        <Alert variant="success">{t('classes.detail.enrolled')}</Alert>
        {!current.data.paid && <Link to="/checkout">{t('classes.detail.goToCheckout')}</Link>}
      </Stack>
    );
  }
  const refusal = failure !== undefined && <ErrorAlert title={t('classes.joinError')} error={failure} />;
  const unavailable = !cls.accepting ? t('classes.detail.closed') : cls.open_spots <= 0 ? t('classes.detail.full') : null;
  return (
    <Stack>
      {refusal}
      {unavailable !== null ? (
        <p>{unavailable}</p>
      ) : (
        <div>
          <Button
            disabled={isLoading}
            onClick={async () => {
              setFailure(undefined);
              try {
                await join({ classId: cls.id }).unwrap();
              } catch (error) {
                setFailure(error);
              }
            }}
          >
            {t('classes.enroll')}
          </Button>
        </div>
      )}
    </Stack>
  );
}

/** /class?classID= for a participant: the class, and Enroll (then the page shows the enrolment). */
export default function ClassDetailPage() {
  const t = useT();
  const format = useFormat();
  const [params] = useSearchParams();
  const classId = classIdFromQuery(params);
  const query = useGetClassQuery({ classId: classId ?? 0 }, { skip: classId === null });
  if (classId === null) {
    return (
      <Page $narrow>
        <Alert variant="error">{t('errors.INVALID_CLASS')}</Alert>
      </Page>
    );
  }
  if (query.isLoading) return <Loading />;
  if (!query.data) {
    return (
      <Page $narrow>
        <ErrorAlert error={query.error} />
      </Page>
    );
  }
  const cls = query.data;
  const facts: [string, string][] = [
    [t('classes.detail.starts'), cls.starts_at ? format.dateTime(cls.starts_at) : t('classes.notScheduled')],
    [t('classes.detail.when'), cls.time_description || '-'],
    [t('classes.detail.where'), cls.place_description || '-'],
    [t('classes.detail.length'), cls.length_description || '-'],
    [t('classes.detail.price'), cls.price > 0 ? format.price(cls.price, cls.currency) : t('classes.free')],
  ];
  return (
    <Page $narrow>
      <Stack>
        <Link to="/classes">{t('checkout.back')}</Link>
        <Card>
          <h1>{cls.name}</h1>
          {cls.short_description && <p>{cls.short_description}</p>}
          <FactList facts={facts} />
          {cls.description && <Description>{cls.description}</Description>}
          <p>{t('classes.detail.openSpots', { count: cls.open_spots })}</p>
          <Enrolment cls={cls} />
        </Card>
      </Stack>
    </Page>
  );
}
