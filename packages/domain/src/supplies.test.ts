import { describe, expect, it } from 'vitest';
import { isHourlySupply, selectChannelMeasures } from './supplies';

const NOW = new Date('2024-05-10T10:00:00Z');

describe('hourly supply', () => {
  it.each([
    ['Orario', '2024-01-01', true, 'hourly, started'],
    [' Orario ', '2024-05-09', true, 'trimmed'],
    ['Orario', '2024-05-10', true, 'started at midnight today (Rome)'],
    ['Orario', '2024-05-11', false, 'starts tomorrow'],
    ['Orario', '2024-05-10T12:30:00', false, 'later today'],
    ['Orario', null, false, 'no full-capacity date'],
    ['Orario', 'bad', false, 'unreadable date'],
    ['Fisso', '2024-01-01', false, 'fixed price'],
    ['orario', '2024-01-01', false, 'case matters'],
    [null, '2024-01-01', false, 'no price type'],
  ])('%j from %j -> %s (%s)', (priceType, fullCapacityStartDate, ok, _note) => {
    expect(isHourlySupply({ priceType, fullCapacityStartDate }, NOW)).toBe(ok);
  });
});

describe('channel measures', () => {
  it('keeps channel type 1, from a list or a single object', () => {
    const list = [
      { ChannelTypeCode: 1, v: 'a' },
      { ChannelTypeCode: '1', v: 'b' },
      { ChannelTypeCode: 2, v: 'c' },
      { ChannelTypeCode: null, v: 'd' },
      { v: 'e' },
    ];
    expect(selectChannelMeasures({ Misure: { Misura: list } }).map((m) => m.v)).toEqual(['a', 'b']);
    expect(selectChannelMeasures({ Misure: { Misura: { ChannelTypeCode: '1', v: 'x' } } })).toEqual([
      { ChannelTypeCode: '1', v: 'x' },
    ]);
    expect(selectChannelMeasures({ Misure: { Misura: { ChannelTypeCode: 3 } } })).toEqual([]);
    expect(selectChannelMeasures({ Misure: null })).toEqual([]);
    expect(selectChannelMeasures(null)).toEqual([]);
  });
});
