/** The Help Centre's mutation keys (docs/product/help-centre.md#api); its articles come with the code, not from a query. */
export const helpCentreKeys = {
  all: ['help-centre'] as const,
  feedback: (slug: string) => [...helpCentreKeys.all, 'feedback', slug] as const,
  contact: () => [...helpCentreKeys.all, 'contact'] as const,
}
