import { useId } from 'react';

export type BillCommodity = 'luce' | 'gas';

interface Marker {
  n: number;
  /** Where the marked box sits on the 320 × 440 sample bill. */
  x: number;
  y: number;
  w: number;
  h: number;
  label: string;
  example: string;
}

/** The codes marked on each sample bill (numbers match the legend beside the picture). */
export const BILL_MARKERS: Record<BillCommodity, Marker[]> = {
  luce: [
    { n: 1, x: 180, y: 70, w: 124, h: 44, label: 'Codice cliente', example: 'AST0001001' },
    { n: 2, x: 16, y: 150, w: 200, h: 44, label: 'POD (punto di prelievo)', example: 'IT001E10007919' },
    { n: 3, x: 16, y: 206, w: 288, h: 40, label: 'Indirizzo della fornitura', example: 'Via Roma 1, Roma' },
  ],
  gas: [
    { n: 1, x: 180, y: 70, w: 124, h: 44, label: 'Codice cliente', example: 'AST0001001' },
    { n: 2, x: 16, y: 150, w: 200, h: 44, label: 'PDR (punto di riconsegna)', example: '14000000209458' },
    { n: 3, x: 16, y: 206, w: 288, h: 40, label: 'Matricola del contatore', example: 'G4-0012345' },
  ],
};

/**
 * A sample first page of a bill, drawn as SVG, with the customer code, the POD or PDR and a
 * third box marked by numbered frames. The picture has a text alternative (title and
 * description); the legend next to it says the same in text.
 */
export function SampleBill({ commodity, brandName }: { commodity: BillCommodity; brandName: string }) {
  const titleId = useId();
  const descId = useId();
  const markers = BILL_MARKERS[commodity];
  const code = commodity === 'luce' ? 'POD' : 'PDR';
  return (
    <svg
      className="sample-bill"
      viewBox="0 0 320 440"
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
      data-testid={`sample-bill-${commodity}`}
    >
      <title id={titleId}>Bolletta {commodity === 'luce' ? 'luce' : 'gas'} di esempio</title>
      <desc id={descId}>
        {`Prima pagina della bolletta: 1, il codice cliente, in alto a destra sotto l'intestazione; 2, il ${code}, nel riquadro dei dati della fornitura a sinistra; 3, ${markers[2]!.label.toLowerCase()}, sotto il ${code}.`}
      </desc>
      <rect x="1" y="1" width="318" height="438" rx="8" fill="#fff" stroke="#4f5863" strokeWidth="2" />
      <rect x="1" y="1" width="318" height="52" rx="8" fill="var(--color-primary)" />
      <text x="16" y="33" fill="var(--color-on-primary)" fontSize="16" fontWeight="700">
        {brandName}
      </text>
      <text x="16" y="84" fill="#1b1f24" fontSize="12" fontWeight="700">
        Bolletta {commodity === 'luce' ? 'energia elettrica' : 'gas naturale'}
      </text>
      <text x="16" y="102" fill="#4f5863" fontSize="10">
        Periodo: gennaio – febbraio
      </text>
      <text x="188" y="88" fill="#4f5863" fontSize="10">
        Codice cliente
      </text>
      <text x="188" y="104" fill="#1b1f24" fontSize="12" fontWeight="700">
        {markers[0]!.example}
      </text>
      <rect x="16" y="124" width="288" height="1" fill="#c9d1da" />
      <text x="16" y="142" fill="#1b1f24" fontSize="11" fontWeight="700">
        Dati della fornitura
      </text>
      <text x="24" y="168" fill="#4f5863" fontSize="10">
        {code}
      </text>
      <text x="24" y="184" fill="#1b1f24" fontSize="12" fontWeight="700">
        {markers[1]!.example}
      </text>
      <text x="24" y="222" fill="#4f5863" fontSize="10">
        {markers[2]!.label}
      </text>
      <text x="24" y="238" fill="#1b1f24" fontSize="11">
        {markers[2]!.example}
      </text>
      <rect x="16" y="262" width="288" height="1" fill="#c9d1da" />
      <text x="16" y="284" fill="#1b1f24" fontSize="11" fontWeight="700">
        Totale da pagare
      </text>
      <text x="304" y="284" fill="#1b1f24" fontSize="14" fontWeight="700" textAnchor="end">
        € 84,30
      </text>
      {[300, 316, 332, 348, 364].map((y) => (
        <rect key={y} x="16" y={y} width={y % 32 === 12 ? 200 : 260} height="6" rx="3" fill="#e3e8ee" />
      ))}
      {markers.map((m) => (
        <g key={m.n}>
          <rect
            x={m.x}
            y={m.y}
            width={m.w}
            height={m.h}
            rx="6"
            fill="none"
            stroke="#b3261e"
            strokeWidth="3"
            strokeDasharray="6 3"
          />
          <circle cx={m.x + m.w} cy={m.y} r="12" fill="#b3261e" />
          <text x={m.x + m.w} y={m.y + 5} fill="#fff" fontSize="13" fontWeight="700" textAnchor="middle">
            {m.n}
          </text>
        </g>
      ))}
    </svg>
  );
}
