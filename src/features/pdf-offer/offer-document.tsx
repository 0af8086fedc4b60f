import { Document, Image, Page, StyleSheet, Text, View } from '@react-pdf/renderer'
import type { OfferModel, OfferRow } from './offer-model.ts'
import { OFFER_FONT_FAMILY } from './offer-fonts.ts'

/** A resolved image for react-pdf: a raster data URL (PNG or JPEG), or null for the coloured band. */
export type OfferImage = string | null

/** The offer's page geometry (docs/product/leads.md#pdf-offer): A4, 40 pt left and right, logo 80 high. */
export const OFFER_LAYOUT = { size: 'A4', paddingHorizontal: 40, logoHeight: 80, logoMaxWidth: '40%' } as const

const FOOTER_HEIGHT = 32

const styles = StyleSheet.create({
  page: {
    fontFamily: OFFER_FONT_FAMILY,
    fontSize: 10,
    color: '#1d2424',
    paddingTop: 36,
    paddingBottom: FOOTER_HEIGHT + 24,
    paddingHorizontal: OFFER_LAYOUT.paddingHorizontal,
  },
  header: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'center', marginBottom: 18 },
  logo: { height: OFFER_LAYOUT.logoHeight, maxWidth: OFFER_LAYOUT.logoMaxWidth, objectFit: 'contain' },
  agencyName: { fontSize: 16, fontWeight: 700, maxWidth: '60%' },
  titleBox: { alignItems: 'flex-end' },
  title: { fontSize: 22, fontWeight: 700 },
  hero: { width: '100%', height: 200, objectFit: 'cover', marginBottom: 8 },
  band: { width: '100%', height: 120, marginBottom: 8 },
  gallery: { flexDirection: 'row', marginBottom: 14 },
  thumb: { width: '24%', height: 64, objectFit: 'cover', marginRight: '1.33%' },
  subjectName: { fontSize: 18, fontWeight: 700 },
  place: { fontSize: 11, marginBottom: 12 },
  heading: { fontSize: 13, fontWeight: 700, marginTop: 14, marginBottom: 6, paddingBottom: 3, borderBottomWidth: 1 },
  row: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 3 },
  label: { width: '62%' },
  value: { width: '38%', textAlign: 'right' },
  factLabel: { width: '32%', color: '#4a5454' },
  factValue: { width: '68%' },
  strong: { fontWeight: 700 },
  room: { paddingVertical: 6, borderBottomWidth: 0.5, borderBottomColor: '#c8c8c8' },
  roomName: { fontWeight: 700, fontSize: 11 },
  // react-pdf multiplies a line height by the font size of the same style (18 when it has none)
  termLine: { marginBottom: 2, fontSize: 10, lineHeight: 1.4 },
  note: { fontStyle: 'italic', marginTop: 16, fontSize: 9 },
  footer: {
    position: 'absolute',
    left: 0,
    right: 0,
    bottom: 0,
    height: FOOTER_HEIGHT,
    flexDirection: 'row',
    justifyContent: 'space-between',
    alignItems: 'center',
    paddingHorizontal: OFFER_LAYOUT.paddingHorizontal,
    fontSize: 9,
  },
  footerAgency: { width: '70%' },
  // beside the footer, not in it, and without a line height: react-pdf 4.9 leaves such a dynamic text empty
  counter: {
    position: 'absolute',
    right: OFFER_LAYOUT.paddingHorizontal,
    bottom: 0,
    width: 80,
    height: FOOTER_HEIGHT,
    paddingTop: 10,
    textAlign: 'right',
    fontSize: 9,
  },
})

/**
 * The offer as react-pdf lays it out (docs/product/leads.md#pdf-offer): the agency's logo (or name)
 * and the title, the main image and up to four more (a band in the brand's light colour where an
 * image could not be used), the facts, the rooms of a hotel interest, the price summary and the
 * terms; every page ends with a footer in the brand's footer colour with the agency and 'n / total'.
 */
