/**
 * `npm start`: the front ends built if their sources changed (build.ts), then the server, in one
 * process: each further Node and npm start-up would cost the second start a second or more on a
 * busy machine.
 */
import { buildChanged } from './build';

buildChanged();
void import('../server/src/main');
