import type { notFound as english } from '../en/notFound';
import type { Translation } from '../types';

export const notFound: Translation<typeof english> = {
  'notFound.title': '죄송합니다. 페이지를 찾을 수 없습니다.',
  'notFound.help': '도움이 필요하시면 {email} 주소로 이메일을 보내 주세요.',
  'notFound.home': '홈으로 이동',
};