export function OfferDocument(props: { model: OfferModel; images: OfferImage[]; logo: OfferImage }) {
  const { model } = props
  const [hero, ...rest] = props.images
  const thumbs = rest.slice(0, 4)
  return (
    <Document title={`${model.title} – ${model.subject.name}`} author={model.agency.name} language={model.language}>
      <Page size={OFFER_LAYOUT.size} style={styles.page} wrap>
        <View style={styles.header} fixed={false}>
          {props.logo ? (
            <Image src={props.logo} style={styles.logo} />
          ) : (
            <Text style={styles.agencyName}>{model.agency.name}</Text>
          )}
          <View style={styles.titleBox}>
            <Text style={[styles.title, { color: model.colors.main }]}>{model.title}</Text>
            <Text>{model.issued}</Text>
          </View>
        </View>
        {hero ? (
          <Image src={hero} style={styles.hero} />
        ) : (
          <View style={[styles.band, { backgroundColor: model.colors.light }]} />
        )}
        {thumbs.length ? (
          <View style={styles.gallery}>
            {thumbs.map((src, i) =>
              src ? (
                <Image key={i} src={src} style={styles.thumb} />
              ) : (
                <View key={i} style={[styles.thumb, { backgroundColor: model.colors.light }]} />
              ),
            )}
          </View>
        ) : null}
        {model.subject.category ? <Text>{model.subject.category}</Text> : null}
        <Text style={[styles.subjectName, { color: model.colors.main }]}>{model.subject.name}</Text>
        <Text style={styles.place}>{model.subject.place}</Text>
        <View>
          {model.facts.map((row) => (
            <View key={row.label} style={styles.row} wrap={false}>
              <Text style={styles.factLabel}>{row.label}</Text>
              <Text style={styles.factValue}>{row.value}</Text>
            </View>
          ))}
        </View>
        {model.rooms ? (
          <View>
            <Heading text={model.rooms.heading} color={model.colors.main} />
            {model.rooms.items.map((room, i) => (
              <View key={i} style={styles.room} wrap={false}>
                <Text style={styles.roomName}>{room.name}</Text>
                <Text>{room.occupancy}</Text>
                <Text>
                  {model.rooms?.labels.rate}: {room.rate}
                </Text>
                <View style={styles.row}>
                  <Text style={styles.label}>
                    {room.nightly} {model.rooms?.labels.perNight}
                  </Text>
                  <Text style={[styles.value, styles.strong]}>
                    {model.rooms?.labels.total}: {room.total}
                  </Text>
                </View>
              </View>
            ))}
          </View>
        ) : null}
        <View wrap={false}>
          <Heading text={model.prices.heading} color={model.colors.main} />
          {model.prices.rows.map((row) => (
            <PriceRow key={row.label} row={row} />
          ))}
        </View>
        {model.terms.map((block) => (
          <View key={block.heading} wrap={false}>
            <Heading text={block.heading} color={model.colors.main} />
            {block.lines.map((line, i) => (
              <Text key={i} style={styles.termLine}>
                {line}
              </Text>
            ))}
          </View>
        ))}
        <Text style={styles.note}>{model.note}</Text>
        <View style={[styles.footer, { backgroundColor: model.colors.footerBackground }]} fixed>
          <Text style={styles.footerAgency}>{model.agency.name}</Text>
        </View>
        <Text style={styles.counter} render={({ pageNumber, totalPages }) => `${pageNumber} / ${totalPages}`} fixed />
      </Page>
    </Document>
  )
}

function Heading(props: { text: string; color: string }) {
  return <Text style={[styles.heading, { color: props.color, borderBottomColor: props.color }]}>{props.text}</Text>
}

function PriceRow({ row }: { row: OfferRow }) {
  return (
    <View style={styles.row}>
      <Text style={[styles.label, row.strong ? styles.strong : {}]}>{row.label}</Text>
      <Text style={[styles.value, row.strong ? styles.strong : {}]}>{row.value}</Text>
    </View>
  )
}
