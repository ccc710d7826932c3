-- Proof of ownership races (issue 18, item 6): who asked for a proof, so that the daily caps count
-- per requester (the client address, an IPv6 one by its /64, and the applicant user) as well as
-- per customer. Null for every other workflow; the row goes with the proof (purged a day after it
-- expires).
alter table workflows add column requester_address text;
