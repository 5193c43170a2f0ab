import { useNavigate, useParams } from 'react-router-dom';
import { readSession, useClassOptionsQuery } from 'shared-api';
import type { ClassFields } from 'shared-api';
import { Alert, ErrorAlert, Loading, Muted, Page, Stack, useT } from 'shared-ui';
import { ClassList } from './ClassList';
import { useEnrol } from './useEnrol';

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
  const { enrol, busy, failure } = useEnrol(options.refetch);
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
          busy={busy}
          withDetails={signedIn}
          onEnroll={(cls) => (signedIn ? enrol(cls) : navigate(registerPathFor(cls, TeamID)))}
        />
      </Stack>
    </Page>
  );
}
