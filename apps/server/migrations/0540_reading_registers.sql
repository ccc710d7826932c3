-- Meters read per price band (issue 18 item 11): the registers a person reads, in order
-- (e.g. {F1,F2,F3}); null = one totalizer. A reading belongs to one register: its band, null
-- for the totalizer.
alter table meters add column bands text[];
alter table meters add constraint meters_bands_check
  check (bands is null or (cardinality(bands) between 1 and 9));
alter table readings add column band text check (band ~ '^F[0-9]$');
create index readings_meter_band_idx on readings (meter_id, band, reading_date desc, id desc);
