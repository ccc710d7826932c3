import type { ConsoleTables } from './tables/console';
import type { CoreTables } from './tables/core';
import type { ErpTables } from './tables/erp';
import type { FoundationTables } from './tables/foundation';
import type { IntegrationTables } from './tables/integration';
import type { IntegrationEventTables } from './tables/integration-events';
import type { IntegrationInvoiceTables } from './tables/integration-invoices';
import type { JobTables } from './tables/jobs';
import type { MeteringImportTables } from './tables/metering-import';
import type { PaymentTables } from './tables/payments';
import type { ReadingReminderTables } from './tables/reading-reminders';
import type { ServicesTables } from './tables/services';

/** Every table the server queries, one interface per API area so each area owns its file. */
export interface Database
  extends
    FoundationTables,
    CoreTables,
    ErpTables,
    PaymentTables,
    ServicesTables,
    JobTables,
    IntegrationTables,
    IntegrationEventTables,
    MeteringImportTables,
    IntegrationInvoiceTables,
    ConsoleTables,
    ReadingReminderTables {}
