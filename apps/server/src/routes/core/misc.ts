import type { FastifyPluginAsync } from 'fastify';
import * as operations from '@sportello/contract/operations';
import { serve } from '../../plugins/operations';
import { getConfProperties } from '../../use-cases/core/get-conf-properties';
import { getHelpContacts } from '../../use-cases/core/get-help-contacts';
import { getLink } from '../../use-cases/core/get-link';
import { registerDevice } from '../../use-cases/core/register-device';
import { unregisterDevice } from '../../use-cases/core/unregister-device';

/** Devices (push ids), links, configuration properties and the brand's help contacts. */
const miscRoutes: FastifyPluginAsync = async (app) => {
  serve(app, operations.registerDevice, ({ deps, actor, body }) =>
    registerDevice(deps, actor, body.registerDeviceRequest),
  );

  serve(app, operations.getWebPushKey, () => ({
    getWebPushKeyResponse: { publicKey: app.vapidPublicKey },
  }));

  serve(app, operations.unregisterDevice, ({ deps, actor, body }) =>
    unregisterDevice(deps, actor, body.unregisterDeviceRequest),
  );

  serve(app, operations.getLink, ({ deps, actor, params, query }) =>
    getLink(deps, actor, { id: params.id, hashCode: query.hashCode }),
  );

  serve(app, operations.getConfProperties, ({ deps, actor, query }) => getConfProperties(deps, actor, query));

  serve(app, operations.getHelpContacts, ({ deps, actor }) => getHelpContacts(deps, actor));
};

export default miscRoutes;
