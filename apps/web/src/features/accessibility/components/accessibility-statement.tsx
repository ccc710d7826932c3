import { Link } from 'react-router';
import { formatDate } from '@sportello/domain';
import { useBrand } from '../../../lib/brand';
import { A11Y_REPORT } from '../report';
import { italianList, statementFrom, type Statement } from '../statement';

/** Brands without the contact form (spec section 6): they are reached by e-mail and phone. */
const NO_CONTACT_FORM = new Set(['mes']);

/**
 * The accessibility statement (dichiarazione di accessibilità), in the sections of the AgID
 * model: conformity, content not accessible, how it was drawn up, feedback and contacts, the
 * enforcement procedure, the site. Every finding comes from the accessibility tour's report
 * (the end-to-end axe checks); the company's data from the brand registry.
 */
export function AccessibilityStatement({
  statement = statementFrom(A11Y_REPORT),
}: {
  statement?: Statement;
}) {
  const brand = useBrand();
  const checked = formatDate(statement.checkedAt, '/');
  const canWrite = !NO_CONTACT_FORM.has(brand.code);
  return (
    <article className="accessibility-statement">
      <h1>Dichiarazione di accessibilità</h1>
      <p>
        {brand.legal.name} si impegna a rendere accessibile l’area clienti {brand.name}, sul web e nell’app,
        conformemente alla legge 9 gennaio 2004, n. 4. La presente dichiarazione si applica all’area clienti{' '}
        {brand.name}.
      </p>
      <p data-testid="statement-checked-at">
        Ultima verifica: <strong>{checked}</strong>
      </p>

      <h2>Stato di conformità</h2>
      <p data-testid="statement-status">
        L’area clienti è <strong>{statement.status}</strong> ai requisiti previsti dall’allegato A alla norma
        UNI CEI EN 301549 (WCAG 2.1, livello AA), secondo le verifiche descritte in questa pagina.
      </p>

      <h2>Contenuti non accessibili</h2>
      {statement.problems.length === 0 ? (
        <p data-testid="statement-no-problems">
          Le verifiche del {checked} non hanno trovato contenuti non accessibili nelle schermate elencate
          sotto. Le verifiche automatiche non coprono tutti i criteri: se trovi un ostacolo, segnalacelo come
          indicato in questa pagina.
        </p>
      ) : (
        <>
          <p>
            I contenuti elencati di seguito non sono ancora accessibili (inosservanza della legge 4/2004):
          </p>
          <ul data-testid="statement-problems">
            {statement.problems.map((p) => (
              <li key={p.rule}>
                {p.help} ({p.rule}): {italianList(p.screens)}; {p.places}{' '}
                {p.places === 1 ? 'elemento' : 'elementi'}.
              </li>
            ))}
          </ul>
        </>
      )}

      <h2>Redazione della dichiarazione</h2>
      <p>
        La dichiarazione è stata redatta il {checked} con un’autovalutazione: i test automatici dell’area
        clienti aprono ogni schermata elencata sotto, nei suoi stati (moduli con i loro messaggi di errore,
        suggerimenti aperti, finestre di dialogo), per {italianList(statement.brandNames)}, a{' '}
        {italianList(statement.widths.map((w) => `${w} px`))} di larghezza e nei temi{' '}
        {italianList(statement.themes)}, e la analizzano con axe-core {statement.axeVersion}. Nel tema chiaro
        si applicano tutte le {statement.rules.full.length} regole; negli altri temi, che cambiano solo i
        colori, le regole sui colori ({italianList(statement.rules.colour)}). La dichiarazione è riesaminata a
        ogni nuova verifica.
      </p>
      <h3>Schermate verificate</h3>
      {statement.screens.length === 0 ? (
        <p data-testid="statement-empty">Nessuna schermata è stata ancora verificata.</p>
      ) : (
        <table className="accessibility-statement__checks">
          <caption className="visually-hidden">Schermate verificate e problemi trovati, per marchio</caption>
          <thead>
            <tr>
              <th scope="col">Schermata</th>
              <th scope="col">Esito</th>
            </tr>
          </thead>
          <tbody>
            {statement.screens.map((s) => (
              <tr key={s.id} data-testid="statement-screen">
                <th scope="row">{s.label}</th>
                <td>
                  {s.results
                    .map((r) =>
                      r.violations === 0
                        ? `${r.brandName}: nessun problema`
                        : `${r.brandName}: ${r.violations} ${r.violations === 1 ? 'problema' : 'problemi'}`,
                    )
                    .join('; ')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <details>
        <summary>Le regole applicate</summary>
        <p>{statement.rules.full.join(', ')}</p>
      </details>

      <h2>Meccanismo di feedback e recapiti</h2>
      <p>
        Per segnalare un problema di accessibilità o chiedere un contenuto in un formato accessibile
        {canWrite ? (
          <>
            {' '}
            scrivici con il <Link to="/support">modulo di contatto dell’area clienti</Link> (Assistenza,
            “Scrivici”), oppure
          </>
        ) : null}{' '}
        scrivi a <a href={`mailto:${brand.help.email}`}>{brand.help.email}</a> o chiama il{' '}
        <a href={`tel:${brand.help.phone.replace(/\s+/g, '')}`}>{brand.help.phone}</a> ({brand.help.hours}).
        Rispondiamo entro 30 giorni. Senza accedere trovi i contatti nella pagina{' '}
        <Link to="/helpers/support">Assistenza</Link>.
      </p>

      <h2>Procedura di attuazione</h2>
      <p>
        Se la risposta non è soddisfacente, o non arriva entro 30 giorni dalla segnalazione, puoi presentare
        un reclamo all’Agenzia per l’Italia Digitale (AgID), che verifica il rispetto dei requisiti di
        accessibilità e può chiedere le correzioni necessarie:{' '}
        <a href="https://www.agid.gov.it/" target="_blank" rel="noopener noreferrer">
          sito di AgID (si apre in una nuova finestra)
        </a>
        . Per i servizi delle pubbliche amministrazioni la segnalazione va al Difensore civico per il
        digitale.
      </p>

      <h2>Informazioni sul sito</h2>
      <dl className="accessibility-statement__site">
        <dt>Servizio</dt>
        <dd>Area clienti {brand.name} (web e app)</dd>
        <dt>Fornitore</dt>
        <dd>
          {brand.legal.name}, {brand.legal.address}, P. IVA {brand.legal.vatNumber}
        </dd>
        <dt>Tecnologie</dt>
        <dd>HTML, CSS, JavaScript, WAI-ARIA</dd>
      </dl>
    </article>
  );
}
