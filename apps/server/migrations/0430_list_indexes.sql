-- Scale (issue 15): the list queries checked with EXPLAIN on 100,000 customers and 3,000,000
-- bills (npm run bench:data). The dashboard's lists were all served by an index already; the
-- bills of one supply (GET /Erp/v1/invoices?supplyId=…) read every bill of the customer and
-- filtered: a company with hundreds of supplies has thousands of bills.
create index invoices_supply_idx on invoices (supply_id, issue_date desc, id desc);
