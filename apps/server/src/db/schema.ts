import type { CoreTables } from './tables/core';
import type { ErpTables } from './tables/erp';
import type { FoundationTables } from './tables/foundation';
import type { JobTables } from './tables/jobs';
import type { PaymentTables } from './tables/payments';
import type { ServicesTables } from './tables/services';

/** Every table the server queries, one interface per API area so each area owns its file. */
export interface Database
  extends FoundationTables, CoreTables, ErpTables, PaymentTables, ServicesTables, JobTables {}
