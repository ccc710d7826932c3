import { useId } from 'react';
import { DELEGATION_SCOPES, type DelegationScope } from '@sportello/domain';

export const SCOPE_TEXT: Record<DelegationScope, { title: string; text: string }> = {
  read: {
    title: 'Sola lettura',
    text: 'Vede contratti, forniture, bollette e consumi. Non paga e non cambia nulla.',
  },
  pay: {
    title: 'Lettura e pagamenti',
    text: 'Vede tutto e può pagare le bollette e chiedere la rateizzazione. Non cambia dati, IBAN, recapiti né consensi.',
  },
};

/** The scope of a delegation as a group of radio buttons (asked by the delegate, granted by the owner). */
export function ScopeChoice({
  legend,
  value,
  onChange,
  name,
}: {
  legend: string;
  value: DelegationScope;
  onChange: (scope: DelegationScope) => void;
  name?: string;
}) {
  const fallback = useId();
  const group = name ?? fallback;
  return (
    <fieldset className="scope-choice">
      <legend>{legend}</legend>
      {DELEGATION_SCOPES.map((scope) => (
        <label key={scope} className="scope-choice__option">
          <input
            type="radio"
            name={group}
            value={scope}
            checked={value === scope}
            onChange={() => onChange(scope)}
          />
          <span>
            <span className="scope-choice__title">{SCOPE_TEXT[scope].title}</span>
            <span className="scope-choice__text">{SCOPE_TEXT[scope].text}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
