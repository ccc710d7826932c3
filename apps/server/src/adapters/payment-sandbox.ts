import { formatEuro } from '@sportello/domain';

/**
 * The embedded payment provider (gatewayId 1): a sandbox hosted payment page served by the
 * server. It shows the amount and lets the customer pay or cancel; the production adapter sends
 * the customer to a real PSP's hosted page instead and confirms through its server callback.
 */
export const SANDBOX_GATEWAY_ID = 1;

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function sandboxPage(p: {
  action: string;
  companyName: string;
  total: string;
  status: string;
  items: { label: string; amount: string }[];
}): string {
  const rows = p.items
    .map((i) => `<tr><td>${escape(i.label)}</td><td class="n">${escape(formatEuro(i.amount))}</td></tr>`)
    .join('');
  const open = p.status === 'Creato';
  return `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Pagamento sicuro (ambiente di prova) - ${escape(p.companyName)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f3f5f8;color:#1b2430}
main{max-width:28rem;margin:2rem auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 2px 10px #0002}
h1{font-size:1.25rem;margin:0 0 .25rem}.note{color:#555;font-size:.9rem}
table{width:100%;border-collapse:collapse;margin:1rem 0}td{padding:.4rem 0;border-bottom:1px solid #e3e7ee}.n{text-align:right}
.total{font-size:1.5rem;font-weight:700;margin:1rem 0}
button{font-size:1rem;padding:.75rem 1rem;border-radius:8px;border:2px solid #0b5cad;cursor:pointer;width:100%;margin-top:.5rem}
.pay{background:#0b5cad;color:#fff}.cancel{background:#fff;color:#0b5cad}
button:focus-visible{outline:3px solid #f2a900;outline-offset:2px}
</style></head>
<body><main>
<h1>Pagamento a ${escape(p.companyName)}</h1>
<p class="note">Ambiente di prova: nessun addebito reale.</p>
<table aria-label="Voci del pagamento"><tbody>${rows}</tbody></table>
<p class="total">Totale: ${escape(formatEuro(p.total))}</p>
${
  open
    ? `<form method="post" action="${escape(p.action)}/pay"><button class="pay" type="submit">Paga ${escape(formatEuro(p.total))}</button></form>
<form method="post" action="${escape(p.action)}/cancel"><button class="cancel" type="submit">Annulla e torna al portale</button></form>`
    : `<p role="status">Questo pagamento è già stato ${p.status === 'Pagato' ? 'eseguito' : 'chiuso'}.</p>
<form method="post" action="${escape(p.action)}/${p.status === 'Pagato' ? 'pay' : 'cancel'}"><button class="pay" type="submit">Torna al portale</button></form>`
}
</main></body></html>`;
}
