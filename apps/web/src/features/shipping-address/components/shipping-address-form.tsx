import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { Contract } from '@sportello/contract';
import {
  formatDate,
  formatShippingAddress,
  isAddressScoreValid,
  latestRequestOfType,
  MESSAGES,
} from '@sportello/domain';
import { ApiError } from '../../../lib/api-client';
import {
  checkAddress,
  useStreetSuggestions,
  useTownSuggestions,
  type Street,
  type Town,
} from '../api/address-service';
import {
  SHIPPING_REQUEST_TYPE,
  useContracts,
  usePostShippingAddress,
  useShippingRequests,
} from '../api/shipping-address';
import { Combobox, nounMessages, useDebounced } from '../../../components/ui/combobox';
import './shipping-address.css';

/** Street kinds (DUG) read off the front of a street typed without choosing a suggestion. */
const STREET_KINDS = [
  'Via',
  'Viale',
  'Piazza',
  'Piazzale',
  'Corso',
  'Largo',
  'Vicolo',
  'Strada',
  'Contrada',
  'Località',
  'Lungomare',
  'Lungotevere',
  'Borgo',
  'Salita',
  'Calle',
  'Frazione',
];

function splitStreet(text: string): { streetGeneric: string; streetName: string } {
  const t = text.trim().replace(/\s+/g, ' ');
  const first = t.split(' ')[0] ?? '';
  const kind = STREET_KINDS.find((k) => k.toLowerCase() === first.toLowerCase());
  return kind && t.length > first.length
    ? { streetGeneric: kind, streetName: t.slice(first.length).trim() }
    : { streetGeneric: 'Via', streetName: t };
}

type Errors = Partial<
  Record<'town' | 'street' | 'civic' | 'postalCode' | 'floor' | 'building' | 'flat', string>
>;

function validate(v: {
  town: Town | null;
  street: string;
  civic: string;
  postalCode: string;
  floor: string;
  building: string;
  flat: string;
}): Errors {
  const e: Errors = {};
  if (!v.town) e.town = 'Scegliere il comune dall’elenco dei suggerimenti';
  if (!v.street.trim()) e.street = 'Inserire l’indirizzo';
  if (!/^\d{1,5}$/.test(v.civic.trim())) e.civic = MESSAGES.civicNumberInvalid;
  if (!/^\d{5}$/.test(v.postalCode.trim())) e.postalCode = MESSAGES.postalCodeInvalid;
  if (v.floor.length > 10) e.floor = 'Al massimo 10 caratteri';
  if (v.building.length > 20) e.building = 'Al massimo 20 caratteri';
  if (v.flat.length > 10) e.flat = 'Al massimo 10 caratteri';
  return e;
}

function InProgress({ contractKey }: { contractKey: string }) {
  const requests = useShippingRequests(contractKey);
  const latest = latestRequestOfType(requests.data ?? [], SHIPPING_REQUEST_TYPE);
  if (!latest || latest.Status === 'Chiuso') return null;
  const address = (latest.details as { shippingAddress?: Parameters<typeof formatShippingAddress>[0] })
    .shippingAddress;
  return (
    <div className="notice notice--info" role="status" data-testid="shipping-in-progress">
      <strong>Cambio dell’indirizzo di spedizione in lavorazione</strong>
      <p>
        Richiesta {latest.ticketKey} del {formatDate(latest.CreatedDate)}
        {address ? `: ${formatShippingAddress(address)}` : ''}. Le prossime bollette arriveranno al nuovo
        indirizzo.
      </p>
    </div>
  );
}

