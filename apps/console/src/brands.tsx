import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { BrandSettings } from '@sportello/contract/console/brands';
import type { ImportPricesResponse } from '@sportello/contract/integration/metering';
import { Alert } from '@kit/alert';
import { Field } from '@kit/field';
import { loadError, QueryState } from '@kit/query-state';
import { api, type Operator } from './api';
import { BrandHelpContacts } from './brand-help';
import { BrandReadingWindow } from './brand-reading-window';
import { BrandOptions, MutationError } from './ui';

/** What each module shows the customers, in the words of the portal's menu. */
export const MODULE_LABELS: Record<string, string> = {
  panoram: 'Panoramica bollette',
  dettFatt: 'Dettaglio bollette',
  ser: 'Servizi',
  prat: 'Pratiche',
  fatt: 'Bollette',
  pay: 'Pagamenti online',
  grafConsumi: 'Grafici dei consumi',
  letture: 'Letture',
  AutoLettura: 'Autolettura',
};

/**
 * A brand's modules, app minimum version, help contacts and default reading window (admins change
 * them), and the PUN import.
 */
export function BrandsPage({ operator }: { operator: Operator }) {
  const [brand, setBrand] = useState(operator.brands[0] ?? '');
  const isAdmin = operator.role === 'admin';
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: ['brand', brand],
    queryFn: () => api<BrandSettings>('GET', `/brands/${brand}/settings`),
    enabled: brand !== '',
  });
  const update = (data: BrandSettings) => queryClient.setQueryData(['brand', brand], data);
  const toggle = useMutation({
    mutationFn: ({ key, enabled }: { key: string; enabled: boolean }) =>
      api<BrandSettings>('PUT', `/brands/${brand}/modules/${key}`, { body: { enabled } }),
    onSuccess: update,
  });
  const [version, setVersion] = useState('');
  const saveVersion = useMutation({
    mutationFn: (value: string | null) =>
      api<BrandSettings>('PUT', `/brands/${brand}/app-min-version`, { body: { version: value } }),
    onSuccess: (data) => {
      update(data);
      setVersion('');
    },
  });
  const onVersion = (event: FormEvent) => {
    event.preventDefault();
    saveVersion.mutate(version.trim() || null);
  };
  return (
    <>
      <h1>Configurazione dei marchi</h1>
      <Field label="Marchio">
        <select name="brand" value={brand} onChange={(e) => setBrand(e.target.value)}>
          <BrandOptions brands={operator.brands} />
        </select>
      </Field>
      <QueryState
        query={settings}
        loading="Caricamento della configurazione…"
        error={loadError('Non è stato possibile caricare la configurazione del marchio.')}
      >
        {(s) => (
          <>
            <section aria-labelledby="modules-title" className="console-section">
              <h2 id="modules-title">Moduli del portale</h2>
              <p className="muted">
                Un modulo spento sparisce dal menu di tutti i clienti del marchio.
                {!isAdmin && ' Solo un amministratore può cambiarli.'}
              </p>
              <MutationError mutation={toggle} />
              <ul className="console-checks">
                {s.modules.map((m) => (
                  <li key={m.key}>
                    <label>
                      <input
                        type="checkbox"
                        name={`module-${m.key}`}
                        checked={m.enabled}
                        disabled={!isAdmin || toggle.isPending}
                        onChange={(e) => toggle.mutate({ key: m.key, enabled: e.target.checked })}
                      />{' '}
                      {MODULE_LABELS[m.key] ?? m.key} <span className="muted">({m.key})</span>
                    </label>
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="version-title" className="console-section">
              <h2 id="version-title">Versione minima dell’app</h2>
              <p data-testid="console-app-min-version">
                {s.appMinVersion
                  ? `${s.appMinVersion} (del marchio)`
                  : `${s.appMinVersionDefault ?? 'nessuna'} (generale)`}
              </p>
              {isAdmin && (
                <form className="console-actions" onSubmit={onVersion}>
                  <Field
                    label="Nuova versione minima"
                    hint="Nel formato 1.2.3; vuoto torna alla versione generale"
                  >
                    <input name="version" value={version} onChange={(e) => setVersion(e.target.value)} />
                  </Field>
                  <MutationError mutation={saveVersion} />
                  <div className="console-buttons">
                    <button type="submit" className="button button--primary" disabled={saveVersion.isPending}>
                      Salva la versione
                    </button>
                  </div>
                </form>
              )}
            </section>
            <BrandHelpContacts key={s.brand} settings={s} isAdmin={isAdmin} onSaved={update} />
            <BrandReadingWindow key={`window-${s.brand}`} settings={s} isAdmin={isAdmin} onSaved={update} />
          </>
        )}
      </QueryState>
      <PunImport />
    </>
  );
}

/** The hourly PUN from the GME's MGP results file (the integration's own import). */
export function PunImport() {
  const [file, setFile] = useState<File | null>(null);
  const upload = useMutation({
    mutationFn: (chosen: File) => {
      const type = /\.zip$/i.test(chosen.name) ? 'application/zip' : 'application/xml';
      return api<ImportPricesResponse>('POST', '/prices', { file: new Blob([chosen], { type }) });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) upload.mutate(file);
  };
  const result = upload.data;
  return (
    <section aria-labelledby="pun-title" className="console-section">
      <h2 id="pun-title">PUN orario</h2>
      <form className="console-actions" onSubmit={submit}>
        <Field label="File degli esiti MGP del GME" hint="YYYYMMDDMGPPrezzi.xml, o uno zip di più giorni">
          <input
            name="gme"
            type="file"
            accept=".xml,.zip,application/xml,application/zip"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </Field>
        <MutationError mutation={upload} />
        {result && (
          <Alert tone="success">
            PUN importato: {result.days.map((d) => d.day).join(', ') || 'nessun giorno'} ({result.created} ore
            nuove, {result.updated} aggiornate, {result.refused} rifiutate).
          </Alert>
        )}
        <div className="console-buttons">
          <button type="submit" className="button button--primary" disabled={!file || upload.isPending}>
            Importa il PUN
          </button>
        </div>
      </form>
    </section>
  );
}
