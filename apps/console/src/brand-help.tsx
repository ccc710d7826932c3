import { useMutation } from '@tanstack/react-query';
import { Fragment, useState, type FormEvent } from 'react';
import type { BrandSettings } from '@sportello/contract/console/brands';
import { Field } from '@kit/field';
import { api } from './api';
import { MutationError } from './ui';

type HelpKey = keyof BrandSettings['help'];

const HELP_FIELDS: { key: HelpKey; label: string; type: string }[] = [
  { key: 'phone', label: 'Telefono', type: 'tel' },
  { key: 'hours', label: 'Orari', type: 'text' },
  { key: 'email', label: 'E-mail', type: 'email' },
  { key: 'supportUrl', label: 'Sito di assistenza', type: 'url' },
  { key: 'helpPageUrl', label: 'Pagina delle domande frequenti', type: 'url' },
];

/**
 * The customer service's contacts the portal shows the brand's customers (the help button, the
 * Assistenza pages): an admin changes them over the brand registry's; a field left empty, or
 * equal to the registry's, keeps the registry's. Others read them.
 */
export function BrandHelpContacts({
  settings,
  isAdmin,
  onSaved,
}: {
  settings: BrandSettings;
  isAdmin: boolean;
  onSaved: (data: BrandSettings) => void;
}) {
  const current = (key: HelpKey) => settings.help[key] ?? settings.helpDefault[key];
  const [draft, setDraft] = useState<Record<HelpKey, string>>(() => ({
    phone: current('phone'),
    hours: current('hours'),
    email: current('email'),
    supportUrl: current('supportUrl'),
    helpPageUrl: current('helpPageUrl'),
  }));
  const save = useMutation({
    mutationFn: (body: BrandSettings['help']) =>
      api<BrandSettings>('PUT', `/brands/${settings.brand}/help-contacts`, { body }),
    onSuccess: onSaved,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = Object.fromEntries(
      HELP_FIELDS.map(({ key }) => {
        const value = draft[key].trim();
        return [key, value === '' || value === settings.helpDefault[key] ? null : value];
      }),
    ) as BrandSettings['help'];
    save.mutate(body);
  };
  return (
    <section aria-labelledby="help-title" className="console-section">
      <h2 id="help-title">Contatti dell’assistenza</h2>
      <p className="muted">
        Quelli che il portale mostra ai clienti del marchio (il pulsante di aiuto e le pagine Assistenza).
        {isAdmin
          ? ' Un campo vuoto torna al valore del registro dei marchi.'
          : ' Solo un amministratore può cambiarli.'}
      </p>
      <dl className="console-facts" data-testid="console-help-contacts">
        {HELP_FIELDS.map(({ key, label }) => (
          <Fragment key={key}>
            <dt>{label}</dt>
            <dd>
              {current(key)}{' '}
              <span className="muted">{settings.help[key] === null ? '(registro)' : '(del marchio)'}</span>
            </dd>
          </Fragment>
        ))}
      </dl>
      {isAdmin && (
        <form className="console-actions" onSubmit={submit}>
          {HELP_FIELDS.map(({ key, label, type }) => (
            <Field key={key} label={label} hint={`Registro: ${settings.helpDefault[key]}`}>
              <input
                name={`help-${key}`}
                type={type}
                value={draft[key]}
                onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
              />
            </Field>
          ))}
          <MutationError mutation={save} />
          <div className="console-buttons">
            <button type="submit" className="button button--primary" disabled={save.isPending}>
              Salva i contatti
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
