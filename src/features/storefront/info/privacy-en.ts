import type { ContentPage } from '#features/storefront/content/content-types.ts'

/** The privacy policy (/privacy-policy) in English. */
export const PRIVACY_CONTENT_EN: ContentPage = {
  eyebrow: 'Privacy policy',
  title: 'How we look after your data',
  metaTitle: 'Privacy policy | LDS Luxury Distribution',
  description:
    'Which personal data LDS processes for enquiries, bookings, the newsletter and this website, why, for how long, and which rights you have.',
  lead: 'Discretion is at the heart of our work. This policy explains which personal data we process, for what purpose and which rights you have under the Swiss Federal Act on Data Protection (FADP) and, where it applies, the EU General Data Protection Regulation (GDPR).',
  updated: 'Last updated: November 2026',
  toc: true,
  sections: [
    {
      heading: 'Who is responsible',
      blocks: [
        {
          kind: 'p',
          text: 'The controller is LDS Luxury Distribution SA, Rue du Rhône 14, 1204 Geneva, Switzerland. For any question about your data, write to privacy@lds.example or to our postal address, marked "Data protection".',
        },
      ],
    },
    {
      heading: 'Which data we process',
      blocks: [
        {
          kind: 'list',
          items: [
            '**Enquiries:** your name, e-mail address, phone number, city of origin, travel period, number of guests and the ages of children, and the wishes you tell us.',
            '**Contact messages:** name, e-mail address and your message.',
            '**Newsletter:** name, e-mail address, language and the time of your sign-up.',
            '**Bookings:** in addition, your postal address, payment details (processed by our payment provider; we never store the security code of a card) and the names of the travellers.',
            '**Travel agency accounts:** name, business e-mail address, agency and role.',
            '**Website use:** technical data such as IP address, browser, pages visited and the time of access, kept in server logs; analytics only with your consent.',
          ],
        },
      ],
    },
    {
      heading: 'Why we process it',
      blocks: [
        {
          kind: 'list',
          items: [
            'To answer your enquiry and to prepare offers (steps prior to a contract, Art. 6(1)(b) GDPR).',
            'To arrange and perform your booking with the owner or operator of the property (performance of a contract).',
            'To send the newsletter you asked for (your consent, Art. 6(1)(a) GDPR), which you can withdraw at any time.',
            'To keep our website secure and working, and to prevent abuse (our legitimate interest, Art. 6(1)(f) GDPR).',
            'To meet our legal duties, for example the retention of accounting records.',
          ],
        },
      ],
    },
    {
      heading: 'Who receives your data',
      blocks: [
        {
          kind: 'p',
          text: 'We share only what is needed: with the owner or operator of the property you enquire about or book, with service providers you ask us to engage (for example a chef or a transfer company), with our payment provider, and with IT providers who host our systems in Switzerland and the European Union under a data processing agreement. We never sell personal data.',
        },
      ],
    },
    {
      heading: 'Transfers abroad',
      blocks: [
        {
          kind: 'p',
          text: 'Properties are located in France, Switzerland, Austria and Italy; these countries offer an adequate level of data protection. Should a transfer to another country be necessary, we use the standard contractual clauses of the European Commission, recognised by the Swiss Federal Data Protection and Information Commissioner (FDPIC).',
        },
      ],
    },
    {
      heading: 'How long we keep it',
      blocks: [
        {
          kind: 'list',
          items: [
            'Enquiries that do not lead to a booking: 24 months, so we can help you with your next stay.',
            'Booking and accounting records: 10 years, as Swiss commercial law requires.',
            'Newsletter data: until you unsubscribe.',
            'Server logs: 30 days.',
          ],
        },
      ],
    },
    {
      heading: 'Cookies and analytics',
      blocks: [
        {
          kind: 'p',
          text: 'Technically necessary storage keeps your language, your search and your sign-in. Analytics load only after you accept them in the cookie bar; you can change your choice at any time by clearing the stored consent in your browser.',
        },
      ],
    },
    {
      heading: 'Your rights',
      blocks: [
        {
          kind: 'p',
          text: 'You may ask for access to your data, its correction or deletion, the restriction of processing, and a copy in a common format; you may object to processing based on our legitimate interest and withdraw a consent at any time. You may also complain to the FDPIC in Bern or to the data protection authority of your country of residence in the EU.',
        },
      ],
    },
    {
      heading: 'Security',
      blocks: [
        {
          kind: 'p',
          text: 'Our website is served over encrypted connections (TLS). Access to personal data is limited to the people who need it; card numbers are encrypted at rest and shown only masked.',
        },
      ],
    },
    {
      heading: 'Changes to this policy',
      blocks: [
        {
          kind: 'p',
          text: 'We adapt this policy when our services or the law change. The version published on this page applies.',
        },
      ],
    },
  ],
}
