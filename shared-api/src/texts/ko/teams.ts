import type { teams as english } from '../en/teams';
import type { Translation } from '../types';

export const teams: Translation<typeof english> = {
  'teams.created': '팀을 만들었습니다.',
  'teams.cohortCreated': '기수를 만들었습니다.',
  'teams.linkCreated': '평가 링크를 만들었습니다.',
};
