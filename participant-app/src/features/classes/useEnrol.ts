import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useJoinClassMutation } from 'shared-api';
import type { ClassFields } from 'shared-api';

/**
 * A signed-in participant's Enroll: joins, then goes on to /pre-assessment, which sends them where
 * they now stand (/checkout for a priced class). A refusal is kept for the page's 'Could not join
 * class' alert, and the list is asked for again (a class may have filled up meanwhile).
 */
export function useEnrol(refetchOptions: () => void) {
  const navigate = useNavigate();
  const [join, { isLoading }] = useJoinClassMutation();
  const [failure, setFailure] = useState<unknown>();
  const enrol = async (cls: ClassFields) => {
    setFailure(undefined);
    try {
      await join({ classId: cls.id }).unwrap();
      navigate('/pre-assessment');
    } catch (error) {
      setFailure(error);
      refetchOptions();
    }
  };
  return { enrol, busy: isLoading, failure };
}
