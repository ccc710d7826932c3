-- The seven brands served by this code base, with the modules each enables. Reference data, not
-- demo data: a production installation edits the modules, never the codes. Names are fictional.
insert into companies (code, name, legal_name, vat_number) values
  ('sgr', 'SGR Energia', 'SGR Servizi Energia S.p.A.', '01234567897'),
  ('ast', 'Astra Energia', 'Astra Energia S.p.A.', '07654321095'),
  ('sga', 'SGA Gas e Luce', 'SGA Gas e Luce S.r.l.', '02345678904'),
  ('mes', 'Mestre Energia', 'Mestre Energia S.r.l.', '03456789019'),
  ('wdo', 'Wedo Energia', 'Wedo Energia S.p.A.', '04567890126'),
  ('smg', 'SMG Multiservizi', 'SMG Multiservizi S.p.A.', '05678901231'),
  ('sol', 'Sole Energia', 'Sole Energia S.r.l.', '06789012348');

insert into company_modules (company_code, module_key)
select c.code, m.key
from companies c
cross join (values ('panoram'), ('dettFatt'), ('ser'), ('prat'), ('fatt'), ('pay'), ('grafConsumi'), ('letture'), ('AutoLettura')) as m(key)
where not (
  (c.code = 'mes' and m.key in ('ser', 'prat')) or
  (c.code = 'sga' and m.key in ('pay')) or
  (c.code = 'wdo' and m.key in ('grafConsumi', 'letture', 'AutoLettura')) or
  (c.code = 'smg' and m.key in ('panoram', 'ser'))
);
