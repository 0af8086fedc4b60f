import type { ContentPage } from '#features/storefront/content/content-types.ts'

/** The terms and conditions (/terms-and-conditions) in English. */
export const TERMS_CONTENT_EN: ContentPage = {
  eyebrow: 'Terms and conditions',
  title: 'Terms and conditions of rental',
  metaTitle: 'Terms and conditions | LDS Luxury Distribution',
  description:
    'The terms for enquiries and rentals of chalets, apartments and villas arranged by LDS: booking, payment, security deposit, cancellation and liability.',
  lead: 'These terms apply to every rental of a chalet, apartment or villa arranged by LDS Luxury Distribution SA. Where a property has its own terms, they are shown with the offer and take precedence on the points they cover.',
  updated: 'Last updated: November 2026',
  toc: true,
  sections: [
    {
      heading: 'Our role',
      blocks: [
        {
          kind: 'p',
          text: 'LDS acts as an agent for the owners and operators of the properties (the lessor). The rental contract is concluded between you and the lessor; LDS arranges it, collects payments on the lessor’s behalf and remains your contact before and during your stay.',
        },
      ],
    },
    {
      heading: 'Enquiry, offer and booking',
      blocks: [
        {
          kind: 'list',
          items: [
            'An enquiry is free of charge and does not bind you.',
            'Our offer states the property, the period, the service level, the price and the applicable payment and cancellation terms.',
            'The booking becomes binding when you accept the offer and we confirm it in writing; the first payment is due with the confirmation.',
            'Most properties are rented by the week, from Saturday to Saturday or Sunday to Sunday; other periods on request.',
          ],
        },
      ],
    },
    {
      heading: 'Prices and payment',
      blocks: [
        {
          kind: 'list',
          items: [
            'Prices are per stay in the currency of the property and include the services of the chosen service level; local tourist taxes are added where they apply.',
            'Unless the offer says otherwise, a prepayment of 35% is due at booking and the balance 84 days (12 weeks) before arrival. For bookings made later, the full amount is due at once.',
            'Payment is possible by bank transfer or credit card. Card payments carry a fee of 3% of the amount paid, unless the offer states another rate.',
          ],
        },
      ],
    },
    {
      heading: 'Security deposit',
      blocks: [
        {
          kind: 'p',
          text: 'Most lessors ask for a security deposit, stated in the offer. It is either blocked on your credit card or cashed two weeks before arrival, and released or refunded after departure once the property has been inspected, less any damage or unpaid extras.',
        },
      ],
    },
    {
      heading: 'Cancellation by you',
      blocks: [
        {
          kind: 'p',
          text: 'Cancellations must be made in writing. Unless the offer states other terms:',
        },
        {
          kind: 'list',
          items: [
            'up to 84 days before arrival, 65% of the booking total is refunded (35% is kept);',
            'from 83 days before arrival, the day of arrival and a no-show, 100% of the booking total is invoiced.',
          ],
        },
        {
          kind: 'p',
          text: 'We strongly recommend travel cancellation insurance. If you find replacement guests whom the lessor accepts, we will do our best to reduce your costs.',
        },
      ],
    },
    {
      heading: 'Changes and cancellation by the lessor',
      blocks: [
        {
          kind: 'p',
          text: 'Should a property become unavailable for reasons beyond your control, we offer an equivalent alternative; if you decline it, every amount you paid is refunded in full. Further claims are excluded unless the lessor acted with intent or gross negligence.',
        },
      ],
    },
    {
      heading: 'Your stay',
      blocks: [
        {
          kind: 'list',
          items: [
            'Arrival is usually from 4pm and departure by 10am; the offer states the exact times.',
            'The number of guests may not exceed the number stated in the booking. Pets only where the property allows them.',
            'Please treat the property with care and respect the house rules and the neighbours. Damage must be reported at once.',
          ],
        },
      ],
    },
    {
      heading: 'Complaints',
      blocks: [
        {
          kind: 'p',
          text: 'If something is not as described, tell us or the property’s manager immediately, so the problem can be solved on site. Claims that were not reported during the stay are difficult to assess afterwards.',
        },
      ],
    },
    {
      heading: 'Liability',
      blocks: [
        {
          kind: 'p',
          text: 'As an agent, LDS is liable for the careful arrangement of the rental, not for the performance of the lessor or of third-party service providers. Liability for slight negligence is excluded as far as the law permits.',
        },
      ],
    },
    {
      heading: 'Law and jurisdiction',
      blocks: [
        {
          kind: 'p',
          text: 'These terms are governed by Swiss law. The place of jurisdiction is Geneva, subject to mandatory consumer protection rules of your country of residence.',
        },
      ],
    },
  ],
}
