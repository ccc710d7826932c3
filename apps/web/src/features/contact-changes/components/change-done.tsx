import { useEffect, useRef } from 'react';
import { Link } from 'react-router';

/** The change request is posted: said in the page, with the way back to the profile. */
export function ChangeDone({ text }: { text: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="contact-done" role="status" data-testid="change-in-progress">
      <h2 ref={heading} tabIndex={-1}>
        Richiesta inviata!
      </h2>
      <p>{text}</p>
      <Link className="button button--primary" to="/profile">
        Torna al profilo
      </Link>
    </div>
  );
}
