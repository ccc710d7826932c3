import type { FastifyPluginAsync } from 'fastify';
import * as operations from '@sportello/contract/operations';
import { serve } from '../../plugins/operations';
import { getNotification } from '../../use-cases/core/get-notification';
import { listNotifications } from '../../use-cases/core/list-notifications';
import { updateNotification } from '../../use-cases/core/update-notification';

const notificationRoutes: FastifyPluginAsync = async (app) => {
  serve(app, operations.getNotifications, ({ deps, actor, query }) => listNotifications(deps, actor, query));

  serve(app, operations.getNotification, ({ deps, actor, params }) =>
    getNotification(deps, actor, { id: params.id }),
  );

  serve(app, operations.updateNotification, ({ deps, actor, body }) =>
    updateNotification(deps, actor, body.updateNotificationRequest),
  );
};

export default notificationRoutes;
