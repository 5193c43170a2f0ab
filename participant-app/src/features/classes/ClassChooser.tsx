import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useClassOptionsQuery, useJoinClassMutation } from 'shared-api';
import { ErrorAlert, Loading, Stack, useT } from 'shared-ui';
import { ClassList } from './ClassList';

/**
 * The classes a signed-in participant's team may join. Enroll joins at once and goes on to
 * /pre-assessment, which sends the participant where they now stand: /checkout for a priced class.
 */
export function ClassChooser() {
  const t = useT();
  const navigate = useNavigate();
  const options = useClassOptionsQuery();
  const [join, { isLoading }] = useJoinClassMutation();
  const [failure, setFailure] = useState<unknown>();
  if (options.isLoading) return <Loading />;
  if (!options.data) return <ErrorAlert error={options.error} />;
  return (
    <Stack>
      {failure !== undefined && <ErrorAlert title={t('classes.joinError')} error={failure} />}
      <ClassList
        classes={options.data.classes}
        busy={isLoading}
        onEnroll={async (cls) => {
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
  );
}
