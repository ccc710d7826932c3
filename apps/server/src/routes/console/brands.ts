import type { FastifyInstance } from 'fastify';
import * as operations from '@sportello/contract/operations';
import { serve } from '../../plugins/operations';
import {
  getBrandSettings,
  importPricesFromConsole,
  setAppMinVersion,
  setBrandHelp,
  setBrandReadingWindow,
  setBrandModule,
} from '../../use-cases/console/brands';
import { bodyBytes } from '../integration/body-bytes';
import { PRICES_BODY_LIMIT } from '../integration/prices';

/** Brand configuration: modules, the app's minimum version, help contacts, the default reading window, the hourly PUN import. */
export default async function consoleBrands(app: FastifyInstance) {
  serve(app, operations.consoleGetBrandSettings, ({ deps, actor, params }) =>
    getBrandSettings(deps, actor, params.code),
  );
  serve(app, operations.consoleSetBrandModule, ({ deps, actor, params, body }) =>
    setBrandModule(deps, actor, params.code, params.key, body.enabled),
  );
  serve(app, operations.consoleSetAppMinVersion, ({ deps, actor, params, body }) =>
    setAppMinVersion(deps, actor, params.code, body.version),
  );
  serve(app, operations.consoleSetBrandHelp, ({ deps, actor, params, body }) =>
    setBrandHelp(deps, actor, params.code, body),
  );
  serve(app, operations.consoleSetBrandReadingWindow, ({ deps, actor, params, body }) =>
    setBrandReadingWindow(deps, actor, params.code, body.window),
  );
  serve(app, operations.consoleImportPrices, async ({ deps, actor, body }) =>
    importPricesFromConsole(deps, actor, await bodyBytes(body, PRICES_BODY_LIMIT)),
  );
}
