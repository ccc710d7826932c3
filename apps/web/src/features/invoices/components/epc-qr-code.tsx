import QRCode from 'qrcode';

/**
 * The EPC QR code as an SVG drawn from the code's modules (error correction M, the 4-module
 * quiet zone of EPC069-12). Its own chunk: the QR library loads only with a bill to pay.
 */
export default function EpcQrCode({ payload, label }: { payload: string; label: string }) {
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  const size = modules.size;
  const quiet = 4;
  let path = '';
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) if (modules.get(y, x)) path += `M${x + quiet} ${y + quiet}h1v1h-1z`;
  const side = size + 2 * quiet;
  return (
    <svg
      className="pay-transfer__qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
      data-testid="epc-qr"
      data-payload={payload}
    >
      <rect width={side} height={side} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
