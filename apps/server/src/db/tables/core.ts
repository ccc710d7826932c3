/** Tables of the Core, Wfm and bpm areas (accounts, workflows, notifications, links, outbox). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CoreTables {}
