import { notFound } from '../../errors';
import type { Deps } from '../context';

/**
 * The demo tools exist only in demo mode: app.ts mounts /dev only then, and a caller other than
 * the HTTP route (a job, a console) gets from a production server the 404 its /dev answers.
 * They take no actor: in demo mode anyone trying the demo (people, end-to-end tests) may use them.
 */
export function assertDemoMode({ config }: Pick<Deps, 'config'>): void {
  if (config.MODE !== 'demo') throw notFound();
}
