import type { Glossary } from '../glossary';

/** Statements in 합니다 style, requests in the UI in -세요 (DESIGN.md "Language conventions"). */
export const glossary: Glossary = [
  { concept: 'knowledge check', term: '지식 확인', avoid: ['지식 점검'] },
  { concept: 'a request to the reader', term: '-세요', avoid: ['십시오'], note: 'one request style across screens and emails' },
];
