/** One namespace in another language: exactly the English file's keys, so a missing or extra key fails the type check. */
export type Translation<English> = Record<keyof English, string>;
