import type { freeform as english } from '../en/freeform';
import type { Translation } from '../types';

export const freeform: Translation<typeof english> = {
  'freeform.start': '시작',
  'freeform.timeLeft': '남은 시간',
  'freeform.timeUp': '시간이 다 되었습니다! 아이디어는 저장되었습니다. 계속하려면 [다음] 버튼을 누르세요.',
  'freeform.idea': '아이디어',
  'freeform.add': '아이디어 추가',
  'freeform.remove': '"{idea}" 삭제',
  'freeform.ideas': '나의 아이디어({count}개)',
  'freeform.lateNotKept': '제한 시간이 지난 뒤에 입력한 아이디어는 저장되지 않았습니다.',
  'freeform.lateNotKeptOn': '질문 {n}: 제한 시간이 지난 뒤에 입력한 아이디어는 저장되지 않았습니다. 나머지 답변을 보내려면 [제출] 버튼을 누르세요.',
};
