import { describe, expect, it } from 'vitest'
import type { SalesInformation } from '../catalogue/types.ts'
import { creditCardFeeRatio, dayCount, termsTexts } from './terms-text.ts'

const si = (over: Partial<SalesInformation> = {}): SalesInformation => ({
  acceptedPaymentMethods: ['creditCard', 'bankTransfer'],
  creditCardFeeRatio: 0.025,
  commission: 10,
  commissionPerStay: {},
  cancellationTerms: [
    { daysBeforeCheckIn: 84, refundRatio: 0.65 },
    { daysBeforeCheckIn: 56, refundRatio: 0.35 },
    { daysBeforeCheckIn: 0, refundRatio: 0 },
  ],
  paymentTerms: [
    { daysBeforeCheckIn: 84, paymentRatio: 0.325 },
    { daysBeforeCheckIn: 30, paymentRatio: 0.325 },
  ],
  prepaymentRatio: 0.35,
  securityDeposit: 10000,
  securityDepositType: 'blocked',
  termsAndConditions: '',
  _rentalChannel: 'x',
  ...over,
})

describe('dayCount', () => {
  it.each([
    [84, 'en', '12 weeks'],
    [7, 'en', '1 week'],
    [30, 'en', '30 days'],
    [1, 'en', '1 day'],
    [84, 'de', '12 Wochen'],
    [7, 'de', '1 Woche'],
    [30, 'de', '30 Tage'],
  ] as const)('%i %s → %s', (days, lang, text) => expect(dayCount(days, lang)).toBe(text))
})

describe('termsTexts', () => {
  it('writes the payment terms in English and German', () => {
    expect(termsTexts(si(), 'en').payment).toEqual([
      'A deposit of 35% is required',
      '32,5% is due 12 weeks prior to arrival',
      'The full amount is debited 30 days prior to arrival',
    ])
    expect(termsTexts(si(), 'de').payment).toEqual([
      'Eine Anzahlung von 35% ist erforderlich',
      '32,5% sind 12 Wochen vor Anreise fällig',
      'Der volle Betrag wird 30 Tage vor Anreise abgebucht',
    ])
  })

  it.each([
    [{ prepaymentRatio: 1 }, 'en', ['The total amount is due at booking']],
    [{ prepaymentRatio: 1 }, 'de', ['Der Gesamtbetrag ist bei Buchung fällig']],
    [
      { prepaymentRatio: 0, paymentTerms: [{ daysBeforeCheckIn: 0, paymentRatio: 1 }] },
      'en',
      ['A credit card is required', 'The full amount is debited on the day of arrival'],
    ],
    [
      { prepaymentRatio: 0.3, paymentTerms: [{ daysBeforeCheckIn: 1, paymentRatio: 0.7 }] },
      'en',
      ['A deposit of 30% is required', 'The full amount is debited on the day prior to arrival'],
    ],
    [
      { prepaymentRatio: 0.3, paymentTerms: [{ daysBeforeCheckIn: 1, paymentRatio: 0.7 }] },
      'de',
      ['Eine Anzahlung von 30% ist erforderlich', 'Der volle Betrag wird am Vortag der Anreise abgebucht'],
    ],
  ] as const)('payment %o (%s)', (over, lang, lines) => {
    expect(termsTexts(si(over as Partial<SalesInformation>), lang).payment).toEqual(lines)
  })

  it('writes the cancellation periods, the last covering no-show', () => {
    expect(termsTexts(si(), 'en').cancellation).toEqual([
      'Cancellation up to 12 weeks prior to arrival: 35% of the booking total',
      'Cancellation up to 8 weeks prior to arrival: 65% of the booking total',
      'Cancellation up to the day of arrival and in case of no-show: 100% of the booking total',
    ])
    expect(termsTexts(si(), 'de').cancellation).toEqual([
      'Stornierung bis 12 Wochen vor Anreise: 35% des Buchungsbetrags',
      'Stornierung bis 8 Wochen vor Anreise: 65% des Buchungsbetrags',
      'Stornierung bis zum Anreisetag und bei Nichterscheinen: 100% des Buchungsbetrags',
    ])
    const open = si({
      cancellationTerms: [
        { daysBeforeCheckIn: 60, refundRatio: 0.7 },
        { daysBeforeCheckIn: 30, refundRatio: 0.3 },
      ],
    })
    expect(termsTexts(open, 'en').cancellation).toEqual([
      'Cancellation up to 60 days prior to arrival: 30% of the booking total',
      'Cancellation up to 30 days prior to arrival: 70% of the booking total',
      'Later cancellation and in case of no-show: 100% of the booking total',
    ])
    expect(
      termsTexts(si({ cancellationTerms: [{ daysBeforeCheckIn: 1, refundRatio: 0.5 }] }), 'en').cancellation[0],
    ).toBe('Cancellation up to the day prior to arrival: 50% of the booking total')
  })

  it('uses the defaults without sales information', () => {
    const en = termsTexts(undefined, 'en')
    expect(en.payment).toEqual(['A deposit of 35% is required', 'The full amount is debited 12 weeks prior to arrival'])
    expect(en.cancellation).toEqual([
      'Cancellation up to 12 weeks prior to arrival: 35% of the booking total',
      'Cancellation up to the day of arrival and in case of no-show: 100% of the booking total',
    ])
    expect(en.creditCardFee).toBe('A credit card fee of 3% applies to payments by credit card')
    expect(en.deposit).toEqual(['The security deposit is to be announced'])
    expect(termsTexts(null, 'de').creditCardFee).toBe('Bei Zahlung mit Kreditkarte wird eine Gebühr von 3% berechnet')
  })

  it('writes the security deposit, blocked or cashed 2 weeks before arrival', () => {
    expect(termsTexts(si(), 'en', 'CHF').deposit[0]).toBe(
      'A security deposit of CHF 10 000 is blocked on your credit card 2 weeks prior to arrival',
    )
    expect(termsTexts(si({ securityDepositType: 'cashed' }), 'de').deposit[0]).toBe(
      'Eine Kaution von EUR 10 000 wird 2 Wochen vor Anreise eingezogen',
    )
  })

  it.each([
    [0.025, 0.025],
    [0.0275, 0.0275],
    [undefined, 0.03],
    [Number.NaN, 0.03],
    [-1, 0.03],
    [2, 0.03],
    [0, 0.03],
  ])('credit card fee ratio %s → %s', (ratio, expected) => {
    expect(creditCardFeeRatio({ creditCardFeeRatio: ratio as number })).toBe(expected)
  })

  it('writes the fee with its decimals', () => {
    expect(termsTexts(si({ creditCardFeeRatio: 0.0275 }), 'en').creditCardFee).toBe(
      'A credit card fee of 2,75% applies to payments by credit card',
    )
  })
})
