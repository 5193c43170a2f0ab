import { LANGUAGES } from '../common/types';
import { contentTexts, glossaryHits, glossaryProblems, untranslatedTexts, type Glossary } from './glossaries';
import { dictionaries } from './index';

describe('glossaryHits', () => {
  const glossary: Glossary = [
    { concept: 'cohort', term: 'coorte', avoid: ['turma'] },
    { concept: 'press', term: 'presione', avoid: ['pulse'], allow: ['Pulse aquí (SPEC)'] },
  ];

  it('finds whole words in any case, and names the term to use', () => {
    expect(glossaryHits('BRPT', glossary, 'Nome da Turma')).toEqual([{ concept: 'cohort', found: 'turma', use: 'coorte' }]);
    expect(glossaryHits('BRPT', glossary, 'Nome da turmalina')).toEqual([]);
  });

  it('lets a text the entry allows keep the word', () => {
    expect(glossaryHits('SPA', glossary, 'Pulse aquí (SPEC)')).toEqual([]);
    expect(glossaryHits('SPA', glossary, 'Pulse aquí')).toHaveLength(1);
  });

  it('matches Korean inside words, where particles attach', () => {
    const korean: Glossary = [{ concept: 'knowledge check', term: '지식 확인', avoid: ['지식 점검'] }];
    expect(glossaryHits('KOR', korean, '지식 점검을 시작하세요')).toHaveLength(1);
  });
});

describe('contentTexts', () => {
  it("reads one language's texts anywhere in versioned content", () => {
    const content = { name: { ENG: 'Team', SPA: 'Equipo', KOR: '팀', BRPT: 'Equipe' }, items: [{ text: { ENG: 'A', SPA: 'B', KOR: 'C', BRPT: 'D' }, weight: 1 }] };
    expect(contentTexts(content, 'SPA')).toEqual(['Equipo', 'B']);
  });

  it("reads SPEC.md's per-language fields of a question", () => {
    const question = { id: 'q1', question_text: 'I try', spanish_text: 'Intento', korean_text: '시도합니다', portuguese_text: 'Tento' };
    expect([contentTexts([question], 'KOR'), contentTexts([question], 'ENG')]).toEqual([['시도합니다'], ['I try']]);
  });
});

describe('every dictionary', () => {
  it.each(LANGUAGES)('uses its glossary terms (%s)', (language) => {
    expect(glossaryProblems(language, Object.entries(dictionaries[language]))).toEqual([]);
  });

  it.each(LANGUAGES)('leaves no text in English (%s)', (language) => {
    expect(untranslatedTexts(language, dictionaries[language], dictionaries.ENG)).toEqual([]);
  });

  it('finds a text left in English, or a Korean text without Hangul', () => {
    const english = { 'a.b': 'Save Changes', 'a.c': 'Total', 'a.d': '{count} / {capacity}' };
    expect(untranslatedTexts('SPA', { 'a.b': 'Save Changes', 'a.c': 'Total', 'a.d': '{count} / {capacity}' }, english)).toEqual(['a.b: Save Changes']);
    expect(untranslatedTexts('KOR', { 'a.b': '변경 사항 저장', 'a.c': 'Sum', 'a.d': '{count} / {capacity}' }, english)).toEqual(['a.c: Sum']);
  });
});
