import './helpers.css';
import { useId, useState } from 'react';
import { useBrand } from '../../../lib/brand';
import { BILL_MARKERS, SampleBill, type BillCommodity } from './sample-bill';

const TABS: { value: BillCommodity; label: string }[] = [
  { value: 'luce', label: 'Bolletta luce' },
  { value: 'gas', label: 'Bolletta gas' },
];

/** Where the customer code, the POD and the PDR are on a bill: a sample bill per commodity. */
export function FindDoor() {
  const brand = useBrand();
  const [commodity, setCommodity] = useState<BillCommodity>('luce');
  const legendId = useId();
  return (
    <>
      <fieldset className="find-door__switch">
        <legend>Quale bolletta hai?</legend>
        {TABS.map((t) => (
          <label key={t.value} className="find-door__option">
            <input
              type="radio"
              name="bill-commodity"
              value={t.value}
              checked={commodity === t.value}
              onChange={() => setCommodity(t.value)}
            />
            {t.label}
          </label>
        ))}
      </fieldset>
      <div className="find-door">
        <SampleBill commodity={commodity} brandName={brand.name} />
        <div>
          <h2 id={legendId}>Cosa cercare</h2>
          <ol className="find-door__legend" aria-labelledby={legendId} data-testid="find-door-legend">
            {BILL_MARKERS[commodity].map((m) => (
              <li key={m.n}>
                <strong>{m.label}</strong>
                <span className="muted"> – ad esempio {m.example}</span>
              </li>
            ))}
          </ol>
          <p>
            {commodity === 'luce'
              ? 'Il POD identifica il punto in cui l’energia elettrica arriva a casa tua: inizia sempre con IT e ha 14 o 15 caratteri.'
              : 'Il PDR identifica il punto in cui il gas arriva a casa tua: è un numero di 14 cifre.'}{' '}
            Il codice cliente ti serve per registrarti all’area clienti e quando contatti l’assistenza.
          </p>
        </div>
      </div>
    </>
  );
}
