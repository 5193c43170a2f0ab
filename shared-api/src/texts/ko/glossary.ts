import { STATISTICAL_SYMBOLS, type Glossary } from '../glossary';

/**
 * Statements in 합니다 style, requests in the UI in -세요 (DESIGN.md "Language conventions").
 * Korean phrases match anywhere in a word (particles attach), so each `avoid` is a phrase that no
 * correct text contains.
 */
export const glossary: Glossary = [
  // The product's concepts: one term each.
  { concept: 'assessment', term: '평가 (혁신 역량 평가)', avoid: ['진단', '검사', '역량 테스트'], note: 'taking it is 평가에 응시하다' },
  { concept: 'reassessment', term: '재평가', avoid: ['재진단', '재검사'] },
  { concept: 'cohort', term: '기수', avoid: ['코호트', '차수'] },
  { concept: 'class', term: '수업', avoid: ['강좌', '클래스', '강의'], note: 'a course or programme (SPEC: "course", "Programme") is 과정 / 프로그램' },
  { concept: 'team (a customer organisation)', term: '팀', avoid: ['고객사'] },
  { concept: 'team leader', term: '팀 리더', avoid: ['팀장'], note: 'the role in this product; a respondent\'s own job is not the product role' },
  { concept: 'questionnaire', term: '설문', avoid: ['설문지', '질문지', '설문 조사'] },
  { concept: 'start of class questions', term: '수업 시작 설문', avoid: ['수업 시작 질문', '수업 전 설문'] },
  { concept: 'knowledge check', term: '지식 확인', avoid: ['지식 점검', '지식 테스트'] },
  { concept: 'post-class survey', term: '수업 후 설문', avoid: ['사후 설문', '수업 후 조사'] },
  { concept: 'post-assessment questions', term: '평가 후 질문', avoid: ['사후 평가'] },
  { concept: 'self-efficacy', term: '자기효능감', avoid: ['자기 효능감', '자아효능감'] },
  { concept: 'psychological safety', term: '심리적 안전감', avoid: ['심리적 안정', '심리적 안전성'] },
  { concept: 'results / report', term: '결과 / 보고서', avoid: ['리포트', '성적표'] },
  { concept: 'certificate', term: '수료증', avoid: ['인증서', '이수증', '증명서'] },
  { concept: 'assessment link', term: '평가 링크', avoid: ['평가 URL', '응시 링크'] },
  {
    concept: 'activate / open (an admin makes questionnaires, an assessment or results available)',
    term: '활성화',
    avoid: ['오픈', '활성화시'],
    note: 'the admin side says 활성화, 활성화하시겠습니까, 활성화했습니다, 활성화됨 (buttons, confirmations, messages, audit log, class page alike); the participant side may say a questionnaire 열리다 or results 공개되다. Not 활성화시키다',
  },
  { concept: 'enrol / enrolment', term: '수강 신청 / 등록', avoid: ['수업 가입', '수업에 가입', '입과'], note: 'leaving a class is 수강 취소' },
  { concept: 'refund', term: '환불', avoid: ['환급', '반환'] },
  { concept: 'student (of a class)', term: '수강생', avoid: ['교육생', '수업생', '학습자'] },
  { concept: 'participant', term: '참가자', avoid: ['참여자', '응시자', '피평가자'] },
  { concept: 'admin', term: '관리자', avoid: ['어드민', '운영자'] },
  { concept: 'assumption', term: '가정', avoid: ['전제'], note: 'as in design thinking and lean practice: 가정을 검증하다. A prerequisite is 사전 요건, not 전제 조건' },
  { concept: 'decision maker', term: '의사결정권자', avoid: ['의사결정자'] },
  { concept: 'home (the start page)', term: '홈', avoid: ['홈페이지'], note: '홈페이지 reads as "website"' },
  { concept: 'support', term: '고객 지원', avoid: ['서포트'] },
  { concept: 'department (a unit in a team\'s department tree)', term: '부서', avoid: ['하위 팀', '하위팀'], note: 'a new one is still named 새 팀 {n} (SPEC.md: "New Team {n}")' },
  { concept: 'platform team (team 1)', term: '플랫폼 팀', avoid: ['팀 1', '1번 팀'], note: 'never show the internal team number' },
  { concept: 'reflection questions', term: '성찰 설문 (title: 성찰)', avoid: ['반성', '회고 설문'] },
  { concept: 'post-class assessments (what the dashboard card activates)', term: '수업 후 평가', avoid: ['수업 후 진단'], note: 'self-efficacy and psychological safety, activated with the 수업 후 설문, 성찰 설문 and 지식 확인' },
  { concept: 'log in', term: '로그인 (로그인하다, 로그아웃)', avoid: ['사인인', '로그온', '로그 인'] },
  { concept: 'login link (an anonymous user\'s link)', term: '로그인 링크', avoid: ['매직 링크', '자동 로그인 링크'] },
  { concept: 'email', term: '이메일', avoid: ['전자 우편', '전자우편', 'e-메일'] },
  { concept: 'place in a class', term: '자리 (남은 자리)', avoid: ['좌석'] },
  { concept: 'working days', term: '영업일', avoid: ['근무일 기준'] },
  { concept: 'the Enter key', term: 'Enter 키', avoid: ['Return 키', '리턴 키'] },
  { concept: 'a button named in a sentence', term: '[버튼 이름] 버튼 ([시작] 버튼을 누르세요)', avoid: ['을 누르십', '를 누르십'], note: 'the label exactly as the button shows it, in square brackets' },

  // Register and style.
  { concept: 'a request to the reader', term: '-세요', avoid: ['십시오', '하시오'], note: 'one request style across screens, emails and content' },
  {
    concept: 'a statement (questionnaire items, descriptions)',
    term: '합니다 style',
    avoid: ['있다.', '없다.', '한다.', '된다.', '는다.', '않다.', '이다.', '느낀다.', '여긴다.'],
    note: 'one questionnaire item style across all instruments: 할 수 있습니다, 합니다',
  },
  {
    concept: 'a particle after a placeholder',
    term: 'a noun that fixes the particle ({email} 주소로, {team} 페이지로, {name} 부서를)',
    avoid: ['(으)', '이(가)', '을(를)', '은(는)', '와(과)'],
    note: 'alternation marks read as machine output',
  },
  { concept: 'an apology or error opener ("Oops")', term: '죄송합니다', avoid: ['이런!', '앗!', '아이쿠'] },
];

/** Texts this language writes exactly as English does; any other text equal to the English fails the texts test as untranslated. */
export const sameAsEnglish: readonly string[] = ['example.org', ...STATISTICAL_SYMBOLS];
