import type { ReactNode } from 'react';
import { useCallback } from 'react';
import type { TranslateVars } from 'shared-api/texts/lazy';
import { useIsTextKey, useMessage, useT } from '../I18nProvider';
import { Alert } from './Alert';

interface ErrorShape {
  status?: unknown;
  data?: unknown;
}

function body(error: unknown): { error?: unknown; message?: unknown; errors?: unknown } | undefined {
  const data = (error as ErrorShape | undefined)?.data;
  return data && typeof data === 'object' ? (data as { error?: unknown }) : undefined;
}

/** The server's error code of a failed RTK Query call (e.g. 'LOGIN_FAILED'), if it sent one. */
export function errorCode(error: unknown): string | undefined {
  const code = body(error)?.error;
  return typeof code === 'string' ? code : undefined;
}

/**
 * The per-field messages of a 400 VALIDATION answer, ready for formik's setErrors; undefined when
 * the answer carries none.
 */
export function serverFieldErrors(error: unknown): Record<string, string> | undefined {
  const errors = body(error)?.errors;
  if (!errors || typeof errors !== 'object') return undefined;
  const entries = Object.entries(errors).filter((e): e is [string, string] => typeof e[1] === 'string');
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/**
 * Text for a failed call, in the screen's language: the dictionary's `errors.<CODE>` when the code
 * is known (the language may have changed since the server answered), else the server's message,
 * else a generic text (network failures carry no body).
 */
export function useErrorText(): (error: unknown, vars?: TranslateVars) => string {
  const t = useT();
  const isTextKey = useIsTextKey();
  const message = useMessage();
  return useCallback(
    (error: unknown, vars?: TranslateVars) => {
      const code = errorCode(error);
      const key = `errors.${code}`;
      if (code && isTextKey(key)) return t(key, vars);
      const text = body(error)?.message;
      return typeof text === 'string' && text ? message(text, vars) : t('errors.INTERNAL');
    },
    [t, isTextKey, message],
  );
}

/**
 * An error alert for a failed call: an optional title says what failed ('Could not join class'),
 * the text why; children add links (reset password, log in...).
 */
export function ErrorAlert({ error, vars, title, children }: { error: unknown; vars?: TranslateVars; title?: string; children?: ReactNode }) {
  const text = useErrorText();
  return (
    <Alert variant="error">
      {title && (
        <p>
          <strong>{title}</strong>
        </p>
      )}
      <p>{text(error, vars)}</p>
      {children && <p>{children}</p>}
    </Alert>
  );
}
