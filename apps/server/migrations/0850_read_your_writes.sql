-- Read-your-writes with read replicas (DATABASE_REPLICA_URL): until this moment the session's
-- list reads go to the primary, so the customer who just wrote (a payment, a request, a
-- self-reading) sees it at once. Set a few seconds ahead on each write of the session, and on the
-- sessions of a customer whose payment the provider notified.
alter table sessions add column primary_reads_until timestamptz;
