/** Router link props of a property path (/type/country/city/name), typed for the property route. */
export function propertyLinkProps(path: string) {
  const [propertyType = '', country = '', city = '', propertyName = ''] = path.split('/').filter(Boolean)
  return {
    to: '/$propertyType/$country/$city/$propertyName' as const,
    params: { propertyType, country, city, propertyName },
  }
}
