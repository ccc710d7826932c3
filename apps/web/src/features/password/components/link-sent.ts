import type { FeedbackData } from '../../../components/ui/feedback-context';

/** The feedback after a reset request the server queued. */
export const LINK_SENT_FEEDBACK: FeedbackData = {
  title: 'Controlla la tua e-mail',
  description:
    '<p>Se i dati inseriti corrispondono a un utente registrato, ti abbiamo inviato un link per scegliere una nuova password. Il link è valido per un tempo limitato e si può usare una sola volta.</p><p>Se non lo trovi, controlla anche la cartella della posta indesiderata.</p>',
  firstButton: { label: 'Torna al login', link: '/login' },
};
