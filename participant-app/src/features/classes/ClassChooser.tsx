import { useClassOptionsQuery } from 'shared-api';
import { ErrorAlert, Loading, Stack, useT } from 'shared-ui';
import { ClassList } from './ClassList';
import { useEnrol } from './useEnrol';

/** The classes a signed-in participant's team may join; Enroll joins at once (useEnrol). */
export function ClassChooser() {
  const t = useT();
  const options = useClassOptionsQuery();
  const { enrol, busy, failure } = useEnrol(options.refetch);
  if (options.isLoading) return <Loading />;
  if (!options.data) return <ErrorAlert error={options.error} />;
  return (
    <Stack>
      {failure !== undefined && <ErrorAlert title={t('classes.joinError')} error={failure} />}
      <ClassList
        classes={options.data.classes}
        busy={busy}
        onEnroll={enrol}
      />
    </Stack>
  );
}
