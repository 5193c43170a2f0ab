import type { Glossary } from '../glossary';

/** English as SPEC.md writes it; where SPEC.md is silent, one spelling per word. */
export const glossary: Glossary = [];
