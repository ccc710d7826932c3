import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { xmlProblem, type XmlValidationError } from './xml-problem';

const problemOf = (xml: string) => {
  const result = XMLValidator.validate(xml);
  if (result === true) throw new Error('valid');
  return xmlProblem(result.err as XmlValidationError);
};

describe('xmlProblem: the XML validator’s reasons in Italian', () => {
  it.each([
    ['<a><b></a>', 'atteso il tag di chiusura «b» (aperto alla riga 1, colonna 4) invece di «a»'],
    ['<a>', 'tag «a» non chiuso'],
    ['<a></a><b></b>', 'più di un elemento radice'],
    ['<a>x & y</a>', 'carattere «&» non ammesso (scrivere &amp;)'],
    ['\u0007', 'carattere non ammesso (U+0007)'],
    ['<a x="1" x="2"></a>', 'attributo «x» ripetuto'],
    ['<a></a>testo', 'testo dopo la fine del documento'],
    ['</a>', 'tag di chiusura «a» mai aperto'],
  ])('%j', (xml, said) => {
    expect(problemOf(xml)).toBe(said);
  });

  it('a reason it does not know is said by its kind', () => {
    expect(xmlProblem({ code: 'InvalidTag', msg: 'Something new.', line: 1 })).toBe('tag non valido');
    expect(xmlProblem({ code: 'Other', msg: 'Something new.', line: 1 })).toBe('documento non valido');
  });
});
