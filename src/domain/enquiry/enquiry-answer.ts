/** The answer of an enquiry sent with POST /api/mailer (201; docs/product/enquiries.md): the stored enquiry's id. */
export type EnquiryAnswer = { _id: string }
