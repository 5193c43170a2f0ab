import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { readSession, useClassOptionsQuery, useJoinClassMutation } from 'shared-api';
import type { ClassFields } from 'shared-api';
import { Alert, ErrorAlert, Loading, Muted, Page, Stack, useT } from 'shared-ui';
import { ClassList } from './ClassList';

/** Where a visitor's Enroll goes: registration for this class (SPEC.md section 2). */
export const registerPathFor = (cls: ClassFields, teamId: number) => `/register?classID=${cls.id}&teamID=${teamId}`;

/**
 * /join/<address>: a team's public class page (its address is a team setting, DESIGN.md). A
 * visitor's Enroll goes to registration for the class; a signed-in participant joins at once and
 * goes on to where they stand (checkout for a priced class).
 */
export default function PublicClassesPage() {
  const t = useT();
  const navigate = useNavigate();
  const { slug = '' } = useParams();
  const options = useClassOptionsQuery({ slug });
  const [join, { isLoading }] = useJoinClassMutation();
  const [failure, setFailure] = useState<unknown>();
  const signedIn = readSession() !== null;

  if (options.isLoading) return <Loading />;
  if (!options.data) {
    return (
      <Page $narrow>
        {options.error && 'status' in options.error && options.error.status === 404 ? (
          <Alert variant="error">{t('classes.public.notFound')}</Alert>
        ) : (
          <ErrorAlert error={options.error} />
        )}
      </Page>
    );
  }
  const { classes, TeamID, teamName } = options.data;
  return (
    <Page $narrow>
      <Stack>
        <h1>{t('classes.public.title', { team: teamName })}</h1>
        <Muted>{t('classes.public.intro')}</Muted>
        {failure !== undefined && <ErrorAlert title={t('classes.joinError')} error={failure} />}
        <ClassList
          classes={classes}
          busy={isLoading}
          withDetails={signedIn}
          onEnroll={async (cls) => {
            if (!signedIn) return navigate(registerPathFor(cls, TeamID));
            setFailure(undefined);
            try {
              await join({ classId: cls.id }).unwrap();
              navigate('/pre-assessment');
            } catch (error) {
              setFailure(error);
              options.refetch();
            }
          }}
        />
      </Stack>
    </Page>
  );
}
