/**
 * fast-xml-parser's XMLValidator says what is wrong in English; the integration API answers in
 * Italian. The validator's messages, each said again in Italian with the names it quotes; one it
 * does not know is said by its kind (tag, attribute, character, structure).
 */

export interface XmlValidationError {
  code: string;
  msg: string;
  line: number;
  col?: number;
}

const PHRASES: [RegExp, (...names: string[]) => string][] = [
  [/^Invalid space after '<'/, () => 'spazio non ammesso dopo «<»'],
  [/^Tag '(.*)' is an invalid name/, (t) => `nome di tag non valido «${t}»`],
  [/^Attributes for '(.*)' have open quote/, (t) => `attributi di «${t}» con virgolette non chiuse`],
  [
    /^Closing tag '(.*)' doesn't have proper closing/,
    (t) => `tag di chiusura «${t}» non chiuso correttamente`,
  ],
  [/^Closing tag '(.*)' can't have attributes/, (t) => `tag di chiusura «${t}» con attributi o non valido`],
  [/^Closing tag '(.*)' has not been opened/, (t) => `tag di chiusura «${t}» mai aperto`],
  [
    /^Expected closing tag '(.*)' \(opened in line (\d+), col (\d+)\) instead of closing tag '(.*)'/,
    (open, line, col, close) =>
      `atteso il tag di chiusura «${open}» (aperto alla riga ${line}, colonna ${col}) invece di «${close}»`,
  ],
  [/^Multiple possible root nodes/, () => 'più di un elemento radice'],
  [/^char '&' is not expected/, () => 'carattere «&» non ammesso (scrivere &amp;)'],
  [/^Extra text at the end/, () => 'testo dopo la fine del documento'],
  [/^char '([\s\S]*)' is not expected/, (c) => `carattere non ammesso (U+${codePoint(c)})`],
  [/^Start tag expected/, () => 'manca l’elemento iniziale'],
  [/^Unclosed tag '(.*)'/, (t) => `tag «${t}» non chiuso`],
  [/^Invalid '\[(.*)\]' found/, (t) => `tag non chiusi: ${t.replaceAll('"', '').trim()}`],
  [/^XML declaration allowed only at the start/, () => 'dichiarazione XML ammessa solo all’inizio'],
  [/^Attribute '(.*)' has no space in starting/, (a) => `manca lo spazio prima dell’attributo «${a}»`],
  [/^Attribute '(.*)' is without value/, (a) => `attributo «${a}» senza valore`],
  [/^boolean attribute '(.*)' is not allowed/, (a) => `attributo «${a}» senza valore`],
  [/^attribute (.*) has no value assigned/, (a) => `attributo «${a}» senza valore`],
  [/^Attribute '(.*)' is an invalid name/, (a) => `nome di attributo non valido «${a}»`],
  [/^Attribute '(.*)' is repeated/, (a) => `attributo «${a}» ripetuto`],
];

const BY_CODE: Record<string, string> = {
  InvalidTag: 'tag non valido',
  InvalidAttr: 'attributo non valido',
  InvalidChar: 'carattere non ammesso',
  InvalidXml: 'struttura non valida',
};

function codePoint(text: string): string {
  return (text.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');
}

/** What is wrong, in Italian (without the line: the caller says where). */
export function xmlProblem(error: XmlValidationError): string {
  for (const [pattern, say] of PHRASES) {
    const match = pattern.exec(error.msg);
    if (match) return say(...match.slice(1));
  }
  return BY_CODE[error.code] ?? 'documento non valido';
}