function AddressForm({ contract }: { contract: Contract }) {
  const post = usePostShippingAddress();
  const [townText, setTownText] = useState('');
  const [town, setTown] = useState<Town | null>(null);
  const [streetText, setStreetText] = useState('');
  const [street, setStreet] = useState<Street | null>(null);
  const [civic, setCivic] = useState('');
  const [civicExt, setCivicExt] = useState('');
  const [postalCode, setPostalCode] = useState('');
  const [floor, setFloor] = useState('');
  const [building, setBuilding] = useState('');
  const [flat, setFlat] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [tried, setTried] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const ids = {
    civic: useId(),
    ext: useId(),
    cap: useId(),
    floor: useId(),
    building: useId(),
    flat: useId(),
  };

  const towns = useTownSuggestions(useDebounced(townText));
  const streets = useStreetSuggestions(useDebounced(streetText), town?.tKey);
  const values = { town, street: streetText, civic, postalCode, floor, building, flat };
  const shown = tried ? validate(values) : errors;

  const chooseTown = (t: Town) => {
    setTown(t);
    setTownText(`${t.name} (${t.province})`);
    setStreet(null);
    setStreetText('');
    setPostalCode(t.postalCodes.length === 1 ? t.postalCodes[0]! : '');
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    setFormError(null);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length || !town) return;
    const parts = street ?? splitStreet(streetText);
    setBusy(true);
    try {
      const check = await checkAddress({
        streetGeneric: parts.streetGeneric,
        streetName: parts.streetName,
        civicNumber: civic.trim(),
        city: town.name,
        province: town.province,
        postalCode: postalCode.trim(),
      });
      if (!isAddressScoreValid(check.Score)) {
        setFormError(MESSAGES.addressNotValid);
        return;
      }
      await post.mutateAsync({
        contractKey: contract.key,
        address: {
          streetGeneric: parts.streetGeneric,
          streetName: parts.streetName,
          civicNumber: civic.trim(),
          ...(civicExt.trim() ? { civicNumberExt: civicExt.trim() } : {}),
          city: town.name,
          province: town.province,
          postalCode: postalCode.trim(),
          ...(town.istatCode ? { istatCode: town.istatCode } : {}),
          ...(floor.trim() ? { floor: floor.trim() } : {}),
          ...(building.trim() ? { building: building.trim() } : {}),
          ...(flat.trim() ? { flatNumber: flat.trim() } : {}),
        },
      });
      setSent(true);
      setTried(false);
      setTownText('');
      setTown(null);
      setStreetText('');
      setStreet(null);
      setCivic('');
      setCivicExt('');
      setPostalCode('');
      setFloor('');
      setBuilding('');
      setFlat('');
    } catch (error) {
      setFormError(error instanceof ApiError ? error.message : MESSAGES.genericError);
    } finally {
      setBusy(false);
    }
  };

  const plain = (
    key: keyof typeof ids,
    label: string,
    value: string,
    set: (v: string) => void,
    error: string | undefined,
    extra: React.InputHTMLAttributes<HTMLInputElement> = {},
  ) => (
    <div className="field">
      <label htmlFor={ids[key]}>{label}</label>
      <input
        id={ids[key]}
        type="text"
        value={value}
        onChange={(e) => set(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${ids[key]}-errore` : undefined}
        {...extra}
      />
      {error && (
        <p id={`${ids[key]}-errore`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );

  return (
    <form
      className="form address-form"
      noValidate
      onSubmit={submit}
      aria-label="Nuovo indirizzo di spedizione"
    >
      {sent && (
        <p className="notice" role="status" data-testid="shipping-sent">
          Richiesta inviata: il nuovo indirizzo è in lavorazione.
        </p>
      )}
      <Combobox
        label="Comune"
        hint="Scrivi almeno 2 lettere e scegli il comune dall’elenco (anche in tedesco o in francese, es. Bozen)."
        value={townText}
        onValueChange={(t) => {
          setTownText(t);
          if (town) {
            setTown(null);
            setStreet(null);
          }
        }}
        options={towns.data ?? []}
        optionKey={(t) => t.tKey}
        optionLabel={(t) => t.name}
        optionDetail={(t) => `(${t.province})`}
        onSelect={chooseTown}
        loading={towns.isFetching}
        error={shown.town}
        messages={nounMessages({ one: 'comune', many: 'comuni' })}
        testId="town-combobox"
      />
      <Combobox
        label="Indirizzo (via, piazza…)"
        hint={town ? 'Scrivi almeno 2 lettere: ti suggeriamo le vie del comune.' : 'Scegli prima il comune.'}
        value={streetText}
        onValueChange={(t) => {
          setStreetText(t);
          setStreet(null);
        }}
        options={streets.data ?? []}
        optionKey={(s) => s.fullName}
        optionLabel={(s) => s.fullName}
        optionDetail={(s) => s.postalCode}
        onSelect={(s) => {
          setStreet(s);
          setStreetText(s.fullName);
          if (s.postalCode) setPostalCode(s.postalCode);
        }}
        loading={streets.isFetching}
        disabled={!town}
        error={shown.street}
        messages={nounMessages({ one: 'indirizzo', many: 'indirizzi' })}
        testId="street-combobox"
      />
      <div className="address-form__row">
        {plain('civic', 'Numero civico', civic, setCivic, shown.civic, {
          inputMode: 'numeric',
          maxLength: 5,
        })}
        {plain('ext', 'Esponente (es. A, bis)', civicExt, setCivicExt, undefined, { maxLength: 10 })}
        {plain('cap', 'CAP', postalCode, setPostalCode, shown.postalCode, {
          inputMode: 'numeric',
          maxLength: 5,
          autoComplete: 'postal-code',
        })}
      </div>
      <div className="address-form__row">
        {plain('floor', 'Piano', floor, setFloor, shown.floor, { maxLength: 10 })}
        {plain('building', 'Scala o edificio', building, setBuilding, shown.building, { maxLength: 20 })}
        {plain('flat', 'Interno', flat, setFlat, shown.flat, { maxLength: 10 })}
      </div>
      {formError && (
        <p className="alert alert--error" role="alert" data-testid="shipping-error">
          {formError}
        </p>
      )}
      <div className="address-form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Invio in corso…' : 'Invia la richiesta'}
        </button>
        <Link className="button" to="/profile">
          Annulla
        </Link>
      </div>
    </form>
  );
}

/** /edit-shipping-address: where the bills of a contract are sent. */
export function ShippingAddressEditor({ customerKey }: { customerKey: string | undefined }) {
  const contracts = useContracts(customerKey);
  const [chosen, setChosen] = useState<string | null>(null);
  const selectId = useId();
  const list = contracts.data ?? [];
  const contract = list.find((c) => c.key === chosen) ?? list[0];
  return (
    <div className="address-page">
      <h1>Indirizzo di spedizione delle bollette</h1>
      {contracts.isPending && customerKey && (
        <p role="status" className="muted">
          Caricamento dei contratti…
        </p>
      )}
      {contracts.isError && (
        <p role="alert" className="alert alert--error">
          Non è stato possibile caricare i contratti. Riprova più tardi.
        </p>
      )}
      {contracts.data && list.length === 0 && <p>{MESSAGES.noActiveContract}</p>}
      {list.length > 1 && (
        <div className="field">
          <label htmlFor={selectId}>Contratto</label>
          <select id={selectId} value={contract?.key} onChange={(e) => setChosen(e.target.value)}>
            {list.map((c) => (
              <option key={c.key} value={c.key}>
                {c.key}
              </option>
            ))}
          </select>
        </div>
      )}
      {contract && (
        <>
          <p data-testid="shipping-current">
            Indirizzo attuale del contratto {contract.key}:{' '}
            <strong>{formatShippingAddress(contract.shippingAddress) || 'non indicato'}</strong>
          </p>
          <InProgress contractKey={contract.key} />
          <AddressForm key={contract.key} contract={contract} />
        </>
      )}
    </div>
  );
}
