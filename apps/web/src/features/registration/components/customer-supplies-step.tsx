import { useState } from 'react';
import { Navigate } from 'react-router';
import { COMMODITY_LABEL } from '@sportello/domain';
import { useFeedback } from '../../../components/ui/feedback-context';
import { clearDraft, useRegistrationDraft, type GrantDraft } from '../api/draft';
import { CUSTOMER_STEPS, CUSTOMER_STEP_TITLES, CUSTOMER_TYPE_LABELS, customerRedirect } from '../api/steps';
import { escapeHtml } from './customer-privacy-step';
import { RegistrationSent } from './registration-sent';
import { StepLayout } from './step-layout';

function commodityLabel(commodity: string): string {
  return (COMMODITY_LABEL as Record<string, string>)[commodity] ?? commodity;
}

/**
 * /registrazione/cliente-sgr/forniture: after the proof, the customer's data and supplies found,
 * then the end of the registration (the first-access link went to the e-mail typed).
 */
export function CustomerSuppliesStep() {
  const { draft } = useRegistrationDraft();
  const feedback = useFeedback();
  const [finished, setFinished] = useState<GrantDraft | null>(null);
  if (finished)
    return <RegistrationSent flowLabel="Registrazione cliente" sentTo={finished.passwordLinkSentTo} />;
  const redirect = customerRedirect('supplies', draft);
  if (redirect) return <Navigate to={redirect} replace />;
  const grant = draft.customer.grant;
  if (!grant) return <Navigate to="/registrazione" replace />;
  const type = draft.customer.type;

  function finish(g: GrantDraft) {
    setFinished(g);
    clearDraft();
    feedback.show({
      isFull: true,
      title: 'Registrazione completata!',
      description:
        `<p>Abbiamo verificato che sei il cliente ${escapeHtml(g.customerName)}.</p>` +
        `<p>Ti abbiamo inviato all’indirizzo <strong>${escapeHtml(g.passwordLinkSentTo)}</strong> il link per creare la password: ` +
        'aprilo entro 7 giorni, poi accedi con il tuo nome utente.</p>',
      firstButton: { label: 'Vai al login', link: '/login' },
    });
  }

  return (
    <StepLayout
      title="I tuoi dati e le tue forniture"
      flowLabel="Registrazione cliente"
      step={{ index: 6, count: CUSTOMER_STEPS.length, name: CUSTOMER_STEP_TITLES.supplies }}
      intro={<p>Verifica riuscita: ecco il cliente e le forniture associate al tuo nuovo account.</p>}
    >
      <section className="registration-card" aria-labelledby="registrazione-dati-trovati">
        <h2 id="registrazione-dati-trovati">Dati del cliente</h2>
        <dl className="registration-data">
          <div>
            <dt>Intestatario</dt>
            <dd data-testid="registration-customer-name">{grant.customerName}</dd>
          </div>
          <div>
            <dt>Codice cliente</dt>
            <dd>{grant.customerKey}</dd>
          </div>
          {type && (
            <div>
              <dt>Tipo di cliente</dt>
              <dd>{CUSTOMER_TYPE_LABELS[type]}</dd>
            </div>
          )}
          <div>
            <dt>Nome utente</dt>
            <dd>{draft.customer.username}</dd>
          </div>
        </dl>
      </section>
      <section className="registration-card" aria-labelledby="registrazione-forniture-trovate">
        <h2 id="registrazione-forniture-trovate">Forniture trovate</h2>
        {grant.supplies.length === 0 ? (
          <p className="muted" data-testid="registration-no-supplies">
            Non ci sono forniture attive per questo cliente: le vedrai nell’area clienti appena attivate.
          </p>
        ) : (
          <ul className="registration-supplies" data-testid="registration-supplies">
            {grant.supplies.map((s) => (
              <li key={s.key}>
                <span className="registration-supplies__commodity">{commodityLabel(s.commodity)}</span>
                <span>{s.address || 'Indirizzo non disponibile'}</span>
                <span className="muted">Codice {s.key}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <button type="button" className="button button--primary button--block" onClick={() => finish(grant)}>
        Concludi la registrazione
      </button>
    </StepLayout>
  );
}
