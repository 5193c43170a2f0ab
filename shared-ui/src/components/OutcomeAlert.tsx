import { Alert } from './Alert';
import { ErrorAlert } from './errors';

/** What an admin action came to: the server's msg, or the failure. */
export type Outcome = { msg: string } | { error: unknown };

/** SPEC.md section 8: the server's msg on an admin action is shown; so is its failure. */
export function OutcomeAlert({ outcome }: { outcome?: Outcome }) {
  if (!outcome) return null;
  if ('msg' in outcome) {
    return (
      <Alert variant="success" role="status">
        {outcome.msg}
      </Alert>
    );
  }
  return <ErrorAlert error={outcome.error} />;
}
