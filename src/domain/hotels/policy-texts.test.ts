import { describe, expect, it } from 'vitest'
import type { CancellationPeriod, Language, PaymentPolicy } from '../catalogue/types.ts'
import { cancellationTexts, paymentTexts } from './policy-texts.ts'

const periods = (...p: [number, number][]): CancellationPeriod[] =>
  p.map(([fromDaysPriorToArrival, feeInPercentOfBookingTotal]) => ({
    fromDaysPriorToArrival,
    feeInPercentOfBookingTotal,
  }))

describe('cancellationTexts (docs/product/hotels.md#policy-texts)', () => {
  it.each<[string, boolean, CancellationPeriod[], Language, string[]]>([
    [
      'days, then weeks; the last period covers a no-show',
      true,
      periods([30, 50], [14, 100]),
      'en',
      [
        'Free cancellation more than 30 days prior to arrival',
        'A cancellation fee of 50% of the booking total applies from 30 days prior to arrival',
        'A cancellation fee of 100% of the booking total applies from 2 weeks prior to arrival and in case of no-show',
      ],
    ],
    [
      'de: days, then weeks',
      true,
      periods([30, 50], [14, 100]),
      'de',
      [
        'Kostenfreie Stornierung früher als 30 Tage vor Anreise',
        'Eine Stornogebühr von 50 % des Buchungsbetrags fällt ab 30 Tagen vor Anreise an',
        'Eine Stornogebühr von 100 % des Buchungsbetrags fällt ab 2 Wochen vor Anreise sowie bei Nichtanreise an',
      ],
    ],
    [
      'one week, unsorted input',
      true,
      periods([1, 100], [7, 30]),
      'en',
      [
        'Free cancellation more than 1 week prior to arrival',
        'A cancellation fee of 30% of the booking total applies from 1 week prior to arrival',
        'A cancellation fee of 100% of the booking total applies from the day prior to arrival and in case of no-show',
      ],
    ],
    [
      'de: one week and the day prior',
      true,
      periods([1, 100], [7, 30]),
      'de',
      [
        'Kostenfreie Stornierung früher als 1 Woche vor Anreise',
        'Eine Stornogebühr von 30 % des Buchungsbetrags fällt ab 1 Woche vor Anreise an',
        'Eine Stornogebühr von 100 % des Buchungsbetrags fällt ab dem Tag vor Anreise sowie bei Nichtanreise an',
      ],
    ],
    [
      'the day of arrival only',
      true,
      periods([0, 100]),
      'en',
      [
        'Free cancellation until the day prior to arrival',
        'A cancellation fee of 100% of the booking total applies on the day of arrival and in case of no-show',
      ],
    ],
    [
      'de: the day of arrival only',
      true,
      periods([0, 100]),
      'de',
      [
        'Kostenfreie Stornierung bis zum Tag vor Anreise',
        'Eine Stornogebühr von 100 % des Buchungsbetrags fällt am Anreisetag sowie bei Nichtanreise an',
      ],
    ],
    [
      'decimal percent, 3 days',
      true,
      periods([3, 12.5]),
      'en',
      [
        'Free cancellation more than 3 days prior to arrival',
        'A cancellation fee of 12.5% of the booking total applies from 3 days prior to arrival and in case of no-show',
      ],
    ],
    [
      'de: decimal comma',
      true,
      periods([3, 12.5]),
      'de',
      [
        'Kostenfreie Stornierung früher als 3 Tage vor Anreise',
        'Eine Stornogebühr von 12,5 % des Buchungsbetrags fällt ab 3 Tagen vor Anreise sowie bei Nichtanreise an',
      ],
    ],
    ['non-refundable', false, periods([365, 100]), 'en', ['The rate is not refundable.']],
    ['de: non-refundable', false, periods([365, 100]), 'de', ['Der Tarif ist nicht erstattungsfähig.']],
    ['no periods', true, [], 'en', []],
  ])('%s', (_, isRefundable, cancellationPeriods, language, lines) =>
    expect(cancellationTexts({ isRefundable, cancellationPeriods }, language)).toEqual(lines),
  )
})

describe('paymentTexts (docs/product/hotels.md#policy-texts)', () => {
  it.each<[string, PaymentPolicy, Language, string[]]>([
    [
      'no deposit, all 30 days prior',
      { depositPercentage: 0, tranches: [{ daysPriorToArrival: 30, cumulativePercentage: 100 }] },
      'en',
      ['A credit card is required', '100% is due 30 days prior to arrival'],
    ],
    [
      'de: no deposit, all 30 days prior',
      { depositPercentage: 0, tranches: [{ daysPriorToArrival: 30, cumulativePercentage: 100 }] },
      'de',
      ['Eine Kreditkarte ist erforderlich', '100 % sind 30 Tage vor Anreise fällig'],
    ],
    [
      'deposit and instalments in weeks',
      {
        depositPercentage: 30,
        tranches: [
          { daysPriorToArrival: 14, cumulativePercentage: 100 },
          { daysPriorToArrival: 56, cumulativePercentage: 60 },
        ],
      },
      'en',
      ['A deposit of 30% is required', '30% is due 8 weeks prior to arrival', '40% is due 2 weeks prior to arrival'],
    ],
    [
      'de: deposit and instalments in weeks',
      {
        depositPercentage: 30,
        tranches: [
          { daysPriorToArrival: 56, cumulativePercentage: 60 },
          { daysPriorToArrival: 14, cumulativePercentage: 100 },
        ],
      },
      'de',
      [
        'Eine Anzahlung von 30 % ist erforderlich',
        '30 % sind 8 Wochen vor Anreise fällig',
        '40 % sind 2 Wochen vor Anreise fällig',
      ],
    ],
    ['deposit 100%: total at booking', { depositPercentage: 100, tranches: [] }, 'en', ['The total is due at booking']],
    ['de: deposit 100%', { depositPercentage: 100, tranches: [] }, 'de', ['Der Gesamtbetrag ist bei Buchung fällig']],
    [
      'the rest on the day of arrival',
      { depositPercentage: 20, tranches: [{ daysPriorToArrival: 1, cumulativePercentage: 50 }] },
      'en',
      [
        'A deposit of 20% is required',
        '30% is due on the day prior to arrival',
        'The remaining 50% is due on the day of arrival',
      ],
    ],
    [
      'de: the rest on the day of arrival',
      { depositPercentage: 20, tranches: [{ daysPriorToArrival: 1, cumulativePercentage: 50 }] },
      'de',
      [
        'Eine Anzahlung von 20 % ist erforderlich',
        '30 % sind am Tag vor Anreise fällig',
        'Die restlichen 50 % sind am Anreisetag fällig',
      ],
    ],
    [
      'a tranche not above the deposit is skipped',
      {
        depositPercentage: 50,
        tranches: [
          { daysPriorToArrival: 60, cumulativePercentage: 40 },
          { daysPriorToArrival: 0, cumulativePercentage: 100 },
        ],
      },
      'en',
      ['A deposit of 50% is required', '50% is due on the day of arrival'],
    ],
    [
      'nothing but a card',
      { depositPercentage: 0, tranches: [] },
      'en',
      ['A credit card is required', 'The remaining 100% is due on the day of arrival'],
    ],
  ])('%s', (_, policy, language, lines) => expect(paymentTexts(policy, language)).toEqual(lines))
})
