import type { FastifyPluginAsync } from 'fastify';
import * as operations from '@sportello/contract/operations';
import { serve } from '../../plugins/operations';
import { getReadingReminders } from '../../use-cases/core/get-reading-reminders';
import { setReadingReminders } from '../../use-cases/core/set-reading-reminders';

/** The reading reminders' preference of the logged-in user (issue 24). */
const reminderRoutes: FastifyPluginAsync = async (app) => {
  serve(app, operations.getReadingReminders, ({ deps, actor }) => getReadingReminders(deps, actor));
  serve(app, operations.setReadingReminders, ({ deps, actor, body }) =>
    setReadingReminders(deps, actor, body.setReadingRemindersRequest),
  );
};

export default reminderRoutes;
