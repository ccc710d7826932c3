import { useEffect, useRef, useState } from 'react';
import { MESSAGES } from '@sportello/domain';
import { downloadErrorMessage, useDownloadDocument, type DocumentType } from '../api/download-document';

export interface DownloadButtonProps {
  archiviationKey: string;
  /** false: the document is still being printed (no call is made). */
  available?: boolean;
  invoiceKey: string;
  documentType?: DocumentType;
  /** Accessible name when the visible text is not enough (several buttons on a page). */
  label?: string;
  children?: string;
  className?: string;
  /** Start the download once on arrival (the invoice CSV deep link), as if clicked. */
  autoStart?: boolean;
}

/** "Scarica PDF" (or the CSV detail): the document by its key, saved as a file. */
export function DownloadButton({
  archiviationKey,
  available = true,
  invoiceKey,
  documentType = 'Invoice',
  label,
  children = 'Scarica PDF',
  className = 'button',
  autoStart = false,
}: DownloadButtonProps) {
  const download = useDownloadDocument();
  const [message, setMessage] = useState<string | null>(null);
  const fallbackName = `${documentType === 'Invoice' ? 'bolletta' : 'dettaglio'}-${invoiceKey}`;
  const start = () => {
    setMessage(null);
    if (!available) {
      setMessage(MESSAGES.documentNotReady);
      return;
    }
    download.mutate(
      { archiviationKey, documentType, fallbackName },
      { onError: (error) => setMessage(downloadErrorMessage(error)) },
    );
  };
  const started = useRef(false);
  useEffect(() => {
    if (!autoStart || started.current) return;
    started.current = true;
    start();
    // Once, on arrival: later renders must not download again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autoStart]);
  return (
    <div className="download">
      <button
        type="button"
        className={className}
        aria-label={label}
        disabled={download.isPending}
        onClick={start}
      >
        {download.isPending ? 'Download in corso…' : children}
      </button>
      <p role="alert" className={message ? 'alert alert--error download__error' : 'visually-hidden'}>
        {message ?? ''}
      </p>
    </div>
  );
}
