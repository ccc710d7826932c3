/** Tables of the Erp, stradario and contact areas (invoices, payments, readings, requests…). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ErpTables {}
